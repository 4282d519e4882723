import { useRef, useState } from 'react';
import { WriteRefused } from '../../components/page-error.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { Button } from '../../components/button.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { byAnswer, useBoundRead } from '../../lib/bindings/read.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { oauthAccepts, readPlatforms } from './model/platforms.ts';
import { readStartAddress } from '../../lib/oauth/start-address.ts';
import { apiBaseUrl } from '../../config/runtime-config.ts';
import type { StreamProps } from './stream-props.ts';
import type { StreamMessages } from './stream-messages.ts';
import { projectValues } from '../../lib/bindings/call.ts';

type OauthContext = Pick<StreamProps, 'bound'> & { projectId: number; m: StreamMessages };

/** The described OAuth start, when it takes this platform: a destination or platform without one offers no button. */
export function oauthStart(bound: StreamProps['bound'], platform: string) {
  const start: Bound = bound.oauth;
  return isBound(start) && oauthAccepts(start.details, platform) ? start : undefined;
}

/**
 * Starts a platform's OAuth: opens a blank tab in the click itself (a tab opened after an awaited answer is blocked as
 * a pop-up), cut off from this page, asks the service for the start URL ("Get url for start oauth") and sends the tab
 * there — or closes it and says why when no address comes. The page never follows it itself, and the session's token
 * never goes there.
 */
export function OauthButton({
  platform,
  platformName = platform,
  channelId,
  label,
  bound,
  projectId,
  m,
}: OauthContext & {
  platform: string;
  /** The platform as people name it, where the service gives its title. */
  platformName?: string;
  channelId?: string;
  label: string;
}) {
  const binding = oauthStart(bound, platform);
  const tab = useRef<Window | null>(null);
  // The address, when the browser kept the tab from opening in the press: a link the user presses opens it.
  const [blocked, setBlocked] = useState<string | null>(null);
  const start = useBoundMutation(binding, {
    values: () =>
      projectValues(projectId, channelId === undefined ? { platform } : { platform, channel_id: channelId }),
    parse: (body) => readStartAddress(body, new URL(apiBaseUrl()).origin),
    // Pressing Connect is the ask: the start address changes nothing until the user signs in at the platform.
    confirm: false,
    onSuccess: (url) => {
      const opened = tab.current;
      tab.current = null;
      if (opened && !opened.closed) opened.location.replace(url);
      // Opened now, outside the press, a tab would be blocked again, and silently.
      else setBlocked(url);
    },
    onError: () => {
      tab.current?.close();
      tab.current = null;
    },
  });
  // Not described: the destinations and the platforms still show; AddDestination says why there is no button.
  if (!binding) return null;
  return (
    <>
      <Button
        className="stream-oauth"
        busy={start.isPending}
        disabled={start.isPending}
        onClick={() => {
          // In the click, or the browser blocks it; cut off from this page before it goes anywhere.
          const opened = window.open('about:blank', '_blank');
          if (opened) opened.opener = null;
          tab.current = opened;
          setBlocked(null);
          start.run();
        }}
      >
        {label} <span className="hint">{m.destinations.opensNewTab}</span>
      </Button>
      {blocked ? (
        <p role="status" className="stream-refused">
          {m.destinations.tabBlocked(platformName)}{' '}
          <a href={blocked} target="_blank" rel="noopener noreferrer" onClick={() => setBlocked(null)}>
            {m.destinations.openSignIn(platformName)}
          </a>
        </p>
      ) : null}
      {start.isError ? (
        <WriteRefused className="stream-refused" words={m.destinations.oauthFailed(platformName)} error={start.error} />
      ) : null}
    </>
  );
}

/** Adding a destination: the platforms the service supports, each starting its OAuth. */
export function AddDestination(context: OauthContext) {
  const { bound, projectId, m } = context;
  const platforms = useBoundRead(bound.platforms, projectValues(projectId), byAnswer(readPlatforms));
  return (
    <details className="stream-add">
      <summary>{m.destinations.addTitle}</summary>
      <PartNote part={bound.oauth} />
      <ReadPart bound={bound.platforms} query={platforms}>
        {(list) => (
          <ul className="stream-platforms">
            {list
              // A platform the service says does not connect through OAuth has no start URL to open.
              .filter((platform) => platform.oauth !== false)
              .map((platform) => (
                <li key={platform.id}>
                  <OauthButton
                    platform={platform.id}
                    platformName={platform.title}
                    label={m.destinations.connect(platform.title ?? platform.id)}
                    {...context}
                  />
                </li>
              ))}
          </ul>
        )}
      </ReadPart>
    </details>
  );
}

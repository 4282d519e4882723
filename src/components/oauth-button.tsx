import { useRef, useState } from 'react';
import { apiBaseUrl } from '../config/runtime-config.ts';
import type { Binding } from '../lib/bindings/bind.ts';
import { projectValues } from '../lib/bindings/call.ts';
import { useBoundMutation } from '../lib/bindings/write.ts';
import { useMessages } from '../lib/i18n/message-table.ts';
import { readStartAddress } from '../lib/oauth/start-address.ts';
import { Button } from './button.tsx';
import { WriteRefused } from './page-error.tsx';
import './oauth-button.css';
import { oauthMessages } from './oauth-button-messages.ts';

/**
 * Starts a platform's OAuth ("Get url for start oauth", `start`, bound where it takes the platform): opens a blank tab
 * in the click itself (a tab opened after an awaited answer is blocked as a pop-up), cut off from this page, asks the
 * service for the start URL and sends the tab there — or closes it and says why when no address comes. The page
 * never follows it itself, and the session's token never goes there. Connecting a platform and signing in to one
 * again (Reconnect) are this one button.
 */
export function OauthButton({
  start,
  platform,
  platformName = platform,
  channelId,
  projectId,
  label,
  className = 'oauth-button',
}: {
  start: Binding | undefined;
  platform: string;
  /** The platform as people name it, where the service gives its title. */
  platformName?: string | undefined;
  channelId?: string;
  projectId: number;
  label: string;
  className?: string;
}) {
  const m = useMessages(oauthMessages);
  const tab = useRef<Window | null>(null);
  // The address, when the browser kept the tab from opening in the press: a link the user presses opens it.
  const [blocked, setBlocked] = useState<string | null>(null);
  const write = useBoundMutation(start, {
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
  // Not described: the page says why there is no button where it matters.
  if (!start) return null;
  return (
    <>
      <Button
        className={className}
        busy={write.isPending}
        disabled={write.isPending}
        onClick={() => {
          // In the click, or the browser blocks it; cut off from this page before it goes anywhere.
          const opened = window.open('about:blank', '_blank');
          if (opened) opened.opener = null;
          tab.current = opened;
          setBlocked(null);
          write.run();
        }}
      >
        {label} <span className="hint">{m.opensNewTab}</span>
      </Button>
      {blocked ? (
        <p role="status" className="oauth-refused">
          {m.tabBlocked(platformName)}{' '}
          <a href={blocked} target="_blank" rel="noopener noreferrer" onClick={() => setBlocked(null)}>
            {m.openSignIn(platformName)}
          </a>
        </p>
      ) : null}
      {write.isError ? (
        <WriteRefused className="oauth-refused" words={m.failed(platformName)} error={write.error} />
      ) : null}
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { Language } from '../../lib/i18n/languages.ts';
import { callBinding } from '../../lib/bindings/call.ts';
import type { StreamBindings } from './data/stream-bindings.ts';
import { usePlatforms } from './data/stream-queries.ts';
import { oauthAccepts, readOauthUrl } from './model/platforms.ts';
import { PartNote, UnreadableNote, isUnreadable } from './part-note.tsx';
import { StreamError, StreamServiceSaid } from './stream-error.tsx';
import type { StreamMessages } from './stream-messages.ts';

interface OauthContext {
  bindings: StreamBindings;
  projectId: number;
  language: Language;
  m: StreamMessages;
}

/**
 * Starts a platform's OAuth: asks the service for the start URL ("Get url for start oauth") and opens it for the user
 * in a new tab, cut off from this page (`noopener`, no referrer). The page never follows it itself, and the session's
 * token never goes there.
 */
/** The described OAuth start, when it takes this platform: a destination or platform without one offers no button. */
export function oauthStart(bindings: StreamBindings, platform: string) {
  const bound = bindings.oauth;
  const binding = 'binding' in bound ? bound.binding : undefined;
  return binding && oauthAccepts(binding.details, platform) ? binding : undefined;
}

export function OauthButton({
  platform,
  channelId,
  label,
  bindings,
  projectId,
  language,
  m,
}: OauthContext & { platform: string; channelId?: string; label: string }) {
  const binding = oauthStart(bindings, platform);
  const start = useMutation({
    mutationFn: async () => {
      if (!binding) throw new Error('not described');
      const values: Record<string, string> = { project_id: String(projectId), platform };
      if (channelId !== undefined) values.channel_id = channelId;
      return readOauthUrl(await callBinding(binding, values, { language, projectId }));
    },
    onSuccess: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
  // Not described: the destinations and the platforms still show; AddDestination says why there is no button.
  if (!binding) return null;
  return (
    <>
      <button
        type="button"
        className="button stream-oauth"
        aria-busy={start.isPending}
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {label} <span className="hint">{m.destinations.opensNewTab}</span>
      </button>
      {start.isError ? (
        <div role="alert" className="stream-refused">
          <p>{m.destinations.oauthFailed(platform)}</p>
          <StreamServiceSaid error={start.error} />
        </div>
      ) : null}
    </>
  );
}

/** Adding a destination: the platforms the service supports, each starting its OAuth. */
export function AddDestination(context: OauthContext) {
  const { bindings, projectId, language, m } = context;
  const platforms = usePlatforms(bindings.platforms, projectId, language);
  const titleId = useId();
  return (
    <div className="stream-add" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{m.destinations.addTitle}</h3>
      {'problem' in bindings.oauth ? <PartNote bound={bindings.oauth} m={m} /> : null}
      {'problem' in bindings.platforms ? (
        <PartNote bound={bindings.platforms} m={m} />
      ) : platforms.isPending ? (
        <span className="skeleton-line" aria-busy="true" />
      ) : platforms.isError ? (
        isUnreadable(platforms.error) ? (
          <UnreadableNote bound={bindings.platforms} m={m} />
        ) : (
          <StreamError
            error={platforms.error}
            onRetry={() => void platforms.refetch()}
            retrying={platforms.isFetching}
          />
        )
      ) : (
        <ul className="stream-platforms">
          {platforms.data
            // A platform the service says does not connect through OAuth has no start URL to open.
            .filter((platform) => platform.oauth !== false)
            .map((platform) => (
              <li key={platform.id}>
                <OauthButton
                  platform={platform.id}
                  label={m.destinations.connect(platform.title ?? platform.id)}
                  {...context}
                />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

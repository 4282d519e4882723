import { Button, ButtonLink } from './button.tsx';
import { Suspense, lazy } from 'react';
import { signInPath } from '../config/paths.ts';
import { HttpError, InvalidResponseError, isApiError } from '../lib/api/errors.ts';
import type { Messages } from '../lib/i18n/messages/en.ts';
import { retryRefreshNow } from '../lib/session/refresh.ts';
import { useErrorWords } from './error-words.ts';

/**
 * What the service said comes with its own chunk, asked for when an answer carried words: the host that served the
 * page is there then. Should it fail, the panel still says what happened and offers the way forward.
 */
const ServiceSaid = lazy(() =>
  import('./service-said.tsx').then(
    (module) => ({ default: module.ServiceSaid }),
    () => ({ default: () => null }),
  ),
);

/** What happened, in the user's language, and what they can do about it (in a person's words, or the API section's). */
export function describeError(error: unknown, t: { errors: Messages['errors'] & { notSentHere?: string } }): string {
  if (!isApiError(error)) return t.errors.unknown;
  switch (error.kind) {
    case 'network':
      return t.errors.network;
    case 'timeout':
      return t.errors.timeout;
    case 'invalid-response':
      return t.errors.invalidResponse((error as InvalidResponseError).field);
    case 'session-ended':
      return t.errors.sessionEnded;
    case 'signed-out':
      return t.errors.signedOut;
    case 'redirected':
      return t.errors.redirected;
    case 'not-sent':
      // Only the console's own requests can be refused before they leave: it says why in its words (TechnicalWords).
      return t.errors.notSentHere ?? t.errors.unknown;
    case 'http': {
      const { status } = error as HttpError;
      if (status === 401) return t.errors.unauthorized;
      return status >= 500 ? t.errors.server(status) : t.errors.client(status);
    }
  }
}

interface ErrorPanelProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

export function ErrorPanel({ error, onRetry, retrying = false }: ErrorPanelProps) {
  const t = useErrorWords();
  const needsSignIn = isApiError(error) && (error.kind === 'session-ended' || error.kind === 'signed-out');
  return (
    <div className="panel panel-error" role="alert">
      <h2>{t.errors.title}</h2>
      <p>{describeError(error, t)}</p>
      {error instanceof HttpError ? (
        <Suspense fallback={null}>
          <ServiceSaid error={error} />
        </Suspense>
      ) : null}
      {needsSignIn ? (
        <ButtonLink to={signInPath()}>{t.app.signIn}</ButtonLink>
      ) : (
        <Button
          disabled={retrying}
          onClick={() => {
            // The user asked to try again: a refresh waiting out its back-off goes now, not after the window.
            retryRefreshNow();
            onRetry();
          }}
        >
          {t.errors.retry}
        </Button>
      )}
    </div>
  );
}

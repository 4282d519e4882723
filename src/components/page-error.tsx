import { type ReactNode, createContext, useContext } from 'react';
import { ErrorPanel, describeError } from './error-panel.tsx';
import { HttpError } from '../lib/api/errors.ts';
import { scrubError } from '../lib/api/scrub-error.ts';
import { UnsendableError } from '../lib/bindings/call.ts';
import { useDescriptionWords } from '../lib/description-status/description-words.ts';
import { ServiceSaid } from './service-said.tsx';
import { useErrorWords } from './error-words.ts';

/**
 * The secrets a page holds (a stream key once read, a one-time code, a payment's key): every error text shown under
 * this provider is scrubbed of them, as the console masks a run's secrets — a service may echo them in its message.
 */
export const PageSecrets = createContext<readonly string[]>([]);

/**
 * A failed read or write with the service's words, the page's secrets masked in them, and Retry; or, for a call the
 * page could not build from the description, what it lacked (retrying would not help).
 */
export function PageError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const secrets = useContext(PageSecrets);
  const m = useDescriptionWords();
  if (error instanceof UnsendableError)
    return (
      <p className="panel panel-error" role="alert">
        {m.part.unsendable(
          Object.keys(error.problems)
            .map((key) => key.replace(/^[a-z]+\./, ''))
            .join(', '),
        )}
      </p>
    );
  return <ErrorPanel error={scrubError(error, secrets)} onRetry={onRetry} retrying={retrying} />;
}

/** A write the service refused: what was not done, in the page's words, then what the service said. */
export function WriteRefused({ words, error, className }: { words: ReactNode; error: unknown; className?: string }) {
  return (
    <div role="alert" className={className}>
      <p>{words}</p>
      <RefusalSaid error={error} />
    </div>
  );
}

/** Only what the service said about a refusal (a line beside a switch), the page's secrets masked in it. */
export function RefusalSaid({ error }: { error: unknown }) {
  const secrets = useContext(PageSecrets);
  const t = useErrorWords();
  const scrubbed = scrubError(error, secrets);
  // A refusal has the service's words; anything else (no answer, an unreadable one) has the app's.
  return scrubbed instanceof HttpError ? <ServiceSaid error={scrubbed} /> : <p>{describeError(scrubbed, t)}</p>;
}

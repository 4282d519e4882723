import { ErrorPanel, describeError } from '../../components/error-panel.tsx';
import { HttpError } from '../../lib/api/errors.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { ServiceSaid } from '../../components/service-said.tsx';
import { scrubError } from '../../lib/api/scrub-error.ts';
import { useStreamSecrets } from './stream-secrets.ts';

/**
 * A failed read or write on the Stream page, with the service's words — and the stream key masked in them, as the
 * console masks a run's secrets: a service may echo the key in its message.
 */
export function StreamError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const secrets = useStreamSecrets();
  return <ErrorPanel error={scrubError(error, secrets)} onRetry={onRetry} retrying={retrying} />;
}

/** Only what the service said about a refusal (for a line beside a switch), the key masked in it. */
export function StreamServiceSaid({ error }: { error: unknown }) {
  const secrets = useStreamSecrets();
  const t = useMessages(appMessages);
  const scrubbed = scrubError(error, secrets);
  // A refusal has the service's words; anything else (no answer, an unreadable one) has the app's.
  return scrubbed instanceof HttpError ? <ServiceSaid error={scrubbed} /> : <p>{describeError(scrubbed, t)}</p>;
}

import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import type { Binding, Bound } from '../../lib/bindings/bind.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { Persistence } from '../../lib/session/token-store.ts';
import { startProviderSignIn } from './provider-sign-in.ts';
import { providerName, providersOf } from './providers.ts';
import { signInMessages } from './sign-in-messages.ts';
import './sign-in.css';

/**
 * A button per provider the deployment's start takes. A press records the flow and leaves for the provider's page;
 * while the start is asked for, every button waits, and a start that fails says so here, in the user's words.
 */
export function ProviderButtons({
  start,
  exchange,
  persistence,
  returnTo,
}: {
  start: Binding;
  /** Where the code will be exchanged: whether the sign-in goes with PKCE. */
  exchange: Bound | undefined;
  persistence: Persistence;
  returnTo: string | null;
}) {
  const t = useMessages(appMessages);
  const m = useMessages(signInMessages);
  const language = useLanguage();
  const leave = useMutation({
    mutationFn: (provider: string) =>
      startProviderSignIn({ start, exchange }, provider, persistence, returnTo, language),
  });
  const providers = providersOf(start);
  return (
    <div className="provider-sign-in">
      <ul className="provider-list" aria-label={m.providersLabel}>
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="primary"
              disabled={leave.isPending}
              aria-busy={leave.isPending && leave.variables === provider ? true : undefined}
              onClick={() => leave.mutate(provider)}
            >
              {m.withProvider(providerName(provider))}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status">{leave.isPending ? m.starting : null}</p>
      {leave.error ? (
        <div role="alert">
          <p className="form-error">
            {m.startFailed} {describeError(leave.error, t)}
          </p>
          <ServiceSaid error={leave.error} />
        </div>
      ) : null}
    </div>
  );
}

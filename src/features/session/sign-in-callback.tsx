import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { signInPath } from '../../config/paths.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useBindings } from '../../lib/bindings/use-bindings.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import {
  type CallbackOutcome,
  SIGN_IN_GROUP,
  callbackBindings,
  exchangeCode,
  readCallback,
} from './provider-sign-in.ts';
import { type SignInMessages, signInMessages } from './sign-in-messages.ts';

/** Why a callback does nothing, in the user's words. */
function refusal(outcome: Exclude<CallbackOutcome, { kind: 'exchange' | 'linked' }>, m: SignInMessages): string {
  switch (outcome.kind) {
    case 'denied':
      return m.denied;
    case 'provider-error':
      return m.providerError(outcome.error);
    case 'no-code':
      return m.noCode;
    case 'flow':
      return { unknown: m.flowUnknown, used: m.flowUsed, expired: m.flowExpired }[outcome.reason];
  }
}

/**
 * Where a provider sends the person back. It acts only on a flow this tab started and has not used, exchanges the
 * code once, and leaves with a replace, so Back never returns here; anything else sends nothing and offers a new
 * start.
 */
export function SignInCallback() {
  const t = useMessages(appMessages);
  const m = useMessages(signInMessages);
  usePageTitle(m.callbackTitle);
  const navigate = useNavigate();
  const language = useLanguage();
  const [outcome] = useState(readCallback);
  const { bound, query } = useBindings(SIGN_IN_GROUP, callbackBindings);
  const [failure, setFailure] = useState<unknown>(null);
  const exchange = bound?.exchange;
  const identity = bound?.identity;

  useEffect(() => {
    // A provider linked from Settings: the service has it; back to where the link was asked for.
    if (outcome.kind === 'linked') void navigate(outcome.flow.returnTo, { replace: true });
  }, [outcome, navigate]);

  useEffect(() => {
    if (outcome.kind !== 'exchange' || !isBound(exchange)) return;
    let current = true;
    exchangeCode({ exchange, identity }, outcome.flow, outcome.code, language).then(
      () => current && void navigate(outcome.flow.returnTo, { replace: true }),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
    // The exchange is one per code (exchangeCode): a new language or binding does not send it again.
  }, [outcome, exchange, identity, language, navigate]);

  const returnTo = outcome.kind === 'exchange' ? outcome.flow.returnTo : undefined;
  if (outcome.kind === 'linked') return <p role="status">{m.exchanging}</p>;
  const again = (
    <p>
      <ButtonLink to={signInPath({ returnTo })} replace variant="primary">
        {m.tryAgain}
      </ButtonLink>
    </p>
  );
  const cannotExchange =
    outcome.kind === 'exchange' && (query.isError || (bound !== undefined && !isBound(bound.exchange)));
  return (
    <section className="panel sign-in" aria-labelledby="sign-in-callback-title">
      <h1 id="sign-in-callback-title">{m.callbackTitle}</h1>
      {outcome.kind !== 'exchange' ? (
        <>
          <p role="alert">{refusal(outcome, m)}</p>
          {again}
        </>
      ) : failure !== null || cannotExchange ? (
        <>
          <div role="alert">
            <p className="form-error">
              {m.exchangeFailed} {failure !== null ? describeError(failure, t) : null}
            </p>
            {failure !== null ? <ServiceSaid error={failure} /> : null}
          </div>
          {again}
        </>
      ) : (
        <p role="status">{m.exchanging}</p>
      )}
    </section>
  );
}

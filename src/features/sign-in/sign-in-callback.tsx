import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { signInPath } from '../../config/paths.ts';
import { BoundPart } from '../../components/bound-part.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import {
  type CallbackOutcome,
  OtherServiceError,
  callbackPart,
  exchangeCode,
  readCallback,
} from './provider-sign-in.ts';
import type { SignInFlow } from './sign-in-flow.ts';
import { type SignInMessages, signInMessages } from './sign-in-messages.ts';
import './sign-in.css';

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
  const m = useMessages(signInMessages);
  usePageTitle(m.callbackTitle);
  const navigate = useNavigate();
  const [outcome] = useState(readCallback);

  useEffect(() => {
    // A provider linked from Settings: the service has it; back to where the link was asked for.
    if (outcome.kind === 'linked') void navigate(outcome.flow.returnTo, { replace: true });
  }, [outcome, navigate]);

  if (outcome.kind === 'linked') return <p role="status">{m.exchanging}</p>;
  const again = (
    <p>
      <ButtonLink
        to={signInPath({ returnTo: outcome.kind === 'exchange' ? outcome.flow.returnTo : undefined })}
        replace
        variant="primary"
      >
        {m.tryAgain}
      </ButtonLink>
    </p>
  );
  const exchanging = <p role="status">{m.exchanging}</p>;
  return (
    <section className="panel sign-in" aria-labelledby="sign-in-callback-title">
      <h1 id="sign-in-callback-title">{m.callbackTitle}</h1>
      {outcome.kind !== 'exchange' ? (
        <>
          <p role="alert">{refusal(outcome, m)}</p>
          {again}
        </>
      ) : (
        <BoundPart part={callbackPart} needs={['exchange']} fallback={again} pending={exchanging}>
          {(bound) =>
            isBound(bound.exchange) ? (
              <Exchange exchange={bound.exchange} identity={bound.identity} flow={outcome.flow} code={outcome.code}>
                {again}
              </Exchange>
            ) : null
          }
        </BoundPart>
      )}
    </section>
  );
}

/** The code traded for a pair, once; then to where the sign-in was asked for, or the service's refusal. */
function Exchange({
  exchange,
  identity,
  flow,
  code,
  children,
}: {
  exchange: Binding;
  identity: Bound;
  flow: SignInFlow;
  code: string;
  children: ReactNode;
}) {
  const t = useMessages(appMessages);
  const m = useMessages(signInMessages);
  const navigate = useNavigate();
  const language = useLanguage();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    exchangeCode({ exchange, identity }, flow, code, language).then(
      () => current && void navigate(flow.returnTo, { replace: true }),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
    // The exchange is one per code (exchangeCode): a new language or binding does not send it again.
  }, [exchange, identity, flow, code, language, navigate]);
  if (failure === null) return <p role="status">{m.exchanging}</p>;
  if (failure instanceof OtherServiceError)
    return (
      <>
        <p role="alert">{m.otherService}</p>
        {children}
      </>
    );
  return (
    <>
      <div role="alert">
        <p className="form-error">
          {m.exchangeFailed} {describeError(failure, t)}
        </p>
        <ServiceSaid error={failure} />
      </div>
      {children}
    </>
  );
}

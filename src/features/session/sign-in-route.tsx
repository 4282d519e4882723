import { Button } from '../../components/button.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { isBound } from '../../lib/bindings/bind.ts';
import { useBindings } from '../../lib/bindings/use-bindings.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useConfigStatus, useRuntimeConfig } from '../../config/runtime-config.ts';
import { paths, safeReturnPath } from '../../config/paths.ts';
import { demoAvailable, fetchDemoRefreshToken } from '../../lib/api/demo.ts';
import { HttpError } from '../../lib/api/errors.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { useLogoutOutcome } from '../../lib/session/logout-outcome.ts';
import { adoptDeviceSession, deviceSignInAvailable, signInWithRefreshToken } from '../../lib/session/sign-in.ts';
import { signInMessages } from './sign-in-messages.ts';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignInCallback } from './sign-in-callback.tsx';
import { SIGN_IN_GROUP, signInBindings } from './provider-sign-in.ts';
import { providersOf } from '../../lib/oauth/providers.ts';

/** How long the page waits for config.json before it offers the ways to sign in it knows without it. */
const CONFIG_WAIT_MS = 3000;

function SignInPage() {
  const t = useMessages(appMessages);
  const m = useMessages(signInMessages);
  usePageTitle(m.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Re-render when config.json lands: it says whether the built-in demo service is there.
  useRuntimeConfig();
  const demo = demoAvailable();
  // The providers the deployment describes, known once its description is read (or known to be missing).
  const { url: descriptionUrl, query: description, bound } = useBindings(SIGN_IN_GROUP, signInBindings);
  const start = bound && isBound(bound.start) && providersOf(bound.start).length > 0 ? bound.start : undefined;
  // Until config.json is read, whether it names a description (and so providers) is not known either; one that
  // hangs is not waited for long, or an operator would see nothing to sign in with until its request gave up.
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), CONFIG_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const configRead = useConfigStatus() !== 'loading' || waitedLong;
  const providersKnown = configRead && (descriptionUrl === null || description.isError || bound !== undefined);
  // Once drawn, the ways to sign in stay: a config.json that loads only later (naming a description) must not take
  // away a form the user may be typing in. Its providers join it when they are known. "Other ways" starts open when
  // there is no provider to offer, and then stays as the user leaves it: providers that join later must not fold away
  // a token being typed.
  const [waysDrawn, setWaysDrawn] = useState(false);
  const [otherOpen, setOtherOpen] = useState<boolean>();
  if (providersKnown && !waysDrawn) {
    setWaysDrawn(true);
    setOtherOpen(!start);
  }
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(true);
  const [shown, setShown] = useState(false);
  const [missing, setMissing] = useState(false);
  const tokenId = useId();
  const rememberId = useId();
  const errorId = useId();

  const signIn = useMutation({
    mutationFn: async (source: { demo: boolean }) => {
      const refreshToken = source.demo ? await fetchDemoRefreshToken() : token;
      await signInWithRefreshToken(refreshToken, remember ? 'local' : 'session');
    },
    onSuccess: () => void navigate(safeReturnPath(params.get('next')) ?? paths.home, { replace: true }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate({ demo: false });
  };

  const reason = params.get('reason');
  const logout = useLogoutOutcome((state) => state.outcome);
  const logoutText =
    reason === 'signed-out' && logout !== null
      ? { sending: m.logoutSending, ended: m.logoutEnded, unconfirmed: m.logoutUnconfirmed }[logout]
      : null;
  const notice = {
    ended: m.sessionEnded,
    'signed-out': m.signedOutElsewhere,
    'service-changed': m.serviceChanged,
    replaced: m.replaced,
  }[reason ?? ''];
  const refused = signIn.error instanceof HttpError && signIn.error.status === 400;
  // The demo's failure is said beside its button; the pasted token's in its form.
  const demoError = Boolean(signIn.error && signIn.variables?.demo);
  const errorText = missing
    ? m.required
    : signIn.error && !demoError
      ? refused
        ? m.refused
        : describeError(signIn.error, t)
      : null;

  return (
    <section className="panel sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{m.title}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {/* A live region of its own, so the service's confirmation (or its absence) is read out when it arrives. */}
      <p className={logoutText ? 'notice' : undefined} role="status">
        {logoutText}
      </p>
      {reason === 'replaced' && deviceSignInAvailable() ? (
        <p>
          <Button onClick={() => adoptDeviceSession() && void navigate(paths.home, { replace: true })}>
            {m.continueDevice}
          </Button>
        </p>
      ) : null}
      {/* The ways to sign in come together, once the providers are known: drawn before them, what is below the
          providers would move down when they land. Meanwhile a provider button's room says the page is busy. */}
      {providersKnown || waysDrawn ? (
        <>
          {start ? (
            <ProviderButtons start={start} persistence={remember ? 'local' : 'session'} returnTo={params.get('next')} />
          ) : null}
          <div className="field field-check">
            <input
              id={rememberId}
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <label htmlFor={rememberId}>{m.remember}</label>
            <p className="hint">{m.rememberHint}</p>
          </div>
          {demo ? (
            <div className="actions">
              <Button disabled={signIn.isPending} onClick={() => signIn.mutate({ demo: true })}>
                {m.demo}
              </Button>
              <p className="hint">{m.demoHint}</p>
            </div>
          ) : null}
          {demoError ? (
            <div role="alert">
              <p className="form-error">{describeError(signIn.error, t)}</p>
              <ServiceSaid error={signIn.error} />
            </div>
          ) : null}
          {/* Operators sign in with a refresh token; people with a provider. */}
          <details
            className="other-sign-in"
            open={otherOpen ?? !start}
            onToggle={(event) => setOtherOpen(event.currentTarget.open)}
          >
            <summary>{m.otherWays}</summary>
            <p>{m.intro}</p>
            <form onSubmit={onSubmit} noValidate>
              <div className="field">
                <label htmlFor={tokenId}>{m.tokenLabel}</label>
                {/* Masked like a password, so a token pasted in a meeting or a screen recording is not on screen for all to read. */}
                <div className="field-secret">
                  <input
                    id={tokenId}
                    type={shown ? 'text' : 'password'}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    value={token}
                    onChange={(event) => setToken(event.target.value)}
                    aria-invalid={errorText ? true : undefined}
                    aria-describedby={errorText ? errorId : undefined}
                  />
                  <Button aria-pressed={shown} aria-controls={tokenId} onClick={() => setShown(!shown)}>
                    {m.showToken}
                  </Button>
                </div>
              </div>
              {errorText ? (
                <div id={errorId} role="alert">
                  <p className="form-error">{errorText}</p>
                  {missing ? null : <ServiceSaid error={signIn.error} />}
                </div>
              ) : null}
              <div className="actions">
                <Button type="submit" variant="primary" disabled={signIn.isPending}>
                  {signIn.isPending ? m.submitting : m.submit}
                </Button>
              </div>
            </form>
          </details>
        </>
      ) : (
        <div className="provider-sign-in" aria-busy="true">
          <ul className="provider-list" aria-hidden="true">
            <li className="provider-skeleton" />
          </ul>
        </div>
      )}
    </section>
  );
}

/** `/sign-in`, and `/sign-in/callback`, where a provider's sign-in comes back to; any other step is the sign-in page. */
export function Component() {
  const { step } = useParams();
  const navigate = useNavigate();
  const other = step !== undefined && step !== 'callback';
  useEffect(() => {
    if (other) void navigate('/sign-in', { replace: true });
  }, [other, navigate]);
  return step === 'callback' ? <SignInCallback /> : other ? null : <SignInPage />;
}

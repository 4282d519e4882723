import { Button } from '../../components/button.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { BoundPart } from '../../components/bound-part.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useNavigate, useParams } from 'react-router';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { afterNextPaint, useAfterFirstPaint } from '../../components/use-after-first-paint.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useSearchParams } from '../../components/use-search-params.ts';
import { useConfigStatus, useRuntimeConfig } from '../../config/runtime-config.ts';
import { paths, safeReturnPath } from '../../config/paths.ts';
import { demoAvailable, fetchDemoRefreshToken } from '../../lib/api/demo.ts';
import { HttpError } from '../../lib/api/errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { readDescriptionAhead } from '../../lib/service-description/description-query.ts';
import { appMessages, useLanguage } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { useLogoutOutcome } from '../../lib/session/logout-outcome.ts';
import { adoptDeviceSession, deviceSignInAvailable, signInWithRefreshToken } from '../../lib/session/sign-in.ts';
import { signInMessages } from './sign-in-messages.ts';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignInCallback } from './sign-in-callback.tsx';
import { signInPart } from './provider-sign-in.ts';
import { providersOf } from './providers.ts';
import './sign-in.css';

/** How long the page waits for config.json before it offers the ways to sign in it knows without it. */
const CONFIG_WAIT_MS = 3000;

/** The provider start the page offers, when the deployment describes one that takes a provider. */
function startOf(start: Bound): Binding | undefined {
  return isBound(start) && providersOf(start).length > 0 ? start : undefined;
}

function SignInPage() {
  const m = useMessages(signInMessages);
  usePageTitle(m.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Re-render when config.json lands: it says whether the built-in demo service is there.
  useRuntimeConfig();
  // Until config.json is read, whether it names a description (and so providers) is not known either; one that
  // hangs is not waited for long, or an operator would see nothing to sign in with until its request gave up.
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), CONFIG_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const configRead = useConfigStatus() !== 'loading' || waitedLong;
  // Once drawn, the ways to sign in stay: a config.json that loads only later (naming a description) must not take
  // away a form the user may be typing in. Its providers join it when they are known.
  const [waysDrawn, setWaysDrawn] = useState(false);
  const onDrawn = useCallback(() => setWaysDrawn(true), []);
  const reason = params.get('reason');
  const logout = useLogoutOutcome((state) => state.outcome);
  const logoutText =
    reason === 'signed-out' && logout !== null
      ? { sending: m.logoutSending, ended: m.logoutEnded, unconfirmed: m.logoutUnconfirmed }[logout]
      : null;
  // The address names the reason: only one of these, never a name every object answers to (`__proto__`).
  const notice = ownWord(
    {
      ended: m.sessionEnded,
      'signed-out': m.signedOutElsewhere,
      'service-changed': m.serviceChanged,
      replaced: m.replaced,
    },
    reason,
  );
  // The heading and the lead, the page's largest text, are drawn at once; the description the ways to sign in wait
  // for is asked for as soon as that frame is drawn, and the ways are bound then. Asked for as the page's code
  // arrived, its download came before the page's first paint, which was then counted as waiting for it.
  useEffect(() => afterNextPaint(() => void readDescriptionAhead(queryClient)), []);
  const painted = useAfterFirstPaint();
  // The ways to sign in come together, once the providers are known: drawn before them, what is below the providers
  // would move down when they land. Meanwhile a provider button's room says the page is busy.
  const busy = (
    <div className="provider-sign-in" aria-busy="true">
      <ul className="provider-list" aria-hidden="true">
        <li className="provider-skeleton" />
      </ul>
    </div>
  );
  const without = <Ways start={undefined} onDrawn={onDrawn} />;

  return (
    <section className="panel sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{m.title}</h1>
      <p className="sign-in-lead">{m.lead}</p>
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
      <div className="sign-in-ways">
        {painted ? (
          <BoundPart
            part={signInPart}
            quiet
            fallback={configRead ? without : busy}
            pending={waysDrawn ? without : busy}
          >
            {(bound) => <Ways start={startOf(bound.start)} exchange={bound.exchange} onDrawn={onDrawn} />}
          </BoundPart>
        ) : (
          busy
        )}
      </div>
    </section>
  );
}

/**
 * The ways to sign in: the deployment's providers, the demo where the built-in service is there, and a refresh token
 * (what operators use) under "Other ways", open at first where there is no provider. Drawn in one place whatever the
 * description's state (the frame keeps it), so providers that join later keep what is typed and how "Other ways" was
 * left.
 */
function Ways({
  start,
  exchange,
  onDrawn,
}: {
  start: Binding | undefined;
  exchange?: Bound | undefined;
  onDrawn: () => void;
}) {
  const t = useMessages(appMessages);
  const m = useMessages(signInMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const demo = demoAvailable();
  const [otherOpen, setOtherOpen] = useState(!start);
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(true);
  const [shown, setShown] = useState(false);
  const [missing, setMissing] = useState(false);
  const tokenId = useId();
  const rememberId = useId();
  const errorId = useId();
  useLayoutEffect(onDrawn, [onDrawn]);

  const signIn = useMutation({
    mutationFn: async (source: { demo: boolean }) => {
      const refreshToken = source.demo ? await fetchDemoRefreshToken(language) : token;
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
    <>
      {start ? (
        <ProviderButtons
          start={start}
          exchange={exchange}
          persistence={remember ? 'local' : 'session'}
          returnTo={params.get('next')}
        />
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
      <details className="other-sign-in" open={otherOpen} onToggle={(event) => setOtherOpen(event.currentTarget.open)}>
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

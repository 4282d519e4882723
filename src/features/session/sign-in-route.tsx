import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../components/error-panel.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { demoAvailable, useRuntimeConfig } from '../../config/runtime-config.ts';
import { paths, safeReturnPath } from '../../config/paths.ts';
import { fetchDemoRefreshToken } from '../../lib/api/auth-operations.ts';
import { HttpError } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { adoptDeviceSession, deviceSignInAvailable } from '../../lib/session/session.ts';
import { signInWithRefreshToken } from '../../lib/session/sign-in.ts';

export function Component() {
  const t = useT();
  usePageTitle(t.signIn.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Re-render when config.json lands: it says whether the built-in demo service is there.
  useRuntimeConfig();
  const demo = demoAvailable();
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(true);
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
  const notice = { ended: t.signIn.sessionEnded, 'signed-out': t.signIn.signedOutElsewhere, 'service-changed': t.signIn.serviceChanged, replaced: t.signIn.replaced }[reason ?? ''];
  const refused = signIn.error instanceof HttpError && signIn.error.status === 400;
  const errorText = missing ? t.signIn.required : signIn.error ? (refused ? t.signIn.refused : describeError(signIn.error, t)) : null;

  return (
    <section className="panel sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t.signIn.title}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {reason === 'replaced' && deviceSignInAvailable() ? (
        <p>
          <button type="button" className="button" onClick={() => adoptDeviceSession() && void navigate(paths.home, { replace: true })}>
            {t.signIn.continueDevice}
          </button>
        </p>
      ) : null}
      <p>{t.signIn.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={tokenId}>{t.signIn.tokenLabel}</label>
          <input
            id={tokenId}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? errorId : undefined}
          />
        </div>
        <div className="field field-check">
          <input id={rememberId} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <label htmlFor={rememberId}>{t.signIn.remember}</label>
          <p className="hint">{t.signIn.rememberHint}</p>
        </div>
        {errorText ? (
          <div id={errorId} role="alert">
            <p className="form-error">{errorText}</p>
            {missing ? null : <ServiceSaid error={signIn.error} />}
          </div>
        ) : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={signIn.isPending}>
            {signIn.isPending ? t.signIn.submitting : t.signIn.submit}
          </button>
          {demo ? (
            <button type="button" className="button" disabled={signIn.isPending} onClick={() => signIn.mutate({ demo: true })}>
              {t.signIn.demo}
            </button>
          ) : null}
        </div>
        {demo ? <p className="hint">{t.signIn.demoHint}</p> : null}
      </form>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type EndReason, useTokenStore } from '../../lib/session/token-store.ts';
import { signInPath } from '../../config/paths.ts';

/**
 * When the session stops (refused refresh, sign-out, another service, another sign-in) the user lands on the sign-in page once,
 * remembering where they were when the session ended so that signing in again brings them back.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    const toSignIn = (lastEnd: EndReason | null) => {
      const { pathname, search } = here.current;
      // The sign-in page, and its callback (`/sign-in/callback`), which is signing someone in.
      if (pathname.startsWith('/sign-in')) return;
      const returnTo = lastEnd === 'ended' ? `${pathname}${search}` : undefined;
      void navigate(signInPath({ returnTo, reason: lastEnd ?? 'signed-out' }), { replace: true });
    };
    // The session may have ended before this mounted (config.json naming another service as the page loads).
    const { session, lastEnd } = useTokenStore.getState();
    if (!session && lastEnd) toSignIn(lastEnd);
    return useTokenStore.subscribe((state, previous) => {
      if (previous.session && !state.session) toSignIn(state.lastEnd);
    });
  }, [navigate]);
  return null;
}

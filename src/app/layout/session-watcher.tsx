import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTokenStore } from '../../lib/session/token-store.ts';
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

  useEffect(
    () =>
      useTokenStore.subscribe((state, previous) => {
        if (!previous.session || state.session) return;
        const { pathname, search } = here.current;
        if (pathname === '/sign-in') return;
        const returnTo = state.lastEnd === 'ended' ? `${pathname}${search}` : undefined;
        void navigate(signInPath({ returnTo, reason: state.lastEnd ?? 'signed-out' }), { replace: true });
      }),
    [navigate],
  );
  return null;
}

import { ButtonLink } from './button.tsx';
import { useLocation } from 'react-router';
import { signInPath } from '../config/paths.ts';
import { appMessages } from '../lib/i18n/i18n.ts';
import { useMessages } from '../lib/i18n/message-table.ts';

/** What a page that needs a session shows to someone who is not signed in. */
export function SignedOutPanel() {
  const t = useMessages(appMessages);
  const { pathname, search } = useLocation();
  return (
    <section className="panel" aria-labelledby="signed-out-title">
      <h1 id="signed-out-title">{t.signedOut.title}</h1>
      <p>{t.signedOut.body}</p>
      <ButtonLink variant="primary" to={signInPath({ returnTo: `${pathname}${search}` })}>
        {t.signedOut.action}
      </ButtonLink>
    </section>
  );
}

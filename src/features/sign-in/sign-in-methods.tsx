import { useId } from 'react';
import { BoundPart } from '../../components/bound-part.tsx';
import { definePart } from '../../lib/bindings/manifest.ts';
import { linkedSignInsRead } from '../../lib/operations/account/linked-sign-ins.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { AppCode } from './app-code.tsx';
import { LinkedSignIns } from './linked-sign-ins.tsx';
import { signInMethodsMessages } from './sign-in-methods-messages.ts';

// Settings' sign-in methods: the providers linked to the account ("Social list for user", whose answer the real
// kind does not describe: read as a list of records), linking another through "Connected social account" (the same
// flow as a sign-in, back to Settings), unlinking through "Disconnected social account" (a GET that changes
// something: asked first), and a one-time code for the desktop or mobile app ("Get code for auth").

const signInMethodsPart = definePart({
  group: 'Auth',
  bindings: {
    list: linkedSignInsRead.binding,
    link: { name: 'Connected social account', fills: ['provider', 'app', 'redirect'] },
    unlink: 'Disconnected social account',
    appCode: 'Get code for auth',
  },
});

export function SignInMethods() {
  const m = useMessages(signInMethodsMessages);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="sign-in-methods">
      <h2 id={titleId}>{m.title}</h2>
      <BoundPart part={signInMethodsPart}>
        {(bound) => (
          <>
            <LinkedSignIns list={bound.list} link={bound.link} unlink={bound.unlink} />
            <AppCode appCode={bound.appCode} />
          </>
        )}
      </BoundPart>
    </section>
  );
}

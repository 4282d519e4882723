import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { nameFieldOfValue } from '../../lib/service-description/name-field.ts';
import { leaveForProvider } from './leave-for-provider.ts';
import { providerName, providersOf } from './providers.ts';
import { callbackAddress, flowStart, startFlow } from './sign-in-flow.ts';
import { signInMethodsMessages } from './sign-in-methods-messages.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { type LinkedSignIn, linkedSignInsRead } from '../../lib/operations/account/linked-sign-ins.ts';
import './sign-in.css';

type Linked = LinkedSignIn;

/** The provider a linked sign-in is of, where the record says. */
const providerOf = (linked: Linked) => (typeof linked.provider === 'string' ? linked.provider : undefined);

/** A linked sign-in as people read it: its provider and its name, or what the service sent. */
function linkedText(linked: Linked): string {
  const provider = providerOf(linked);
  const field = nameFieldOfValue(linked);
  const name = field === undefined ? undefined : String(linked[field]);
  const parts = [provider === undefined ? undefined : providerName(provider), name].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length ? parts.join(' — ') : JSON.stringify(linked);
}

/**
 * The providers linked to the account, each unlinked after asking; and a button to link each provider the service
 * takes that is not linked yet (offered once the list is read, so a linked one is never offered again).
 */
export function LinkedSignIns({ list, link, unlink }: { list: Bound; link: Bound; unlink: Bound }) {
  const m = useMessages(signInMethodsMessages);
  const t = useMessages(appMessages);
  const language = useLanguage();
  const read = useRead(linkedSignInsRead, list, undefined);
  // The unlink names the record by the parameter it takes (`social_id`), read from the record by that name.
  const unlinkKey = isBound(unlink)
    ? unlink.inputs.find((input) => input.required && input.in === 'query')?.name
    : undefined;
  const remove = useBoundMutation<Linked>(unlink, {
    values: (linked) => (unlinkKey ? { [unlinkKey]: String(linked[unlinkKey]) } : {}),
    invalidates: ['Socials'],
  });
  const start = useMutation({
    mutationFn: async (provider: string) => {
      if (!isBound(link)) return;
      const flow = startFlow('/settings', 'local', await flowStart(), Date.now(), sessionStorage, 'link');
      await leaveForProvider(link, { provider, app: 'site', redirect: callbackAddress(flow) }, language, false);
    },
  });
  // What is linked is known only once the list is read; where it cannot be, every provider is offered.
  const linkedProviders = new Set((read.data ?? []).map(providerOf));
  const offered = isBound(link) ? providersOf(link).filter((provider) => !linkedProviders.has(provider)) : [];
  return (
    <>
      <h3>{m.linked}</h3>
      <ReadPart bound={list} query={read}>
        {(linked) =>
          linked.length === 0 ? (
            <p>{m.none}</p>
          ) : (
            <ul className="linked-list">
              {linked.map((one, index) => (
                <li key={unlinkKey ? String(one[unlinkKey]) : index}>
                  {linkedText(one)}{' '}
                  {remove.binding && unlinkKey && one[unlinkKey] !== undefined ? (
                    <Button variant="quiet" onClick={() => remove.run(one)}>
                      {m.unlink}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </ReadPart>
      <ConfirmWrite write={remove} title={m.unlinkTitle} confirmLabel={m.unlink} cancelLabel={m.cancel}>
        <p>{m.unlinkBody(remove.asking ? linkedText(remove.asking.vars as Linked) : '')}</p>
      </ConfirmWrite>
      {!isBound(link) || providersOf(link).length === 0 ? (
        <PartNote part={link} />
      ) : read.isPending ? null : offered.length ? (
        <>
          <ul className="provider-list" aria-label={m.linkLabel}>
            {offered.map((provider) => (
              <li key={provider}>
                <Button disabled={start.isPending} onClick={() => start.mutate(provider)}>
                  {m.link(providerName(provider))}
                </Button>
              </li>
            ))}
          </ul>
          {start.error ? (
            <div role="alert">
              <p className="form-error">
                {m.linkFailed} {describeError(start.error, t)}
              </p>
              <ServiceSaid error={start.error} />
            </div>
          ) : null}
        </>
      ) : (
        <p className="hint">{m.allLinked}</p>
      )}
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { SecretValue } from '../../components/secret-value.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { type BindingSpec, isBound } from '../../lib/bindings/bind.ts';
import { useBoundRead } from '../../lib/bindings/read.ts';
import { useBindings } from '../../lib/bindings/use-bindings.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { leaveForProvider } from '../../lib/oauth/leave-for-provider.ts';
import { providerName, providersOf } from '../../lib/oauth/providers.ts';
import { nameFieldOfValue } from '../../lib/service-description/name-field.ts';
import { callbackAddress, startFlow } from '../../lib/session/sign-in-flow.ts';
import { signInMethodsMessages } from './sign-in-methods-messages.ts';

// Settings' sign-in methods: the providers linked to the account ("Social list for user", whose answer the real
// kind does not describe: read as a list of records), linking another through "Connected social account" (the same
// flow as a sign-in, back to Settings), unlinking through "Disconnected social account" (a GET that changes
// something: asked first), and a one-time code for the desktop or mobile app ("Get code for auth").

const bindings = {
  list: { name: { group: 'Socials', name: 'Social list for user' }, read: true },
  link: { name: 'Connected social account', fills: ['provider', 'app', 'redirect'] },
  unlink: 'Disconnected social account',
  appCode: 'Get code for auth',
} satisfies Record<string, BindingSpec>;

type Linked = Readonly<Record<string, unknown>>;

/** The records of an answer with no schema: an array of them, or the array under `results` or `data`. */
function linkedOf(body: unknown): Linked[] {
  const record = (value: unknown): value is Linked =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const list = Array.isArray(body)
    ? body
    : record(body)
      ? [body.results, body.data].find((value): value is unknown[] => Array.isArray(value))
      : undefined;
  return (list ?? []).filter(record);
}

/** A linked sign-in as people read it: its provider and its name, or what the service sent. */
function linkedText(linked: Linked): string {
  const provider = typeof linked.provider === 'string' ? providerName(linked.provider) : undefined;
  const field = nameFieldOfValue(linked);
  const name = field === undefined ? undefined : String(linked[field]);
  const parts = [provider, name].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' — ') : JSON.stringify(linked);
}

export function SignInMethods() {
  const t = useMessages(appMessages);
  const m = useMessages(signInMethodsMessages);
  const language = useLanguage();
  const titleId = useId();
  const appId = useId();
  const { bound } = useBindings('Auth', bindings);
  const list = useBoundRead(
    bound?.list ?? { kind: 'unbound', group: 'Socials', name: '', reason: 'not-described' },
    {},
    (body) => linkedOf(body),
  );
  // The unlink names the record by the parameter it takes (`social_id`), read from the record by that name.
  const unlinkKey = isBound(bound?.unlink)
    ? bound.unlink.inputs.find((input) => input.required && input.in === 'query')?.name
    : undefined;
  const unlink = useBoundMutation<Linked>(bound?.unlink, {
    values: (linked) => (unlinkKey ? { [unlinkKey]: String(linked[unlinkKey]) } : {}),
    invalidates: ['Socials'],
  });
  const link = useMutation({
    mutationFn: async (provider: string) => {
      if (!isBound(bound?.link)) return;
      const flow = startFlow('/settings', 'local', Date.now(), sessionStorage, 'link');
      await leaveForProvider(bound.link, { provider, app: 'site', redirect: callbackAddress(flow) }, language, false);
    },
  });
  const apps = isBound(bound?.appCode)
    ? ((bound.appCode.inputs.find((input) => input.name === 'app')?.schema.enum ?? []) as unknown[]).filter(
        (value): value is string => value === 'desktop' || value === 'mobile',
      )
    : [];
  const [app, setApp] = useState('desktop');
  const code = useBoundMutation<string, string>(bound?.appCode, {
    values: (chosen) => ({ app: chosen }),
    parse: (body) => {
      const value = (body as { code?: unknown } | null)?.code;
      if (typeof value !== 'string' || value === '') throw new Error('no code');
      return value;
    },
    // Pressing "Get a code" is the ask; the code is kept in this page only.
    confirm: false,
  });

  if (!bound) return null;
  return (
    <section aria-labelledby={titleId} className="sign-in-methods">
      <h2 id={titleId}>{m.title}</h2>
      <h3>{m.linked}</h3>
      <ReadPart bound={bound.list} query={list}>
        {(linked) =>
          linked.length === 0 ? (
            <p>{m.none}</p>
          ) : (
            <ul className="linked-list">
              {linked.map((one, index) => (
                <li key={unlinkKey ? String(one[unlinkKey]) : index}>
                  {linkedText(one)}{' '}
                  {unlink.binding && unlinkKey && one[unlinkKey] !== undefined ? (
                    <Button variant="quiet" onClick={() => unlink.run(one)}>
                      {m.unlink}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </ReadPart>
      <ConfirmWrite write={unlink} title={m.unlinkTitle} confirmLabel={m.unlink} cancelLabel={m.cancel}>
        <p>{m.unlinkBody(unlink.asking ? linkedText(unlink.asking.vars as Linked) : '')}</p>
      </ConfirmWrite>
      {isBound(bound.link) && providersOf(bound.link).length ? (
        <>
          <ul className="provider-list" aria-label={m.linkLabel}>
            {providersOf(bound.link).map((provider) => (
              <li key={provider}>
                <Button disabled={link.isPending} onClick={() => link.mutate(provider)}>
                  {m.link(providerName(provider))}
                </Button>
              </li>
            ))}
          </ul>
          {link.error ? (
            <div role="alert">
              <p className="form-error">
                {m.linkFailed} {describeError(link.error, t)}
              </p>
              <ServiceSaid error={link.error} />
            </div>
          ) : null}
        </>
      ) : (
        <PartNote part={bound.link} />
      )}
      <h3>{m.appTitle}</h3>
      {apps.length ? (
        <>
          <p className="hint">{m.appHint}</p>
          <div className="field">
            <label htmlFor={appId}>{m.app}</label>
            <select id={appId} value={app} onChange={(event) => setApp(event.target.value)}>
              {apps.map((one) => (
                <option key={one} value={one}>
                  {one}
                </option>
              ))}
            </select>
          </div>
          <Button disabled={code.isPending} onClick={() => code.run(app)}>
            {m.getCode}
          </Button>
          {code.data ? (
            <p>
              {m.code}:{' '}
              <SecretValue text={code.data} words={{ hiddenValue: m.hiddenValue, show: m.show, copy: m.copy }} />
            </p>
          ) : null}
          {code.error ? (
            <div role="alert">
              <p className="form-error">{describeError(code.error, t)}</p>
              <ServiceSaid error={code.error} />
            </div>
          ) : null}
        </>
      ) : (
        <PartNote part={bound.appCode} />
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { describeError } from '../../components/error-panel.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { SecretValue } from '../../components/secret-value.tsx';
import { ServiceSaid } from '../../components/service-said.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { signInMethodsMessages } from './sign-in-methods-messages.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';

/** The apps a code is for that the page names, in the order it offers them. */
const APPS = ['desktop', 'mobile'];

/**
 * A one-time code for the desktop or mobile app ("Get code for auth"), for the apps the operation names: pressing
 * "Get a code" is the ask; the code is masked until Show and kept in this page only.
 */
export function AppCode({ appCode }: { appCode: Bound }) {
  const m = useMessages(signInMethodsMessages);
  const t = useMessages(appMessages);
  const appId = useId();
  const described = isBound(appCode) ? (appCode.inputs.find((input) => input.name === 'app')?.schema.enum ?? []) : [];
  const apps = APPS.filter((app) => described.includes(app));
  const [app, setApp] = useState(apps[0] ?? 'desktop');
  const code = useBoundMutation<string, string>(appCode, {
    values: (chosen) => ({ app: chosen }),
    parse: (body) => {
      const value = (body as { code?: unknown } | null)?.code;
      if (typeof value !== 'string' || value === '') throw new Error('no code');
      return value;
    },
    confirm: false,
  });
  return (
    <>
      <h3>{m.appTitle}</h3>
      {apps.length ? (
        <>
          <p className="hint">{m.appHint}</p>
          <div className="field">
            <label htmlFor={appId}>{m.app}</label>
            <select id={appId} value={app} onChange={(event) => setApp(event.target.value)}>
              {apps.map((one) => (
                <option key={one} value={one}>
                  {ownWord(m.apps, one) ?? one}
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
        <PartNote part={appCode} />
      )}
    </>
  );
}

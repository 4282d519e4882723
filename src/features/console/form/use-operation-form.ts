import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../components/use-search-params.ts';
import type { FormValues } from '../../../lib/service-description/operation-request.ts';
import { accountOf } from '../../../lib/projects/known-projects-store.ts';
import { signingOutHere } from '../../../lib/session/logout-outcome.ts';
import { useTokenStore } from '../../../lib/session/token-store.ts';
import { dropDraft, readDraft, saveDraft } from './form-draft.ts';
import type { FormLayout } from './form-layout.ts';
import { type FormSecrets, keptInMemory, readForm, writeForm } from './url-state.ts';

/**
 * The form's state: its values (every input's text, secrets included — in this page's memory only), the files
 * chosen, and the values of the last Run, whose answer is the one shown.
 *
 * A JSON body the URL does not give starts from the description's example (or one built from its schema).
 *
 * The URL holds the non-secret values, so a page can be bookmarked, shared or reloaded and comes back filled — and
 * waits for Run: a URL never runs anything, and never fills a secret. Back and Forward bring the form back to the
 * entry's values, and the answer shown is the one this tab already has for them (from the cache), if any; nothing
 * is sent.
 *
 * When the session ends under the form (not by this tab's own sign-out), what was typed (secrets left out) is kept as
 * a draft of that account (form-draft.ts), and offered back when the page opens again in this tab for it.
 */
export function useOperationForm(layout: FormLayout, secrets: FormSecrets, startJson: string, draftKey: string) {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<FormValues>(() =>
    withStart(readForm(params, layout.jsonEditor, secrets), startJson),
  );
  const [lastRun, setLastRun] = useState<FormValues>(values);
  const [files, setFiles] = useState<Record<string, File[]>>({});
  // Offered only when it differs from what the page opened with (a URL that already brings the values back).
  const [draft, setDraft] = useState(() => {
    const session = useTokenStore.getState().session;
    const kept = readDraft(draftKey, layout.jsonEditor, secrets, session && accountOf(session));
    return kept && writeForm(withStart(kept, startJson), secrets).toString() !== writeForm(values, secrets).toString()
      ? kept
      : null;
  });

  // Back and Forward within this page: react-router's location changes too, but only this event says that the
  // user, not the form, moved the URL. Secrets typed here stay: they were never in the URL to come back from it.
  useEffect(() => {
    const onPop = () => {
      const fromUrl = withStart(
        readForm(new URLSearchParams(window.location.search), layout.jsonEditor, secrets),
        startJson,
      );
      const apply = (current: FormValues): FormValues => ({
        ...fromUrl,
        fields: { ...secretsOf(current, secrets), ...fromUrl.fields },
      });
      setValues(apply);
      setLastRun(apply);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [layout.jsonEditor, secrets, startJson]);

  // A draft is offered once: taken out of storage as the page opens.
  useEffect(() => dropDraft(draftKey), [draftKey]);

  // The session ends before the sign-in page replaces this one: the values are still here to keep.
  const latest = useRef({ values, opened: lastRun });
  useEffect(() => {
    latest.current.values = values;
  }, [values]);
  useEffect(
    () =>
      useTokenStore.subscribe((state, previous) => {
        if (previous.session && !state.session && !signingOutHere())
          saveDraft(draftKey, latest.current.values, latest.current.opened, secrets, accountOf(previous.session));
      }),
    [draftKey, secrets],
  );

  return {
    values,
    files,
    lastRun,
    setField: (key: string, value: string) =>
      setValues((current) => ({ ...current, fields: { ...current.fields, [key]: value } })),
    setJson: (json: string) => setValues((current) => ({ ...current, json })),
    setValues,
    setFile: (key: string, chosen: File[]) => setFiles((current) => ({ ...current, [key]: chosen })),
    /** The values kept when the session ended here, if any: offered until restored or discarded. */
    draft,
    restoreDraft: () => {
      if (draft)
        setValues((current) => ({
          fields: { ...secretsOf(current, secrets), ...draft.fields },
          json: draft.json || current.json,
        }));
      setDraft(null);
    },
    discardDraft: () => setDraft(null),
    /**
     * What Run does to the URL: a read becomes a history entry of its own (Back returns to its answer), a write
     * only updates the current one. The answer shown is the one for these values from now on.
     */
    remember: (kind: 'read' | 'write') => {
      const next = writeForm(values, secrets);
      setLastRun(values);
      if (next.toString() !== params.toString()) setParams(next, { replace: kind === 'write' });
    },
  };
}

/** The values only the page's memory holds, which a URL brings none of: kept when the URL changes the rest. */
function secretsOf(form: FormValues, secrets: FormSecrets): Record<string, string> {
  return Object.fromEntries(Object.entries(form.fields).filter(([key, value]) => keptInMemory(secrets, key, value)));
}

/** A body editor the URL leaves empty starts from the example. */
function withStart(form: FormValues, startJson: string): FormValues {
  return form.json === '' && startJson ? { ...form, json: startJson } : form;
}

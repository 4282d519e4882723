import { useCallback, useMemo, useState } from 'react';
import type { FormValues } from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { secretValues } from '../../../lib/service-description/secret-values.ts';
import { isSecretValue } from '../../../lib/service-description/secret.ts';
import { scrubError } from '../../../lib/api/scrub-error.ts';
import type { FieldSpec, FormLayout } from './form-layout.ts';
import type { FormSecrets } from './url-state.ts';

/** Which of the form's fields are secret, for the URL, the draft and the request line (secrets are never shown). */
export function useSecretFields(specs: readonly FieldSpec[], layout: FormLayout, bodySchema: Schema | undefined) {
  const isSecret = useCallback((key: string) => specs.some((spec) => spec.key === key && spec.secret), [specs]);
  const isSecretHeader = useCallback((name: string) => isSecret(`header.${name}`), [isSecret]);
  const secrets: FormSecrets = useMemo(
    () => ({ secret: isSecret, bodySchema: layout.jsonEditor ? bodySchema : undefined }),
    [isSecret, layout.jsonEditor, bodySchema],
  );
  return { secrets, isSecretHeader };
}

/**
 * The run's error with the secrets of the values sent, and of those in the form now, masked: a service that echoes
 * one never gets it shown. `rememberSent` is called as a run sends.
 */
export function useScrubbedError(
  error: unknown,
  values: FormValues,
  specs: readonly FieldSpec[],
  bodySchema: Schema | undefined,
) {
  const [sentSecrets, setSentSecrets] = useState<readonly string[]>([]);
  const scrubbed = useMemo(
    () => scrubError(error, [...sentSecrets, ...typedSecrets(values, specs, bodySchema)]),
    [error, sentSecrets, values, specs, bodySchema],
  );
  return { error: scrubbed, rememberSent: () => setSentSecrets(typedSecrets(values, specs, bodySchema)) };
}

/** The secret values in the form: its secret fields, those secret by what they are, and its JSON body's secrets. */
function typedSecrets(form: FormValues, specs: readonly FieldSpec[], bodySchema: Schema | undefined): string[] {
  const found = specs
    .filter((spec) => !spec.fixed && (spec.secret || isSecretValue(form.fields[spec.key])))
    .map((spec) => form.fields[spec.key] ?? '');
  if (form.json?.trim()) {
    try {
      found.push(...secretValues(JSON.parse(form.json), bodySchema));
    } catch {
      // Not JSON: never sent.
    }
  }
  return found.filter((value) => value !== '');
}

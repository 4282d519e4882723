import type { FormValues } from '../../../lib/service-description/operation-request.ts';
import { BODY_KEY } from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { SECRET_MASK, isSecretValue } from '../../../lib/service-description/secret.ts';
import type { FormLayout } from '../form/form-layout.ts';
import { maskedJson } from '../result/raw-json.tsx';

/** The values the confirmation names: what the user filled, what the dashboard fills, the files and the body. */
export function confirmValues(
  form: FormValues,
  files: Record<string, File[]>,
  layout: FormLayout,
  bodySchema: Schema | undefined,
): [string, string][] {
  const values: [string, string][] = [];
  for (const spec of [...layout.parameters, ...(layout.bodyFields ?? [])]) {
    const value = spec.fixed?.value ?? form.fields[spec.key] ?? '';
    const chosen = files[spec.key];
    if (chosen?.length) values.push([spec.name, chosen.map((file) => file.name).join(', ')]);
    else if (value !== '') values.push([spec.name, spec.secret || isSecretValue(value) ? SECRET_MASK : value]);
  }
  if (layout.jsonEditor && form.json?.trim()) {
    // Shown on a screen that may be shared: values under a secret masked, as in answers.
    const body = maskedJson(form.json, bodySchema).text;
    values.push([BODY_KEY, body.length > 400 ? `${body.slice(0, 400)}…` : body]);
  }
  return values;
}

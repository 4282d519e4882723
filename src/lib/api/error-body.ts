// The document does not show error bodies (section 7), so the message is looked for where services usually put
// it. What is found is shown as text only, cut to a sane length, with any secret the client holds blanked out.

export interface ErrorDetails {
  message: string | undefined;
  code: string | undefined;
  field: string | undefined;
}

const MAX_LENGTH = 300;

export function extractErrorDetails(bodyText: string, secrets: readonly string[]): ErrorDetails {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { message: undefined, code: undefined, field: undefined };
  }
  const nested = pick(body, 'error');
  const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : undefined);
  const message =
    str(pick(nested, 'message')) ??
    str(nested) ??
    str(pick(body, 'message')) ??
    str(pick(body, 'error_description')) ??
    str(pick(body, 'detail')) ??
    str(pick(firstOf(pick(body, 'errors')), 'message')) ??
    str(firstOf(pick(body, 'errors'))) ??
    str(pick(body, 'title'));
  return {
    message: message === undefined ? undefined : clean(message, secrets),
    code: str(pick(nested, 'code')) ?? str(pick(body, 'code')),
    field: str(pick(nested, 'field')) ?? str(pick(body, 'field')),
  };
}

function pick(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function clean(message: string, secrets: readonly string[]): string {
  let text = message;
  for (const secret of secrets) if (secret.length >= 8) text = text.split(secret).join('[…]');
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}

// What went wrong, for a "not checked" note: the error's kind and message, never a value that was being checked (the
// validator's and the browser's messages do not quote it). DOMExceptions are not Errors in every environment.

export function errorText(error: unknown): string {
  const named =
    typeof error === 'object' && error !== null && 'message' in error
      ? (error as { name?: unknown; message: unknown })
      : undefined;
  const text = named
    ? `${typeof named.name === 'string' ? named.name : 'Error'}: ${String(named.message)}`
    : String(error);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

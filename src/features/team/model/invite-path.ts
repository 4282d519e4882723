/**
 * The invitation page's address: `/invite` (the one this tab kept) or `/invite/<secret>`, the secret decoded as the
 * router decodes a segment (a malformed escape stays as typed); null for any other path.
 */
export function invitationTarget(pathname: string): { secret: string | undefined } | null {
  const found = /^\/invite(?:\/([^/]+))?\/?$/i.exec(pathname);
  if (!found) return null;
  const segment = found[1];
  if (segment === undefined) return { secret: undefined };
  try {
    return { secret: decodeURIComponent(segment) };
  } catch {
    return { secret: segment };
  }
}

// A stable id for this browser profile, sent with every refresh (section 4.1 `fingerprint`): the service binds a
// refresh token to the fingerprint it was first used with, so every tab must send the same one, after reloads too.
const KEY = 'relay.fingerprint';

export function browserFingerprint(): string {
  let value = localStorage.getItem(KEY);
  if (!value) {
    value = crypto.randomUUID();
    localStorage.setItem(KEY, value);
  }
  return value;
}

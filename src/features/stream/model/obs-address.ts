/** An application path as config.json may give it: segments of letters, digits, `.`, `_`, `~` and `-`. */
const APP_PATH = /^[\w.~-]+(?:\/[\w.~-]+)*$/;

/**
 * The whole address OBS takes for a server (`rtmp://host/app`): as given where it has a scheme and a path; a bare
 * host (the real kind's list names its servers so) gets `rtmp://` and the deployment's application path
 * (`ingestApp` in config.json), which the list does not give. Without one, the host is given its scheme only.
 */
export function obsAddress(url: string, ingestApp: string): string {
  const trimmed = url.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `rtmp://${trimmed}`;
  const app = ingestApp.trim().replace(/^\/+|\/+$/g, '');
  if (!APP_PATH.test(app)) return withScheme;
  const rest = withScheme.slice(withScheme.indexOf('//') + 2);
  const hasPath = rest.includes('/') && rest.slice(rest.indexOf('/') + 1).replace(/\/+$/, '') !== '';
  return hasPath ? withScheme : `${withScheme.replace(/\/+$/, '')}/${app}`;
}

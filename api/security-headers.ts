// Headers for HTML and static responses. connect-src may name the API origin when the dashboard talks to
// an API on another origin (config.json apiBaseUrl). img-src takes any https: image, so the avatars a service lists
// show: an image load carries no token and (Referrer-Policy) no address of the page, and runs no code — scripts and
// requests stay this site's own (docs/decisions/avatars-from-the-description.md).
export function securityHeaders(opts: { connectSrc?: string[] } = {}): Record<string, string> {
  const connectSrc = ["'self'", ...(opts.connectSrc ?? [])].join(' ');
  // A video plays from the address its download link gives: the service's storage, on an https: host or the API's
  // own origin (plain http: only on a machine of one's own). Like an image, playing one runs no code and carries no
  // token.
  const mediaSrc = ["'self'", 'https:', ...(opts.connectSrc ?? []).filter((source) => source.startsWith('http:'))];
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    `media-src ${mediaSrc.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

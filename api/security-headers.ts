// Headers for HTML and static responses. connect-src may name the API origin when the dashboard talks to
// an API on another origin (config.json apiBaseUrl).
export function securityHeaders(opts: { connectSrc?: string[] } = {}): Record<string, string> {
  const connectSrc = ["'self'", ...(opts.connectSrc ?? [])].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
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

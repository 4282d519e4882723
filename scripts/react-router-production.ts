import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build takes react-router's production build. The package exports its development build under every condition
 * (remix-run/react-router#14102), whose checks and warnings for developers run as the router does and ship with the
 * first load; the production build beside it is the same code with them off. The development server and the tests
 * keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  // dist/development/index.js, the export resolved here; its production twin is dist/production/index.mjs.
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = path.join(path.dirname(development), '..', 'production', 'index.mjs');
  return {
    name: 'relay:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractApiPlugin } from './api/vite-plugin.ts';
import { firstLoadChunk } from './scripts/first-load-chunk.ts';

// `npm start` serves the app and the contract API on one origin, so `/method/...` works with no configuration.
export default defineConfig({
  plugins: [react(), contractApiPlugin(), firstLoadChunk()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // A lazy chunk's scripts are fetched by the browser as it imports them rather than announced first, one
    // <link rel="modulepreload"> per file: inserting those links (sixteen for the catalog's pages, below the tariff
    // cards) made some of the longest tasks after the cards on a phone's CPU. A lazy page's deeper imports may then
    // come a round trip later. Its stylesheets are still inserted first, so nothing is drawn unstyled; the first
    // load's files are announced in index.html as before.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
});

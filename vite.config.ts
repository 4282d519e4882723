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
  },
  server: { host: '127.0.0.1', port: 5173 },
});

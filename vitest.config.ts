import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores: by default a run leaves one free, which on a two-core machine runs every file one after another.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // A contract API per worker: files of one worker share theirs, one after another.
          globalSetup: ['api/testing/global-setup.ts'],
        },
      },
    ],
  },
});

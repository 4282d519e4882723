import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'api', environment: 'node', include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          globalSetup: ['api/testing/global-setup.ts'],
          // Tests of the session layer share one contract API; files run one after another to keep its log simple.
          fileParallelism: false,
        },
      },
    ],
  },
});

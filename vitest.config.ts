import { defineConfig } from 'vitest/config';

const mockingServerTests = ['tests/server/auth/login-throttle.test.ts'];

const serverTests = {
  environment: 'node',
  globalSetup: ['tests/server/support/pglite-dump.ts'],
  // One PGlite per worker costs ~700 MB and ~2 s: keep workers few.
  pool: 'forks' as const,
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: mockingServerTests,
          ...serverTests,
          // Files share their fork's modules: loading the server's modules again for each file took
          // 50 of the run's 138 s. Each file still makes its own app and database (support/test-app.ts).
          isolate: false,
        },
      },
      {
        test: {
          // A file that replaces a server module (vi.mock) needs a module graph of its own.
          name: 'server-isolated',
          include: mockingServerTests,
          ...serverTests,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

const mockingServerTests = ['tests/server/auth/login-throttle.test.ts'];

// Deadlines, not figures: a test fails when the behaviour is wrong, never because a busy machine
// (a shared CI runner, a laptop running a browser) was slow to get there. An `expect.poll` gives up
// well before its test does, so the failure says what was still missing rather than "timed out".
const deadlines = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 30_000 } },
};

const serverTests = {
  environment: 'node',
  globalSetup: ['tests/server/support/pglite-dump.ts'],
  // One PGlite per worker costs ~700 MB and ~2 s: keep workers few.
  pool: 'forks' as const,
  maxWorkers: 2,
  ...deadlines,
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
          // Vitest's default is one worker fewer than the cores: one worker on these two-core machines
          // (111 s against 70 s with two, measured on node-svc).
          maxWorkers: 2,
          ...deadlines,
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

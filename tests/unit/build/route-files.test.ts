import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeFiles } from '../../../scripts/route-files';

const routeTable = '/src/app/routes.tsx';
const installer = '/src/features/install/components/install-screen.tsx';

/** The app built in memory with `plugins`: the names of the files it would write. */
async function builtFiles(plugins: Rollup.Plugin[]): Promise<string[]> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), ...plugins],
    worker: { format: 'es' },
    build: { write: false, target: 'es2022' },
  })) as Rollup.RollupOutput;
  return result.output.map((output) => output.fileName);
}

// Each test builds the whole app: seconds on a quiet machine, minutes on a busy one (a deadline).
describe("the files the installer's page needs offline, read from a build of the app", () => {
  it('keeps what the page runs, at once or later, with its sync worker, and leaves the other screens out', async () => {
    const installerFiles = routeFiles(routeTable, installer, /sync\.worker-/);
    const files = await builtFiles([installerFiles.plugin]);
    const file = (pattern: RegExp) => {
      const found = files.find((name) => pattern.test(name));
      if (found === undefined) throw new Error(`no file matches ${pattern}`);
      return found;
    };
    expect(installerFiles.has(file(/^assets\/install-screen-/))).toBe(true);
    expect(installerFiles.has(file(/^assets\/index-/))).toBe(true);
    expect(installerFiles.has(file(/^assets\/sync\.worker-/))).toBe(true);
    // A lazy part of every page's frame.
    expect(installerFiles.has(file(/^assets\/sync-status-/))).toBe(true);
    expect(installerFiles.has(file(/^assets\/catalogue-screens-/))).toBe(false);
    expect(installerFiles.has(file(/^assets\/forgot-password-screen-/))).toBe(false);
    // The shell, the translations, the icons.
    expect(installerFiles.has('index.html')).toBe(true);
  }, 300_000);

  it('refuses a screen the route table does not load rather than keep nothing for it', async () => {
    const unknown = routeFiles(routeTable, '/src/no-such-screen.tsx', /sync\.worker-/);
    await expect(builtFiles([unknown.plugin])).rejects.toThrow('does not load');
  }, 300_000);
});

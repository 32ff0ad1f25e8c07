import { basename } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '../../../scripts/page-files';
import { pagesPlugin } from '../../../scripts/pages';
import { workerEntries } from '../../../scripts/worker-entries';

/** The app built in memory with `plugins`: the files it would write. */
async function builtFiles(plugins: Rollup.Plugin[]): Promise<Rollup.RollupOutput['output']> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [pagesPlugin(), workerEntries(), react(), ...plugins],
    build: { write: false, target: 'es2022' },
  })) as Rollup.RollupOutput;
  return result.output;
}

// Each test builds the whole app: seconds on a quiet machine, minutes on a busy one (a deadline).
describe("the files the installer's page needs offline, read from a build of the app", () => {
  it('keeps what the page runs, at once or later, with its sync worker, and leaves the app out', async () => {
    const installerFiles = pageFiles('install', ['sync.worker']);
    const outputs = await builtFiles([installerFiles.plugin]);
    const file = (pattern: RegExp) => {
      const found = outputs.map((output) => output.fileName).find((name) => pattern.test(name));
      if (found === undefined) throw new Error(`no file matches ${pattern}`);
      return found;
    };
    expect(installerFiles.has(file(/^assets\/install-/))).toBe(true);
    // The sync worker is an entry of the same bundle: it loads the chunks the page loads (zod,
    // Dexie, the mutators) rather than copies of them, and they are kept with it.
    const chunks = outputs.flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const worker = chunks.find((chunk) => chunk.isEntry && chunk.name === 'sync.worker');
    const page = chunks.find((chunk) => chunk.isEntry && chunk.name === 'install');
    expect(worker?.imports.some((shared) => page?.imports.includes(shared))).toBe(true);
    for (const file of [worker?.fileName ?? '', ...(worker?.imports ?? [])])
      expect(installerFiles.has(file)).toBe(true);
    expect(chunks.some((chunk) => chunk.code.includes(basename(worker?.fileName ?? '?')))).toBe(true);
    // A lazy part of the page: the bar offering a new version.
    expect(installerFiles.has(file(/^assets\/update-ready-bar-/))).toBe(true);
    // The app's entry (its router) and its screens.
    const appEntry = outputs.find(
      (output) => output.type === 'chunk' && output.isEntry && output.name === 'index',
    );
    expect(appEntry).toBeDefined();
    expect(installerFiles.has(appEntry?.fileName ?? '')).toBe(false);
    expect(installerFiles.has(file(/^assets\/catalogue-screens-/))).toBe(false);
    expect(installerFiles.has(file(/^assets\/forgot-password-screen-/))).toBe(false);
    // The pages, the translations, the icons.
    expect(installerFiles.has('install.html')).toBe(true);
  }, 300_000);

  it('refuses a page the build does not make rather than keep nothing for it', async () => {
    const unknown = pageFiles('no-such-page', ['sync.worker']);
    await expect(builtFiles([unknown.plugin])).rejects.toThrow('no page no-such-page');
  }, 300_000);
});

import { basename, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { PAGES, pagesPlugin } from './pages.ts';
import { workerEntries } from './worker-entries.ts';

type OutputChunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  facadeModuleId: string | null;
};
type Output = { output: (OutputChunk | { type: 'asset' })[] };

export interface FirstPages {
  /** The page (of PAGES) whose entry loads `routes`: the app. */
  app: string;
  /** The app's screens a visitor opens first. */
  routes: readonly string[];
}

/**
 * For every module a first visit to one of the first pages downloads when the bundler cuts the
 * chunks by itself (a build kept in memory), the name of the pages that need it: what the app's
 * entry loads is "index", or "index-install" when the installer's page loads it too; the rest is
 * named after the screens and other pages needing it ("login-screen", "login-screen-install"...),
 * and after the workers running it too ("index-install-sync.worker"); null when a worker alone does.
 * Read after tree-shaking, so a library's index re-exporting everything does not count it all.
 */
export async function firstPageModules({ app, routes }: FirstPages): Promise<Map<string, string | null>> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [pagesPlugin(), workerEntries(), react()],
    build: { write: false, target: 'es2022' },
  })) as Output | Output[];
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The modules of `chunk` and of every chunk it imports, at once. */
  const closure = (chunk: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const modules = new Set<string>();
    const visit = (next: OutputChunk | undefined) => {
      if (!next || seen.has(next.fileName)) return;
      seen.add(next.fileName);
      for (const id of next.moduleIds) modules.add(id);
      for (const file of next.imports) visit(byFile.get(file));
    };
    visit(chunk);
    return modules;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  for (const name of Object.keys(PAGES))
    if (!entries.some((chunk) => chunk.name === name)) throw new Error(`no entry chunk for the page ${name}`);
  // The pages, and the workers they start (built as entries of their own, scripts/worker-entries.ts).
  const pageModules = entries.map((entry) => ({ name: entry.name, modules: closure(entry) }));
  const appModules = pageModules.find((page) => page.name === app)?.modules;
  if (!appModules) throw new Error(`${app} is not one of the pages`);
  const routeModules = routes.map((route) => {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(route)));
    if (!holder) throw new Error(`no chunk holds ${route}`);
    return { name: basename(route, '.tsx'), modules: closure(holder) };
  });
  // A page's own script stays alone in its entry's chunk: in a chunk with modules another page
  // loads later, that page ran it too (the app, loading its sync client, started the installer's).
  const scripts = new Set([
    ...Object.values(PAGES).map((script) => resolve(script.slice(1))),
    ...entries.map((entry) => entry.facadeModuleId),
  ]);
  const names = new Map<string, string | null>();
  for (const id of new Set(
    pageModules
      .flatMap((page) => [...page.modules])
      .concat(routeModules.flatMap((route) => [...route.modules])),
  )) {
    if (scripts.has(id) || id.endsWith('.html')) continue;
    const pages = pageModules.filter((page) => page.modules.has(id)).map((page) => page.name);
    const routesNeeding = routeModules.filter((route) => route.modules.has(id)).map((route) => route.name);
    // Every screen of the app loads its entry first: what the entry holds is named after the pages alone.
    const holders = appModules.has(id) ? pages : [...routesNeeding, ...pages];
    // What a worker alone runs stays in its entry's chunk, out of the shared chunks too: a worker
    // runs every module of the chunks it imports, the pages' screens with them.
    const workerAlone = routesNeeding.length === 0 && pages.every((page) => !(page in PAGES));
    names.set(id, workerAlone ? null : holders.join('-'));
  }
  return names;
}

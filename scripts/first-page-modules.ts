import { basename } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
};
type Output = { output: (OutputChunk | { type: 'asset' })[] };

/**
 * For every module a first visit to one of `routeModules` downloads when the bundler cuts the
 * chunks by itself (the entry's and the route's chunks with all they import, from a build kept in
 * memory), the name of the routes that need it: "login-screen", "login-screen-try-screen"... Read
 * after tree-shaking, so a library's index re-exporting everything does not count it all.
 */
export async function firstPageModules(routeModules: readonly string[]): Promise<Map<string, string>> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, target: 'es2022' },
  })) as Output | Output[];
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const routesOf = new Map<string, string[]>();
  for (const route of routeModules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(route)));
    if (!holder) throw new Error(`no chunk holds ${route}`);
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds)
        routesOf.set(id, [...(routesOf.get(id) ?? []), basename(route, '.tsx')]);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    for (const chunk of [...entries, holder]) visit(chunk);
  }
  return new Map([...routesOf].map(([id, routes]) => [id, routes.join('-')]));
}

import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

export interface RouteFiles {
  plugin: Plugin;
  /** Whether the route needs the file at `url` (relative to the build's root, as the manifest has it). */
  has(url: string): boolean;
}

/**
 * The files a visit to the screen `routeModule` needs to start again with no network: every file
 * outside assets/ (the shell, the translations, the icons), the workers whose file name `workers`
 * matches, and the chunks holding the code the entry and the screen run, at once or later (a lazy
 * part of the page), but no other screen of the route table `routeTable`. Known once the bundle is
 * generated, which is before the service worker's manifest is made (vite.config.ts).
 */
export function routeFiles(routeTable: string, routeModule: string, workers: RegExp): RouteFiles {
  let files: ReadonlySet<string> | null = null;
  return {
    plugin: {
      name: 'fitout-route-files',
      apply: 'build',
      generateBundle(_, bundle) {
        const outputs = Object.values(bundle);
        const chunks = outputs.flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const table = this.getModuleInfo(resolve(routeTable.slice(1)));
        if (!table) return this.error(`no module ${routeTable}`);
        const screen = table.dynamicallyImportedIds.find((id) => id.endsWith(routeModule));
        if (!screen) return this.error(`${routeTable} does not load ${routeModule}`);
        // What the page loads at once: the entry's and the screen's chunks, with the chunks they
        // import. Then what its own code loads later (a lazy part of the page), found among the app's
        // modules the entry and the screen import (a library's index would name every component,
        // used or not), never another screen of the route table.
        const starts = chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.includes(screen));
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? []) if (!next.includes('/node_modules/')) visit(next);
          for (const next of info?.dynamicallyImportedIds ?? []) {
            if (next !== screen && table.dynamicallyImportedIds.includes(next)) continue;
            starts.push(...chunks.filter((chunk) => chunk.moduleIds.includes(next)));
            visit(next);
          }
        };
        for (const chunk of starts.slice()) if (chunk.facadeModuleId) visit(chunk.facadeModuleId);
        visit(screen);
        const needed = new Set<string>();
        const take = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || needed.has(chunk.fileName)) return;
          needed.add(chunk.fileName);
          for (const file of chunk.imports) take(byFile.get(file));
        };
        for (const chunk of starts) take(chunk);
        const workerFiles = outputs.filter((output) => workers.test(output.fileName));
        files = new Set([...needed, ...workerFiles.map((output) => output.fileName)]);
      },
    },
    has(url) {
      if (!url.startsWith('assets/')) return true;
      if (files === null)
        throw new Error(`the files of ${routeModule} are asked for before the bundle is made`);
      return files.has(url);
    },
  };
}

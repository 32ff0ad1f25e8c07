import type { Plugin, Rollup } from 'vite';

export interface PageFiles {
  plugin: Plugin;
  /** Whether the page needs the file at `url` (relative to the build's root, as the manifest has it). */
  has(url: string): boolean;
}

/**
 * The files a visit to the page `entry` (the name of one of the build's inputs) needs to start
 * again with no network: every file outside assets/ (the pages, the translations, the icons), the
 * chunks holding the code its entry runs, at once or later (a lazy part of the page), and those of
 * the workers it starts (named as their entries, scripts/worker-entries.ts), but nothing of another
 * page. Known once the bundle is generated, which is before the service worker's manifest is made
 * (vite.config.ts).
 */
export function pageFiles(entry: string, workers: readonly string[]): PageFiles {
  let files: ReadonlySet<string> | null = null;
  return {
    plugin: {
      name: 'fitout-page-files',
      apply: 'build',
      generateBundle(_, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryNamed = (name: string) => chunks.find((chunk) => chunk.isEntry && chunk.name === name);
        const start = entryNamed(entry);
        if (!start?.facadeModuleId) return this.error(`no page ${entry} in the build`);
        const workerStarts = workers.map(
          (name) => entryNamed(name) ?? this.error(`no worker ${name} in the build`),
        );
        // What the page loads at once: its entry's chunk with the chunks it imports. Then what its
        // own code loads later (a lazy part of the page), found among the app's modules it imports
        // (a library's index would name every component, used or not).
        const starts = [start];
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? []) if (!next.includes('/node_modules/')) visit(next);
          for (const next of info?.dynamicallyImportedIds ?? []) {
            starts.push(...chunks.filter((chunk) => chunk.moduleIds.includes(next)));
            visit(next);
          }
        };
        visit(start.facadeModuleId);
        const needed = new Set<string>();
        const take = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || needed.has(chunk.fileName)) return;
          needed.add(chunk.fileName);
          for (const file of chunk.imports) take(byFile.get(file));
        };
        for (const chunk of [...starts, ...workerStarts]) take(chunk);
        files = needed;
      },
    },
    has(url) {
      if (!url.startsWith('assets/')) return true;
      if (files === null)
        throw new Error(`the files of the page ${entry} are asked for before the bundle is made`);
      return files.has(url);
    },
  };
}

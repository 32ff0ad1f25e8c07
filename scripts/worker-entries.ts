import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** `new URL('./name.worker.ts', import.meta.url)`: how the app's code names a worker's script. */
const WORKER_URL = /new URL\((['"])(\.{1,2}\/[^'"]+\.worker\.ts)\1,\s*import\.meta\.url\)/g;

/**
 * Builds each worker as one more entry of the app's own bundle, where Vite makes a bundle of its
 * own for it: its chunks are then the pages' chunks, and a page with its worker fetches and
 * compiles zod, Dexie and the mutators once, not twice. The address becomes the URL of the entry's
 * chunk, known once the files are named; the development server and the tests load the worker's
 * module as written.
 */
export function workerEntries(): Plugin {
  return {
    name: 'fitout-worker-entries',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('.worker.ts')) return null;
      const found = [...code.matchAll(WORKER_URL)];
      if (found.length === 0) return null;
      let result = code;
      for (const [expression, , path = ''] of found) {
        const worker = await this.resolve(path, id);
        if (!worker) return this.error(`${id} names a worker ${path} that does not exist`);
        const reference = this.emitFile({ type: 'chunk', id: worker.id, name: basename(worker.id, '.ts') });
        result = result.replace(expression, `import.meta.ROLLUP_FILE_URL_${reference}`);
      }
      return { code: result, map: null };
    },
  };
}

import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const networkFetch = globalThis.fetch;

/**
 * Node's fetch has no page to resolve a path against: the app's own files that code fetches by
 * their `?url` address (the PDFs' fonts) are read from disk, as the dev server would serve them.
 */
globalThis.fetch = async (input, init) => {
  if (typeof input === 'string' && input.startsWith('/node_modules/'))
    return new Response(await readFile(join(root, input)));
  return networkFetch(input, init);
};

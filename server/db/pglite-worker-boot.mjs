// The worker thread's entry. Node 20 does not run the parent's `--import tsx` hooks before a
// worker's own module, so the worker registers tsx itself, then loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./pglite.worker.ts');

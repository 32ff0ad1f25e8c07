import type { Locator, Page } from '@playwright/test';
import { queuedChanges } from '../../e2e/support/browser-storage';

/**
 * A draft project with lines, read from the app's own IndexedDB (so it is one the signed-in user
 * has downloaded), opened on the rooms step at the room of one of its lines (a draft with lines
 * opens on its quote, which has no quantity control); returns that room's first quantity control,
 * focused.
 */
export async function openDraftWithLines(page: Page): Promise<{ projectId: string; quantity: Locator }> {
  const found = await page.evaluate(
    () =>
      new Promise<{ projectId: string; roomId: string } | null>((resolve, reject) => {
        const open = indexedDB.open('fitout');
        open.onerror = () => reject(open.error ?? new Error('cannot open the app database'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['projects', 'purchaseOrderLines'], 'readonly');
          const projects = tx.objectStore('projects').getAll();
          projects.onsuccess = () => {
            const drafts = (projects.result as Array<{ id: string; status: string }>).filter(
              (p) => p.status === 'draft',
            );
            const lines = tx.objectStore('purchaseOrderLines').index('projectId');
            let found: { projectId: string; roomId: string } | null = null;
            let checked = 0;
            if (drafts.length === 0) resolve(null);
            for (const draft of drafts) {
              const line = lines.get(draft.id);
              line.onsuccess = () => {
                const row = line.result as { roomId: string } | undefined;
                if (found === null && row) found = { projectId: draft.id, roomId: row.roomId };
                if (++checked === drafts.length) resolve(found);
              };
            }
          };
          tx.oncomplete = () => db.close();
        };
      }),
  );
  if (found === null) throw new Error('no draft project with lines in the local store');
  const { projectId, roomId } = found;
  await page.goto(`/projects/${projectId}?step=rooms&room=${roomId}`);
  // The room's own multiplier is a spin button too, above its lines: the line's is inside its row.
  const quantity = page.getByRole('listitem').getByRole('spinbutton').first();
  await quantity.focus();
  return { projectId, quantity };
}

/** The local queue: mutations not yet confirmed by a pull, with the highest id and how many were pushed. */
export async function readQueue(page: Page): Promise<{ count: number; lastID: number; pending: number }> {
  const rows = await queuedChanges(page);
  return {
    count: rows.length,
    lastID: rows.reduce((max, row) => Math.max(max, row.id), 0),
    pending: rows.filter((row) => row.status === 'pending').length,
  };
}

/** Records in every store of one of the origin's IndexedDB databases. */
export function countRecords(page: Page, databaseName: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
        open.onsuccess = () => {
          const db = open.result;
          const stores = Array.from(db.objectStoreNames);
          const tx = db.transaction(stores, 'readonly');
          let total = 0;
          for (const store of stores) {
            const request = tx.objectStore(store).count();
            request.onsuccess = () => {
              total += request.result;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(total);
          };
        };
      }),
    databaseName,
  );
}

/**
 * How long a write over `stores` of the app's database waits for the transactions queued before
 * it, in milliseconds: a store still busy with earlier work answers late.
 */
export function writeWaitMs(page: Page, stores: readonly string[]): Promise<number> {
  return page.evaluate(
    (names) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const open = indexedDB.open('fitout');
        open.onerror = () => reject(open.error ?? new Error('cannot open the app database'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(names, 'readwrite');
          tx.objectStore(names[0] ?? '').count();
          tx.oncomplete = () => {
            db.close();
            resolve(performance.now() - started);
          };
        };
      }),
    [...stores],
  );
}

import type { Page } from '@playwright/test';
import { entities, entityNames } from '../../../src/domain/entities/registry';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';

const RAW_DATABASE = 'bench-raw-idb';

/** The app's entity stores as plain IndexedDB: keyed by id, indexed on version and the registry's key fields. */
function storeSchema(): Array<{ name: string; indexes: string[] }> {
  return entityNames.map((name) => ({ name, indexes: ['version', ...entities[name].indexes] }));
}

/**
 * Loads pulled pages into the page's memory as the rows the app would store (`{ ...data, id,
 * version }`), untimed, and creates an empty database with the app's stores and indexes.
 */
export async function prepareRawWrite(page: Page, bodies: readonly string[]): Promise<number> {
  await page.evaluate(
    ({ name, stores }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => {
          for (const store of stores) {
            const objectStore = request.result.createObjectStore(store.name, { keyPath: 'id' });
            for (const index of store.indexes) objectStore.createIndex(index, index);
          }
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('cannot create the raw database'));
      }),
    { name: RAW_DATABASE, stores: storeSchema() },
  );
  let rows = 0;
  for (const body of bodies) {
    rows += await page.evaluate((text) => {
      const target = globalThis as unknown as { benchRows?: Array<{ store: string; row: unknown }> };
      const list = (target.benchRows ??= []);
      const pulled = JSON.parse(text) as PullResponse;
      let added = 0;
      for (const change of pulled.changes) {
        if (change.deletedAt !== null || change.data === null) continue;
        list.push({ store: change.entity, row: { ...change.data, id: change.id, version: change.version } });
        added++;
      }
      return added;
    }, body);
  }
  return rows;
}

/** Writes every loaded row in ONE read-write transaction; returns the time to commit (ms). */
export function timeRawWrite(page: Page): Promise<number> {
  return page.evaluate(
    ({ name, stores }) =>
      new Promise<number>((resolve, reject) => {
        const rows =
          (globalThis as unknown as { benchRows?: Array<{ store: string; row: unknown }> }).benchRows ?? [];
        const request = indexedDB.open(name, 1);
        request.onerror = () => reject(request.error ?? new Error('cannot open the raw database'));
        request.onsuccess = () => {
          const db = request.result;
          const started = performance.now();
          const tx = db.transaction(stores, 'readwrite');
          for (const { store, row } of rows) tx.objectStore(store).put(row);
          tx.oncomplete = () => {
            const elapsed = performance.now() - started;
            db.close();
            resolve(elapsed);
          };
          tx.onerror = () => reject(tx.error ?? new Error('raw write failed'));
        };
      }),
    { name: RAW_DATABASE, stores: storeSchema().map((store) => store.name) },
  );
}

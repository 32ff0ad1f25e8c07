import type { Page } from '@playwright/test';

export type StorageSnapshot = {
  /** Record count per IndexedDB database of the origin, all object stores together. */
  databases: Record<string, number>;
  caches: string[];
  localStorage: Record<string, string>;
};

/** What the origin keeps in the browser: IndexedDB contents, Cache Storage names, localStorage. */
export function storageSnapshot(page: Page): Promise<StorageSnapshot> {
  return page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
    const count = (db: IDBDatabase, store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot count ${store}`));
      });

    const databases: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await open(name);
      let total = 0;
      for (const store of Array.from(db.objectStoreNames)) total += await count(db, store);
      db.close();
      databases[name] = total;
    }
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) local[key] = localStorage.getItem(key) ?? '';
    }
    return { databases, caches: await caches.keys(), localStorage: local };
  });
}

/** Resolves once a service worker controls the page (the first install claims it). */
export function isControlledByServiceWorker(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

export type QueuedChange = { id: number; name: string; status: string };

/** The changes in the app's local queue (not yet confirmed by a pull), oldest first. */
export function queuedChanges(page: Page): Promise<QueuedChange[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedChange[]>((resolve, reject) => {
        const open = indexedDB.open('fitout');
        open.onerror = () => reject(open.error ?? new Error('cannot open the app database'));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('mutations', 'readonly').objectStore('mutations').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as QueuedChange[]).map(({ id, name, status }) => ({ id, name, status })));
          };
          all.onerror = () => reject(all.error ?? new Error('cannot read the queue'));
        };
      }),
  );
}

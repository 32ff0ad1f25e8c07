/// <reference lib="webworker" />

/**
 * The server's copies of furniture images (src/domain/interventions/image-copies.schema.ts), kept
 * in IndexedDB rather than the image cache: a purchase order's 300 copies are written in a few
 * transactions, where 300 Cache Storage puts took about 2 s of a phone's two cores (measured here:
 * 300 small SVGs, 0.3 CPU-s against 2.0). Their bytes are readable, so nothing is lost by leaving
 * the cache, which still keeps what a host answered the phone itself (opaque answers, which only
 * the Cache API can keep). Logout deletes this database with every other (clear-local-data.ts).
 */
const DATABASE = 'fitout-image-copies';
const STORE = 'copies';

export interface ImageCopy {
  url: string;
  type: string;
  body: ArrayBuffer;
}

type StoredCopy = Omit<ImageCopy, 'url'>;

let opened: Promise<IDBDatabase> | null = null;

function open(create: boolean): Promise<IDBDatabase> {
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(STORE);
      else request.transaction?.abort();
    };
    request.onsuccess = () => {
      const db = request.result;
      // A logout deleting the database: let it go, and open a new one at the next use.
      db.onversionchange = () => {
        db.close();
        if (opened === opening) opened = null;
      };
      db.onclose = () => {
        if (opened === opening) opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`${DATABASE} did not open`));
  });
  opened = opening;
  opening.catch(() => {
    if (opened === opening) opened = null;
  });
  return opening;
}

/**
 * The open database. Only a write creates it: a read (every image any page shows) of a database
 * not there yet aborts its creation, so a browser that never stored a copy keeps none; a write
 * that met such a read under way opens it again.
 */
async function database(create = false): Promise<IDBDatabase> {
  try {
    return await (opened ?? open(create));
  } catch (error) {
    if (!create) throw error;
    return opened ?? open(true);
  }
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('image copies not written'));
    transaction.onabort = () => reject(transaction.error ?? new Error('image copies not written'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('image copies not read'));
  });
}

/** Writes `copies` in one transaction: resolves once they are on disk together, or rejects. */
export async function putImageCopies(copies: readonly ImageCopy[]): Promise<void> {
  if (copies.length === 0) return;
  const transaction = (await database(true)).transaction(STORE, 'readwrite');
  const store = transaction.objectStore(STORE);
  for (const { url, type, body } of copies) store.put({ type, body } satisfies StoredCopy, url);
  await done(transaction);
}

/** The stored copy of `url` as the answer an <img> gets, if there is one. */
export async function imageCopyResponse(url: string): Promise<Response | undefined> {
  try {
    const transaction = (await database()).transaction(STORE, 'readonly');
    const copy = (await result(transaction.objectStore(STORE).get(url))) as StoredCopy | undefined;
    if (copy === undefined) return undefined;
    return new Response(copy.body, {
      headers: { 'content-type': copy.type, 'content-length': String(copy.body.byteLength) },
    });
  } catch {
    return undefined;
  }
}

export async function hasImageCopy(url: string): Promise<boolean> {
  try {
    const transaction = (await database()).transaction(STORE, 'readonly');
    return (await result(transaction.objectStore(STORE).getKey(url))) !== undefined;
  } catch {
    return false;
  }
}

/** Every URL with a stored copy (none when the database cannot be read: they are downloaded again). */
export async function imageCopyUrls(): Promise<Set<string>> {
  try {
    const transaction = (await database()).transaction(STORE, 'readonly');
    const keys = await result(transaction.objectStore(STORE).getAllKeys());
    return new Set(keys.filter((key): key is string => typeof key === 'string'));
  } catch {
    return new Set();
  }
}

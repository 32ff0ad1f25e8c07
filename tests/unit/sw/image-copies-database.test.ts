import { describe, expect, it } from 'vitest';
import {
  hasImageCopy,
  imageCopyResponse,
  imageCopyUrls,
  putImageCopies,
} from '../../../src/sw/image-copies-database';

const svg = (label: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text></svg>`).buffer;

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('not deleted'));
  });
}

describe("the server's image copies kept by the service worker", () => {
  it('looking for a copy before any was stored finds none and creates no database', async () => {
    expect(await imageCopyResponse('https://images.test/1.svg')).toBeUndefined();
    expect(await hasImageCopy('https://images.test/1.svg')).toBe(false);
    expect(await imageCopyUrls()).toEqual(new Set());
    expect(await databaseNames()).not.toContain('fitout-image-copies');
  });

  it('answers a stored copy with its bytes and type, as an <img> gets it', async () => {
    await putImageCopies([
      { url: 'https://images.test/1.svg', type: 'image/svg+xml', body: svg('one') },
      { url: 'https://images.test/2.png', type: 'image/png', body: new Uint8Array([137, 80, 78, 71]).buffer },
    ]);
    expect(await imageCopyUrls()).toEqual(
      new Set(['https://images.test/1.svg', 'https://images.test/2.png']),
    );
    expect(await hasImageCopy('https://images.test/2.png')).toBe(true);
    expect(await hasImageCopy('https://images.test/3.png')).toBe(false);

    const answer = await imageCopyResponse('https://images.test/1.svg');
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await answer?.text()).toContain('<text>one</text>');
    const png = await imageCopyResponse('https://images.test/2.png');
    expect(png?.headers.get('content-length')).toBe('4');
    expect(new Uint8Array(await (png as Response).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('gives way to a logout deleting the database, and stores again afterwards', async () => {
    await putImageCopies([{ url: 'https://images.test/1.svg', type: 'image/svg+xml', body: svg('one') }]);
    // The open connection would block the deletion for ever if it held on.
    await deleteDatabase('fitout-image-copies');
    expect(await imageCopyUrls()).toEqual(new Set());

    await putImageCopies([{ url: 'https://images.test/4.svg', type: 'image/svg+xml', body: svg('four') }]);
    expect(await imageCopyUrls()).toEqual(new Set(['https://images.test/4.svg']));
  });
});

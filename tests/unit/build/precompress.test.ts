import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../scripts/precompress';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'fitout-precompress-'));
  mkdirSync(join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("the build's compressed copies", () => {
  it('writes a brotli and a gzip copy of each text file worth it, in every folder, each the same bytes once decoded', () => {
    const script = `export const words = ${JSON.stringify('mot '.repeat(2_000))};`;
    writeFileSync(join(dist, 'assets', 'screen-1a2b.js'), script);
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>Fitout</p>'.repeat(200)}`);

    const done = precompressFiles(dist);

    expect(done.sort()).toEqual([join(dist, 'assets', 'screen-1a2b.js'), join(dist, 'index.html')]);
    const copy = (file: string) => readFileSync(join(dist, file));
    expect(brotliDecompressSync(copy('assets/screen-1a2b.js.br')).toString()).toBe(script);
    expect(gunzipSync(copy('assets/screen-1a2b.js.gz')).toString()).toBe(script);
    expect(copy('assets/screen-1a2b.js.br').length).toBeLessThan(script.length / 10);
  });

  it('leaves small files and files compressed already as they are', () => {
    writeFileSync(join(dist, 'assets', 'tiny-1a2b.js'), 'export const a = 1;');
    writeFileSync(join(dist, 'icon-192.png'), Buffer.alloc(4_096, 7));

    expect(precompressFiles(dist)).toEqual([]);
    expect(existsSync(join(dist, 'assets', 'tiny-1a2b.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'icon-192.png.gz'))).toBe(false);
  });
});

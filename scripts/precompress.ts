import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The served files that are text (or a font) and not compressed already, as png and woff2 are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|ttf)$/;
/** Below this a compressed copy saves less than the headers it needs. */
const MIN_BYTES = 1024;

/**
 * Writes `path.br` and `path.gz` when `path` is a compressible file worth it, each at its
 * format's best level (written once per build, sent many times). Returns whether it did.
 */
export function precompressFile(path: string): boolean {
  if (!COMPRESSIBLE.test(path)) return false;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) return false;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  return true;
}

/** Every file of `dir` and its folders that `precompressFile` compressed. */
export function precompressFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => precompressFile(path));
}

/**
 * The build's files compressed once, for the server to send as they are (server/plugins/static.ts):
 * sent raw, the installer's first visit downloaded 1.25 MB of scripts instead of about 375 KB.
 * Runs after the other plugins have written theirs (the service worker among them).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fitout-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressFiles(outDir);
      },
    },
  };
}

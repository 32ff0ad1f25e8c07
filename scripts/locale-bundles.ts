import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { localeBundlePath } from '../src/sw/locale-bundles.ts';

/** Every namespace file of `localesDir/{language}/` in one object per language: `{ [ns]: resources }`. */
export function readLocaleBundles(localesDir: string): Map<string, Record<string, unknown>> {
  const bundles = new Map<string, Record<string, unknown>>();
  for (const language of readdirSync(localesDir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const dir = join(localesDir, language.name);
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    bundles.set(
      language.name,
      Object.fromEntries(
        files.map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(join(dir, file), 'utf8')),
        ]),
      ),
    );
  }
  return bundles;
}

/**
 * Writes each language's bundle beside its namespace files (public/locales/{lng}.json in the
 * build), for the service worker to precache instead of them (vite.config.ts, src/sw/locale-route.ts).
 */
export function localeBundles(localesDir: string): Plugin {
  return {
    name: 'fitout-locale-bundles',
    apply: 'build',
    generateBundle() {
      for (const [language, bundle] of readLocaleBundles(localesDir)) {
        this.emitFile({
          type: 'asset',
          fileName: localeBundlePath(language).slice(1),
          source: JSON.stringify(bundle),
        });
      }
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import type { Language } from '../../../src/domain/enums';

/* What the documents' unit tests share: the app's own translation files (PDFs read back: tests/support). */

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');

export function readLocale(lng: Language, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** A translator over the app's files, fixed to `lng` and `ns` (the others reachable as `ns:key`). */
export async function fixedT<N extends string>(
  lng: Language,
  namespaces: readonly [N, ...string[]],
): Promise<TFunction<N>> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(namespaces.map((ns) => [ns, readLocale(lng, ns)]));
  await instance.init({ lng, resources: { [lng]: resources }, interpolation: { escapeValue: false } });
  return instance.getFixedT(lng, namespaces[0]) as TFunction<N>;
}

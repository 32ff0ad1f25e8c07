import enCommon from '../../public/locales/en/common.json';
import enErrors from '../../public/locales/en/errors.json';
import enPurchases from '../../public/locales/en/purchases.json';
import enValidation from '../../public/locales/en/validation.json';
import frCommon from '../../public/locales/fr/common.json';
import frErrors from '../../public/locales/fr/errors.json';
import frPurchases from '../../public/locales/fr/purchases.json';
import frValidation from '../../public/locales/fr/validation.json';
import { fallbackLanguage, languages, type Language } from '../../src/domain/enums';

/** The server translates with the very catalogues the PWA loads, so both say the same words. */
const catalogues = {
  en: { common: enCommon, errors: enErrors, validation: enValidation, purchases: enPurchases },
  fr: { common: frCommon, errors: frErrors, validation: frValidation, purchases: frPurchases },
} as const satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof catalogues)['fr'];

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text for `key`, in `language`, else French; undefined when neither has it. */
export function translate(language: Language, namespace: Namespace, key: string): string | undefined {
  return lookup(catalogues[language][namespace], key) ?? lookup(catalogues[fallbackLanguage][namespace], key);
}

/** The best supported language of an Accept-Language header; French when none matches. */
export function languageFromHeader(header: string | undefined): Language {
  if (header === undefined) return fallbackLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const supported: readonly string[] = languages;
  const match = ranked.find((entry) => supported.includes(entry.primary));
  return (match?.primary as Language | undefined) ?? fallbackLanguage;
}

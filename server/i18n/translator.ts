import i18next from 'i18next';
import enCommon from '../../public/locales/en/common.json';
import enErrors from '../../public/locales/en/errors.json';
import enMail from '../../public/locales/en/mail.json';
import enOutbox from '../../public/locales/en/outbox.json';
import enPurchases from '../../public/locales/en/purchases.json';
import enValidation from '../../public/locales/en/validation.json';
import frCommon from '../../public/locales/fr/common.json';
import frErrors from '../../public/locales/fr/errors.json';
import frMail from '../../public/locales/fr/mail.json';
import frOutbox from '../../public/locales/fr/outbox.json';
import frPurchases from '../../public/locales/fr/purchases.json';
import frValidation from '../../public/locales/fr/validation.json';
import { fallbackLanguage, languages, type Language } from '../../src/domain/enums';

/**
 * Every text the server sends (error details, mail, chat notices, export headings) comes from the
 * very catalogues the PWA loads, read by the same engine (i18next), so interpolation and plurals
 * behave alike on both sides.
 */
const catalogues = {
  en: {
    common: enCommon,
    errors: enErrors,
    validation: enValidation,
    purchases: enPurchases,
    outbox: enOutbox,
    mail: enMail,
  },
  fr: {
    common: frCommon,
    errors: frErrors,
    validation: frValidation,
    purchases: frPurchases,
    outbox: frOutbox,
    mail: frMail,
  },
} as const satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof catalogues)['fr'];

const engine = i18next.createInstance();
// With the resources in hand, initAsync: false makes the instance ready when init returns.
void engine.init({
  resources: catalogues,
  supportedLngs: [...languages],
  fallbackLng: fallbackLanguage,
  ns: Object.keys(catalogues.fr),
  initAsync: false,
  // The namespace is always passed apart, so a ':' in a key is never read as one.
  nsSeparator: false,
  // Plain text: mail and chat are not HTML, and the one HTML page escapes what it inserts.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The text for `key` in `language`, else French, with `values` put in its `{{placeholders}}`
 * (a `count` picks the plural form); undefined when neither language has it.
 */
export function translate(
  language: Language,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string | undefined {
  const options = { ...values, lng: language, ns: namespace };
  if (!engine.exists(key, options)) return undefined;
  return engine.t(key, options);
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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths, routeTitleKey, type RouteName } from '../../../src/app/paths';
import { menuEntryIds } from '../../../src/domain/auth/menu';
import { errorCodes, errorTranslationKey } from '../../../src/domain/errors';
import { errorKeys } from '../../../src/i18n/error-labels';
import { namespaces } from '../../../src/i18n/namespaces';
import { isValidationMessage } from '../../../src/i18n/validation-labels';

const root = path.resolve(import.meta.dirname, '../../..');
const localesDir = path.join(root, 'public/locales');
const languages = ['en', 'fr'] as const;

type Catalogue = { [key: string]: string | Catalogue };

function load(language: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

function flatKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

/** The text at a dotted key, or undefined when the key is missing or not a text. */
function textAt(catalogue: Catalogue, key: string): string | undefined {
  const node = key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (parent, part) => (typeof parent === 'object' ? parent[part] : undefined),
      catalogue,
    );
  return typeof node === 'string' ? node : undefined;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Words of four letters or more that English and French write alike, so a text may hold them in
 * both languages. Anything else found in both is a text left untranslated ("Leads" in the French
 * menu, "Synchronisation" in the English panel).
 */
const sameInBothLanguages = new Set([
  ...['accents', 'agents', 'airtable', 'alternative', 'alternatives', 'angle', 'back', 'budget'],
  ...['caicp'],
  ...['catalogue', 'client', 'clients', 'code', 'date', 'dates', 'description', 'english', 'euros'],
  ...['final', 'fitout', 'france', 'français', 'http', 'https', 'image', 'images', 'incorrect'],
  ...['information', 'installation', 'internet', 'intervention', 'interventions', 'jpeg', 'maximum'],
  ...['menu', 'minute', 'minutes', 'module', 'modules', 'navigation', 'note', 'notes', 'office', 'options'],
  ...[
    'pack',
    'packs',
    'page',
    'pages',
    'parent',
    'photo',
    'photos',
    'rivoli',
    'sections',
    'service',
    'services',
    'signature',
    'signatures',
  ],
  ...['session', 'site', 'stock', 'support', 'total', 'type', 'validation', 'version', 'webp', 'xlsx'],
  ...['agent', 'format', 'invitation', 'invitations', 'logo', 'mail'],
  ...['actions', 'attention', 'dropshipping', 'import', 'versions', 'json'],
  ...['documents', 'pixels', 'siret'],
  ...['double', 'table', 'terracotta'],
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}{4,}/gu) ?? [],
  );
}

/** Plural forms differ by language (French has `_many`): compare keys without their plural suffix. */
function withoutPluralForms(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

/** A key exists when i18next would find it: as is, or as the plural forms of a count. */
function has(language: string, namespace: string, key: string): boolean {
  const keys = new Set(flatKeys(load(language, namespace)));
  return keys.has(key) || keys.has(`${key}_other`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('translation catalogues', () => {
  it('has one file per namespace in each language', () => {
    for (const language of languages) {
      const files = readdirSync(path.join(localesDir, language)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s has the same keys in English and French, none empty', (namespace) => {
    const en = load('en', namespace);
    const fr = load('fr', namespace);
    expect(withoutPluralForms(flatKeys(fr))).toEqual(withoutPluralForms(flatKeys(en)));
    for (const catalogue of [en, fr]) {
      const empty = flatKeys(catalogue).filter((key) => (textAt(catalogue, key) ?? '').trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('never writes "furnitures" or "a furniture" in English: furniture has no plural and no article', () => {
    const wrong = namespaces.flatMap((namespace) => {
      const catalogue = load('en', namespace);
      return flatKeys(catalogue)
        .map((key) => `${namespace}:${key} = ${textAt(catalogue, key) ?? ''}`)
        .filter((entry) =>
          /\bfurnitures\b|\ba furniture\b(?! (item|range|line))/i.test(entry.split(' = ')[1] ?? ''),
        );
    });
    expect(wrong).toEqual([]);
  });

  it.each(languages)('has a %s text for every API error code', (language) => {
    const missing = errorCodes.filter((code) => !has(language, 'errors', errorTranslationKey(code)));
    expect(missing).toEqual([]);
  });

  it('labels every API error code with the key the server translates it by', () => {
    const wrong = errorCodes.filter(
      (code) => errorKeys(code).messageKey !== `errors:${errorTranslationKey(code)}`,
    );
    expect(wrong).toEqual([]);
  });

  it.each(languages)('has a %s text for every validation message the domain schemas use', (language) => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(root, 'src/domain'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/error:\s*'([a-z_]+)'/g))
        used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((key) => !has(language, 'validation', key))).toEqual([]);
    // The screens translate only the messages src/i18n/validation-labels.ts lists.
    expect([...used].filter((key) => !isValidationMessage(key))).toEqual([]);
  });

  it.each(languages)('has a %s title for every route and a label for every menu entry', (language) => {
    const routeNames = Object.keys(paths) as RouteName[];
    expect(routeNames.filter((name) => !has(language, 'nav', routeTitleKey(name)))).toEqual([]);
    expect(menuEntryIds.filter((id) => !has(language, 'nav', `menu.${id}`))).toEqual([]);
  });

  it('has every literal key the screens ask for', () => {
    const missing: string[] = [];
    let checked = 0;
    const dirs = ['src/app', 'src/features', 'src/ui', 'src/lib'].map((dir) => path.join(root, dir));
    for (const file of dirs.flatMap(sourceFiles)) {
      const source = readFileSync(file, 'utf8');
      const declared = /useTranslation\(\s*\[?\s*'([a-zA-Z]+)'/.exec(source)?.[1] ?? 'common';
      for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const literal = match[1] ?? '';
        const [namespace, key] = literal.includes(':') ? literal.split(':', 2) : [declared, literal];
        checked += 1;
        const found = has('en', namespace ?? '', key ?? '') || has('en', 'common', key ?? '');
        if (!found) missing.push(`${path.relative(root, file)}: ${literal}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it.each(languages)('has a %s text for every namespaced key written in the code', (language) => {
    // Keys kept in records and results ('sync:mutations.lineAdd', 'errors:validation') carry their
    // namespace, so they can be checked wherever they are written.
    const pattern = new RegExp(`'(${namespaces.join('|')}):([a-zA-Z0-9_.]+)'`, 'g');
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(path.join(root, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        checked += 1;
        if (!has(language, match[1] ?? '', match[2] ?? ''))
          missing.push(`${path.relative(root, file)}: ${match[0]}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it.each(languages)(
    'counts in %s always have their plural forms ("1 change", not "1 changes")',
    (language) => {
      const unplural = namespaces.flatMap((namespace) => {
        const catalogue = load(language, namespace);
        return flatKeys(catalogue)
          .filter((key) => !pluralSuffix.test(key) && textAt(catalogue, key)?.includes('{{count}}'))
          .map((key) => `${namespace}:${key}`);
      });
      expect(unplural).toEqual([]);
    },
  );

  it.each(languages)(
    'puts a number before a counted noun in %s only as a count with plural forms ("1 of 1 lines")',
    (language) => {
      // A value other than {{count}} followed by a plural noun ("{{total}} lines") reads "1 lines".
      const numberBeforePlural = /\{\{(?!count\}\})\w+\}\} [a-zà-ÿ]+[sx]\b/u;
      const unplural = namespaces.flatMap((namespace) => {
        const catalogue = load(language, namespace);
        return flatKeys(catalogue)
          .filter((key) => numberBeforePlural.test(textAt(catalogue, key) ?? ''))
          .map((key) => `${namespace}:${key.replace(pluralSuffix, '')}`);
      });
      expect(unplural).toEqual([]);
    },
  );

  it.each(namespaces)(
    '%s leaves no text untranslated: English and French share only common words',
    (namespace) => {
      const en = load('en', namespace);
      const fr = load('fr', namespace);
      const untranslated = flatKeys(en).flatMap((key) => {
        // French may have a _many form English lacks; `_one` and `_other` are compared as they are.
        const french = textAt(fr, key) ?? textAt(fr, key.replace(pluralSuffix, '_other')) ?? '';
        const frenchWords = words(french);
        const shared = [...words(textAt(en, key) ?? '')].filter(
          (word) => frenchWords.has(word) && !sameInBothLanguages.has(word),
        );
        return shared.map((word) => `${key}: ${word}`);
      });
      expect(untranslated).toEqual([]);
    },
  );

  it('builds no translation key from a template string', () => {
    const built = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*`[^`]*`/g)].map(
        (match) => `${path.relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(built).toEqual([]);
  });
});

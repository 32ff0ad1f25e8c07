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
      const empty = flatKeys(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<string | Catalogue | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            catalogue,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
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
      const declared = /useTranslation\(\s*\[?\s*'([a-z]+)'/.exec(source)?.[1] ?? 'common';
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
          .filter((key) => !/_(zero|one|two|few|many|other)$/.test(key))
          .filter((key) => {
            const text = key
              .split('.')
              .reduce<string | Catalogue | undefined>(
                (node, part) => (typeof node === 'object' ? node[part] : undefined),
                catalogue,
              );
            return typeof text === 'string' && text.includes('{{count}}');
          })
          .map((key) => `${namespace}:${key}`);
      });
      expect(unplural).toEqual([]);
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLocaleBundles } from '../../../scripts/locale-bundles';
import { languages } from '../../../src/domain/enums';
import { namespaces } from '../../../src/i18n/namespaces';
import { localeBundlePath, namespaceRequest } from '../../../src/sw/locale-bundles';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');

describe('translation requests the service worker answers from a bundle', () => {
  it('takes the language and namespace from what the translation backend asks for', () => {
    expect(namespaceRequest('/locales/fr/adminProjects.json')).toEqual({
      language: 'fr',
      namespace: 'adminProjects',
    });
  });

  it('leaves the bundles themselves and every other path to the other routes', () => {
    expect(namespaceRequest(localeBundlePath('en'))).toBeNull();
    expect(namespaceRequest('/locales/en/common.json/x')).toBeNull();
    expect(namespaceRequest('/assets/common.json')).toBeNull();
    expect(namespaceRequest('/locales/../sw.json')).toBeNull();
  });
});

describe('the bundle of each language', () => {
  const bundles = readLocaleBundles(localesDir);

  it('holds every namespace of every language, each exactly as its own file', () => {
    expect([...bundles.keys()].sort()).toEqual([...languages].sort());
    for (const language of languages) {
      const bundle = bundles.get(language) ?? {};
      expect(Object.keys(bundle).sort()).toEqual([...namespaces].sort());
      for (const namespace of namespaces) {
        const file = path.join(localesDir, language, `${namespace}.json`);
        expect(bundle[namespace]).toEqual(JSON.parse(readFileSync(file, 'utf8')));
      }
    }
  });
});

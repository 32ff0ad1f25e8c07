import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../src/i18n/in-language';
import { languageOf } from '../../../src/i18n/language-of';

describe('catalogue texts in the user language', () => {
  it('reads the resolved language, French when unknown', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('fr-BE')).toBe('fr');
    expect(languageOf('de')).toBe('fr');
    expect(languageOf(undefined)).toBe('fr');
  });

  it('shows the text in the language, else the one written', () => {
    expect(inLanguage({ en: 'Heavy', fr: 'Lourd' }, 'en')).toBe('Heavy');
    expect(inLanguage({ en: 'Heavy', fr: 'Lourd' }, 'fr')).toBe('Lourd');
    expect(inLanguage({ en: 'Heavy', fr: '  ' }, 'fr')).toBe('Heavy');
    expect(inLanguage({ en: '', fr: '' }, 'en')).toBe('');
  });
});

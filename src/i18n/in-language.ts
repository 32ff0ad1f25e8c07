import type { Language } from '../domain/enums';

/**
 * A catalogue text written in both languages (a warning, a description), in the user's: the other
 * one when it was written only in that one, '' when in none.
 */
export function inLanguage(texts: Record<Language, string>, language: Language): string {
  const other = language === 'fr' ? 'en' : 'fr';
  return texts[language].trim() || texts[other].trim();
}

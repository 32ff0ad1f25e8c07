import { fallbackLanguage, languages, type Language } from '../domain/enums';

/** The interface language i18next resolved, as one of ours (French is the spec's fallback). */
export function languageOf(resolved: string | undefined): Language {
  return languages.find((language) => resolved?.startsWith(language)) ?? fallbackLanguage;
}

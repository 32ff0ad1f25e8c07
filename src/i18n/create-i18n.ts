import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, languages } from '../domain/enums';
import { initialNamespaces, type Namespace } from './namespaces';

/**
 * One i18next instance for the page (spec section 1): detection order and storage keys as the spec
 * lists them, French fallback, resources fetched from /locales (precached by the service worker).
 * Returned at once; components suspend until the first namespaces (`first`) have loaded.
 */
export function createI18n(first: readonly Namespace[] = initialNamespaces): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  void instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...languages],
      fallbackLng: fallbackLanguage,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: [...first],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      // Spec section 9: up to 10 parallel reads, 5 retries from 350 ms (i18next doubles the delay).
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      react: { useSuspense: true },
    });
  return instance;
}

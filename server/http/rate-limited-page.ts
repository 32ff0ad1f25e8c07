import type { Language } from '../../src/domain/enums';
import { translate } from '../i18n/translator';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** `values.count` picks the plural form the language gives the number (French: 0 and 1 are singular). */
function text(language: Language, key: string, values: Record<string, number> = {}): string {
  return escapeHtml(translate(language, 'common', `rate_limited_page.${key}`, values) ?? key);
}

/**
 * What a person sees when a page they open is over the request limit: a plain page in their
 * language, with no script or asset to fetch (those could be limited too). "Try again" reloads the
 * same address.
 */
export function rateLimitedPage(language: Language, retryAfterSeconds: number): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(language, 'title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;line-height:1.5}main{max-width:32rem;margin:0 auto}</style>
</head>
<body>
<main>
<h1>${text(language, 'heading')}</h1>
<p>${text(language, 'body', { count: retryAfterSeconds })}</p>
<p><a href="">${text(language, 'retry')}</a></p>
</main>
</body>
</html>
`;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

const localesDir = join(import.meta.dirname, '..', '..', '..', 'public', 'locales');
const catalogues = new Map<string, unknown>();

function catalogue(lng: Language, ns: string): unknown {
  const file = join(localesDir, lng, `${ns}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return catalogues.get(file);
}

/**
 * The text the app shows for `namespace:dotted.key` in a language, read from the same catalogues
 * the app loads, so tests find controls by their real accessible names in both languages.
 */
export function t(lng: Language, key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node = catalogue(lng, ns);
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`missing translation ${lng}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

function strings(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') found.set(prefix, node);
  else if (typeof node === 'object' && node !== null)
    for (const [key, child] of Object.entries(node))
      for (const [path, text] of strings(child, prefix === '' ? key : `${prefix}.${key}`))
        found.set(path, text);
  return found;
}

/**
 * The English the French interface must never show: each English text's words between its
 * placeholders, where they are two words or more and no French text holds them (a brand, a product
 * name, "Airtable" are the same in both).
 */
export function englishOnlyPhrases(): string[] {
  const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));
  const french = namespaces.flatMap((ns) => [...strings(catalogue('fr', ns)).values()]).join('\n');
  const phrases = new Set<string>();
  for (const ns of namespaces)
    for (const text of strings(catalogue('en', ns)).values())
      for (const piece of text.split(/\{\{[^}]*\}\}/)) {
        const phrase = piece.trim().replace(/[.:;,!?…]+$/, '');
        if (/\s/.test(phrase) && phrase.length >= 8 && !french.includes(phrase)) phrases.add(phrase);
      }
  return [...phrases];
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/* A PDF read back as a reader extracts it (poppler's pdftotext), for the unit and end-to-end tests. */

/** The PDF's text laid out as on the page, and its metadata. */
export function readBack(bytes: Uint8Array, name: string): { text: string; info: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), `${name}-pdf-`)), `${name}.pdf`);
  writeFileSync(file, bytes);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text as a reader extracts it: any run of spaces (French figures hold narrow ones) as any other. */
export function loose(text: string): RegExp {
  return new RegExp(text.split(/\s+/).map(escaped).join('\\s+'));
}

/** A label as a whole word: "Unit" is not in "Unitaire". */
export function asWord(text: string): RegExp {
  return new RegExp(`(^|[^\\p{L}])${escaped(text)}($|[^\\p{L}])`, 'u');
}

/** How many times a text is printed. */
export function countOf(text: string, printed: string): number {
  return printed.match(new RegExp(loose(text).source, 'g'))?.length ?? 0;
}

/**
 * The English texts of some translation keys that differ from their French (the same word in both
 * languages, "Client", "Date", is no slip), up to their first placeholder: what a French document
 * must not print.
 */
export function englishOnly(english: Record<string, string>, french: Record<string, string>): string[] {
  const opening = (text: string) => text.split('{{')[0]!.trim();
  return Object.keys(english)
    .filter((key) => opening(english[key]!) !== opening(french[key] ?? ''))
    .map((key) => opening(english[key]!))
    .filter((text) => text.length > 3);
}

/** The texts of a PDF file as a reader extracts them, line by line, trimmed, without blank lines. */
export function pdfLines(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

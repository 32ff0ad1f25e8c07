/**
 * Text folding shared by the index and the query, so both sides compare the same strings:
 * NFD then diacritics stripped ("Élégance" → "elegance"), lower case, and anything that is not a
 * letter or a digit treated as a separator ("d'angle" → "d", "angle").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, folded, in order (duplicates kept: the query's order matters for prefixes). */
export function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * A product code as people type it: "CAN-ELG 01", "can elg01" and "CANELG01" are the same code.
 * Codes (SKU, supplier SKU, barcode) match exactly or by prefix, never fuzzily: a code one digit
 * away is another product.
 */
export function compactCode(code: string): string {
  return foldText(code).replaceAll(' ', '');
}

/** Lower case without diacritics: "Étagère" and "etagere" compare equal. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Accented letters by their plain letter (French, German and Italian names of the catalogue). */
const accented: Record<string, string> = {
  a: 'àâäáã',
  c: 'ç',
  e: 'éèêë',
  i: 'îïíì',
  n: 'ñ',
  o: 'ôöóò',
  u: 'ùûüú',
  y: 'ÿ',
};

/** Every form the first letter of a folded query may take in a name, for a case-insensitive index scan. */
export function firstLetterVariants(folded: string): string[] {
  const first = folded.charAt(0);
  return [first, ...(accented[first] ?? '')];
}

/** Lower case without diacritics: "Canapé" and "canape" compare equal. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

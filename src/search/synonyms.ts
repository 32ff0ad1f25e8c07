import { foldText } from './normalize';

/**
 * Words that name the same thing in English and French, so an English word finds a French
 * catalogue (and the other way round): "sofa" finds "Canapé d'angle". Whole words only, folded like
 * the index, one word each; a word found through one of these counts as much as a prefix, below the
 * word itself.
 */
const groups: readonly (readonly string[])[] = [
  ['sofa', 'couch', 'settee', 'canapé'],
  ['armchair', 'fauteuil'],
  ['daybed', 'méridienne'],
  ['ottoman', 'pouf'],
  ['bed', 'lit'],
  ['headboard', 'tête'],
  ['mattress', 'matelas'],
  ['chair', 'chaise'],
  ['stool', 'tabouret'],
  ['bench', 'banc'],
  ['chest', 'dresser', 'commode'],
  ['wardrobe', 'closet', 'armoire', 'penderie'],
  ['bookcase', 'bookshelf', 'bibliothèque'],
  ['sideboard', 'buffet'],
  ['shelf', 'shelves', 'étagère'],
  ['lamp', 'lampe'],
  ['floorlamp', 'lampadaire'],
  ['pendant', 'suspension'],
  ['sconce', 'applique'],
  ['mirror', 'miroir'],
  ['rug', 'carpet', 'tapis'],
  ['frame', 'cadre'],
  ['throw', 'blanket', 'plaid'],
  ['saucepan', 'casserole'],
  ['toaster', 'grille'],
  ['kettle', 'bouilloire'],
  ['cutlery', 'ménagère', 'couverts'],
  ['towel', 'serviette'],
  ['washbasin', 'vanity', 'vasque'],
  ['bedside', 'nightstand', 'chevet'],
  ['desk', 'office', 'bureau'],
  ['dining', 'manger'],
  ['cushion', 'coussin'],
  ['curtain', 'rideau'],
  ['storage', 'rangement'],
  ['oak', 'chêne'],
  ['walnut', 'noyer'],
];

/** Each folded word → the folded words it stands for. */
const byWord = new Map<string, string[]>();
for (const group of groups) {
  const words = group.map(foldText);
  for (const word of words) {
    const others = words.filter((other) => other !== word);
    byWord.set(word, [...new Set([...(byWord.get(word) ?? []), ...others])]);
  }
}

/** The folded words that mean what the folded query word `term` means, itself excluded. */
export function synonymsOf(term: string): readonly string[] {
  return byWord.get(term) ?? [];
}

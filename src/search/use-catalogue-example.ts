import { useMemo } from 'react';
import { exampleWord } from './catalogue-example';
import { useCatalogueSearch } from './use-catalogue-search';

/** Enough names for a common word to stand out, few enough to read at every change. */
const sampleSize = 200;

/** A word of the local catalogue a picker's hint may give as an example (null while it loads or is empty). */
export function useCatalogueExample(): string | null {
  const search = useCatalogueSearch('', { archived: false, excludeDisabled: true }, { limit: sampleSize });
  return useMemo(
    () => (search.loading ? null : exampleWord(search.rows.map((row) => row.clientName || row.name))),
    [search],
  );
}

import { useState } from 'react';
import { readStoredFilters, storeFilters, type ListFilters, type ListKind } from '../lib/list-filters';

/** The list's filters, restored from and saved to session storage. */
export function useListFilters(kind: ListKind): [ListFilters, (next: ListFilters) => void] {
  const [filters, setFilters] = useState(() => readStoredFilters(kind));
  return [
    filters,
    (next) => {
      storeFilters(kind, next);
      setFilters(next);
    },
  ];
}

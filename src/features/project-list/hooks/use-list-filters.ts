import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ProjectListFilters } from '../lib/project-filters';

/**
 * The list's filters, kept in the URL's search parameters: a reload, the back button or a shared
 * link shows the same list. Each change replaces the history entry, so typing a word does not
 * leave one entry per letter.
 */
export function useListFilters(): [ProjectListFilters, (next: ProjectListFilters) => void] {
  const [params, setParams] = useSearchParams();
  return [filtersFromParams(params), (next) => setParams(filtersToParams(next), { replace: true })];
}

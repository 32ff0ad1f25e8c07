import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ProjectListFilters } from '../lib/project-filters';

export type FiltersUpdate = (current: ProjectListFilters) => ProjectListFilters;

/**
 * The list's filters, kept in the URL's search parameters: a reload, the back button or a shared
 * link shows the same list. Each change replaces the history entry, so typing a word does not
 * leave one entry per letter. A change applies to the URL as it is now, not as the last render
 * read it: two changes before the list renders again (a navigation renders in a transition)
 * would otherwise undo the first.
 */
export function useListFilters(): [ProjectListFilters, (update: FiltersUpdate) => void] {
  const [params, setParams] = useSearchParams();
  return [
    filtersFromParams(params),
    (update) =>
      setParams(filtersToParams(update(filtersFromParams(new URLSearchParams(window.location.search)))), {
        replace: true,
      }),
  ];
}

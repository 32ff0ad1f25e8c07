import type { InterventionListRow } from '../hooks/use-intervention-list';
import type { ListFilters } from './list-filters';

/** Case- and accent-insensitive, for project names typed in a hurry. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function filterRows(
  rows: readonly InterventionListRow[],
  filters: ListFilters,
): InterventionListRow[] {
  const query = fold(filters.project.trim());
  return rows.filter(({ intervention, project, counts }) => {
    if (filters.step !== 'all' && intervention.step !== filters.step) return false;
    const day = intervention.scheduledAt?.slice(0, 10) ?? '';
    if (filters.from && (!day || day < filters.from)) return false;
    if (filters.to && (!day || day > filters.to)) return false;
    if (filters.clientId && project?.clientId !== filters.clientId) return false;
    if (filters.problemsOnly && counts.problematic === 0) return false;
    if (query) {
      const haystack = fold(`${project?.name ?? ''} ${project?.operationNumber ?? ''}`);
      if (!haystack.includes(query)) return false;
    }
    return true;
  });
}

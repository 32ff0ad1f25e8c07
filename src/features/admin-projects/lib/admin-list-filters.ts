import type { Project } from '../../../domain/entities/project.schema';
import {
  exhaustive,
  projectStatuses,
  type ClientStatus,
  type ProjectSize,
  type ProjectStatus,
} from '../../../domain/enums';
import { foldText } from '../../../search/normalize';

export const adminProjectSorts = ['updated', 'created', 'name', 'operationNumber'] as const;
export type AdminProjectSort = (typeof adminProjectSorts)[number];

/** The office's filters; '' means "any". Dates are `YYYY-MM-DD`, inclusive, over the creation day. */
export interface AdminProjectFilters {
  status: ProjectStatus | '';
  clientStatus: ClientStatus | '';
  clientId: string;
  creatorId: string;
  size: ProjectSize | '';
  from: string;
  to: string;
  q: string;
  sort: AdminProjectSort;
}

export const noAdminFilters: AdminProjectFilters = {
  status: '',
  clientStatus: '',
  clientId: '',
  creatorId: '',
  size: '',
  from: '',
  to: '',
  q: '',
  sort: 'updated',
};

type Listed = Pick<
  Project,
  | 'id'
  | 'name'
  | 'operationNumber'
  | 'status'
  | 'clientStatus'
  | 'clientId'
  | 'creatorId'
  | 'projectType'
  | 'createdAt'
  | 'updatedAt'
  | 'address'
>;

/**
 * A project with its folded search text, folded on the first search and kept for the next
 * keystrokes: the first render of 10,000 projects folds nothing.
 */
export interface IndexedProject<P extends Listed = Listed> {
  project: P;
  text: string | null;
}

export function indexProjects<P extends Listed>(projects: readonly P[]): IndexedProject<P>[] {
  return projects.map((project) => ({ project, text: null }));
}

/**
 * Folds the search text of the entries not folded yet, until `hasTime` says to stop: run while the
 * page is idle after the list is drawn, so the first keystroke does not fold 10,000 texts.
 */
export function foldSearchTexts(
  indexed: readonly IndexedProject[],
  from: number,
  hasTime: () => boolean,
): number {
  let next = from;
  for (const entry of indexed.slice(from)) {
    if (!hasTime()) break;
    searchText(entry);
    next++;
  }
  return next;
}

function searchText(entry: IndexedProject): string {
  if (entry.text === null) {
    const { project } = entry;
    const { street, number, zipCode, city } = project.address;
    entry.text = foldText(
      `${project.name} ${project.operationNumber} ${number} ${street} ${zipCode} ${city}`,
    );
  }
  return entry.text;
}

export function hasAdminFilters(filters: AdminProjectFilters): boolean {
  return Object.entries(filters).some(
    ([key, value]) => key !== 'sort' && value !== noAdminFilters[key as keyof AdminProjectFilters],
  );
}

/** Every filter but the status: the counts per status are read over these. */
function matchesOthers(entry: IndexedProject, filters: AdminProjectFilters, words: string[]): boolean {
  const { project } = entry;
  if (filters.clientStatus !== '' && project.clientStatus !== filters.clientStatus) return false;
  if (filters.clientId !== '' && project.clientId !== filters.clientId) return false;
  if (filters.creatorId !== '' && project.creatorId !== filters.creatorId) return false;
  if (filters.size !== '' && project.projectType !== filters.size) return false;
  // createdAt is an ISO instant; its first ten characters are its UTC day.
  const created = project.createdAt.slice(0, 10);
  if (filters.from !== '' && created < filters.from) return false;
  if (filters.to !== '' && created > filters.to) return false;
  if (words.length === 0) return true;
  const text = searchText(entry);
  return words.every((word) => text.includes(word));
}

// ISO instants sort as plain strings: no collation needed (and 10,000 of them sort in a few ms).
function newestFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

function compareBy(sort: AdminProjectSort, collator: Intl.Collator): (a: Listed, b: Listed) => number {
  switch (sort) {
    case 'updated':
      return (a, b) => newestFirst(a.updatedAt, b.updatedAt);
    case 'created':
      return (a, b) => newestFirst(a.createdAt, b.createdAt);
    case 'name':
      return (a, b) => collator.compare(a.name, b.name);
    case 'operationNumber':
      return (a, b) =>
        collator.compare(a.operationNumber, b.operationNumber) || collator.compare(a.name, b.name);
    default:
      return exhaustive(sort);
  }
}

/** The index in the list's order: sorted once per read or sort change, so filtering keeps the order. */
export function sortIndexed<P extends Listed>(
  indexed: readonly IndexedProject<P>[],
  sort: AdminProjectSort,
  collator: Intl.Collator,
): IndexedProject<P>[] {
  const compare = compareBy(sort, collator);
  return [...indexed].sort((a, b) => compare(a.project, b.project));
}

export interface AdminSelection<P extends Listed> {
  rows: P[];
  /** Projects per status among those every other filter keeps. */
  counts: Record<ProjectStatus, number>;
}

/**
 * The list's rows (in the order of `indexed`, see sortIndexed) and its counts per status. The text query matches each of its words (folded:
 * case and accents ignored) anywhere in the name, operation number or address.
 */
export function selectAdminProjects<P extends Listed>(
  indexed: readonly IndexedProject<P>[],
  filters: AdminProjectFilters,
): AdminSelection<P> {
  const words = foldText(filters.q).split(' ').filter(Boolean);
  const counts = Object.fromEntries(projectStatuses.map((status) => [status, 0])) as Record<
    ProjectStatus,
    number
  >;
  const rows: P[] = [];
  for (const entry of indexed) {
    if (!matchesOthers(entry, filters, words)) continue;
    counts[entry.project.status] += 1;
    if (filters.status === '' || entry.project.status === filters.status) rows.push(entry.project);
  }
  return { rows, counts };
}

import type { Project } from '../../../domain/entities/project.schema';
import { billingTypes, projectSizes, type BillingType, type ProjectSize } from '../../../domain/enums';
import {
  clientFacingStatuses,
  clientFacingStatusOf,
  type ClientFacingStatus,
} from '../../../domain/projects';
import { foldText } from '../../../search/normalize';

/** What the filters read of a project. */
export type ListedProject = Pick<
  Project,
  'name' | 'operationNumber' | 'status' | 'clientStatus' | 'projectType' | 'billingType' | 'createdAt'
> & { address: Pick<Project['address'], 'city'> };

/** A draft the client still edits (it opens in the draft flow); everything else is submitted. */
export function isEditableDraft(project: Pick<Project, 'status' | 'clientStatus'>): boolean {
  return clientFacingStatusOf(project) === 'draft';
}

/** The list's filters; '' means "any". Dates are `YYYY-MM-DD`, inclusive. */
export interface ProjectListFilters {
  status: ClientFacingStatus | '';
  billing: BillingType | '';
  size: ProjectSize | '';
  from: string;
  to: string;
  q: string;
}

export const noFilters: ProjectListFilters = { status: '', billing: '', size: '', from: '', to: '', q: '' };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}

function day(value: string | null): string {
  return value !== null && isoDay.test(value) ? value : '';
}

/**
 * How each filter reads a raw value (a URL's, a control's): a value the list does not know (a
 * hand-edited URL) counts as no filter. Each filter's search parameter is its own name.
 */
const parsers: { [K in keyof ProjectListFilters]: (raw: string | null) => ProjectListFilters[K] } = {
  status: (raw) => oneOf(clientFacingStatuses, raw),
  billing: (raw) => oneOf(billingTypes, raw),
  size: (raw) => oneOf(projectSizes, raw),
  from: day,
  to: day,
  q: (raw) => raw ?? '',
};

const filterKeys = Object.keys(noFilters) as (keyof ProjectListFilters)[];

export function filtersFromParams(params: URLSearchParams): ProjectListFilters {
  return {
    status: parsers.status(params.get('status')),
    billing: parsers.billing(params.get('billing')),
    size: parsers.size(params.get('size')),
    from: parsers.from(params.get('from')),
    to: parsers.to(params.get('to')),
    q: parsers.q(params.get('q')),
  };
}

/** One filter changed to a raw value, read as the URL would read it. */
export function withFilter(
  filters: ProjectListFilters,
  key: keyof ProjectListFilters,
  raw: string,
): ProjectListFilters {
  return { ...filters, [key]: parsers[key](raw) };
}

/** Only the filters in use go into the URL, so an unfiltered list has a bare address. */
export function filtersToParams(filters: ProjectListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key] !== '') params.set(key, filters[key]);
  return params;
}

export function hasFilters(filters: ProjectListFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** Case- and accent-insensitive: "eleg" finds "Élégance", "op 2026" finds "OP-2026-0001". */
function matchesText(project: ListedProject, query: string): boolean {
  const wanted = foldText(query);
  if (wanted === '') return true;
  const haystack = foldText(`${project.name} ${project.operationNumber} ${project.address.city}`);
  return haystack.includes(wanted);
}

export function matchesFilters(project: ListedProject, filters: ProjectListFilters): boolean {
  if (filters.status !== '' && clientFacingStatusOf(project) !== filters.status) return false;
  if (filters.billing !== '' && project.billingType !== filters.billing) return false;
  if (filters.size !== '' && project.projectType !== filters.size) return false;
  // createdAt is an ISO instant; its first ten characters are its UTC day.
  const created = project.createdAt.slice(0, 10);
  if (filters.from !== '' && created < filters.from) return false;
  if (filters.to !== '' && created > filters.to) return false;
  return matchesText(project, filters.q);
}

export interface ProjectSections<T> {
  drafts: T[];
  submitted: T[];
}

/** The projects that pass the filters, split into drafts and submitted ones, order kept. */
export function sectionProjects<T>(
  rows: readonly T[],
  projectOf: (row: T) => ListedProject,
  filters: ProjectListFilters,
): ProjectSections<T> {
  const sections: ProjectSections<T> = { drafts: [], submitted: [] };
  for (const row of rows) {
    const project = projectOf(row);
    if (!matchesFilters(project, filters)) continue;
    (isEditableDraft(project) ? sections.drafts : sections.submitted).push(row);
  }
  return sections;
}

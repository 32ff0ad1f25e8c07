import { interventionSteps, type InterventionStep } from '../../../domain/enums';

export const listKinds = ['verifications', 'interventions'] as const;
export type ListKind = (typeof listKinds)[number];

export interface ListFilters {
  step: InterventionStep | 'all';
  /** Scheduled date range, `YYYY-MM-DD`, inclusive; empty for no bound. */
  from: string;
  to: string;
  project: string;
  clientId: string;
  problemsOnly: boolean;
}

/** The verifications list opens on the verification step; the interventions list on every step. */
export function defaultFilters(kind: ListKind): ListFilters {
  return {
    step: kind === 'verifications' ? 'verification' : 'all',
    from: '',
    to: '',
    project: '',
    clientId: '',
    problemsOnly: false,
  };
}

/** Spec section 3: the verification filters are kept in session storage (one entry per list). */
export function filtersStorageKey(kind: ListKind): string {
  return kind === 'verifications' ? 'verificationFilters' : 'interventionFilters';
}

export function readStoredFilters(kind: ListKind): ListFilters {
  const fallback = defaultFilters(kind);
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(filtersStorageKey(kind)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return fallback;
    const stored = { ...fallback, ...raw } as ListFilters;
    const validStep = stored.step === 'all' || (interventionSteps as readonly string[]).includes(stored.step);
    return validStep ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function storeFilters(kind: ListKind, filters: ListFilters): void {
  sessionStorage.setItem(filtersStorageKey(kind), JSON.stringify(filters));
}

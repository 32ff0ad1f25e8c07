import type { ErrorCode, FieldIssue } from '../errors';

// Apart from the pipeline (./execute.ts), which imports every mutator: a screen that reads a
// refusal needs none of them in its chunk.

/** A permanent refusal, as data: its code, the detail for logs, and for a validation the invalid fields. */
export type Refusal =
  | { code: 'validation'; detail: string; issues: FieldIssue[] }
  | { code: Exclude<ErrorCode, 'validation'>; detail: string };

export type Rejection = { status: 'rejected' } & Refusal;

/** A rejection of any code; only a validation names fields. */
export function rejection(code: ErrorCode, detail: string, issues: FieldIssue[] = []): Rejection {
  return code === 'validation'
    ? { status: 'rejected', code, detail, issues }
    : { status: 'rejected', code, detail };
}

/** The invalid fields of a refused validation (none for any other refusal). */
export function issuesOf(refused: Refusal): readonly FieldIssue[] {
  return refused.code === 'validation' ? refused.issues : [];
}

/** The refusal a rejection carries, without its status. */
export function refusalOf({ status: _status, ...refused }: Rejection): Refusal {
  return refused;
}

import type { z } from 'zod';
import type { MutateResult } from '../../../db/mutate';
import type { FieldKeys } from '../lib/furniture-draft';

/**
 * What a catalogue action tells its form: saved, or translation keys to show next to fields
 * (`fields`) and above the form (`messageKey`). Keys carry their namespace; a form translates them
 * with `errors:internal` or `validation:invalid` as fallback, so a code added later still reads well.
 */
export type SaveResult = { ok: true } | { ok: false; fields: FieldKeys; messageKey?: string };

export const saved: SaveResult = { ok: true };

/** Zod messages of the domain schemas are keys of the `validation` namespace; others read "invalid". */
function validationKey(message: string): string {
  return /^[a-z_]+$/.test(message) ? `validation:${message}` : 'validation:invalid';
}

/** The field an issue is about: its first path part after the wrapper (`patch` of an update). */
function fieldOf(path: readonly PropertyKey[], wrapper: string | undefined): string {
  const parts = path.map(String);
  const start = wrapper !== undefined && parts[0] === wrapper ? 1 : 0;
  return parts[start] ?? '';
}

export function fromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  wrapper?: string,
): SaveResult {
  const fields: FieldKeys = {};
  for (const issue of issues) fields[fieldOf(issue.path, wrapper)] ??= validationKey(issue.message);
  const unplaced = fields[''];
  return unplaced === undefined ? { ok: false, fields } : { ok: false, fields, messageKey: unplaced };
}

export function fromZodError(error: z.ZodError, wrapper?: string): SaveResult {
  return fromIssues(error.issues, wrapper);
}

/** The error code of a refusal as a key of the `errors` namespace (`catalogue/x` -> `catalogue.x`). */
export function errorKey(code: string): string {
  return `errors:${code.replaceAll('/', '.')}`;
}

export function fromMutateResult(result: MutateResult, wrapper?: string): SaveResult {
  if (result.ok) return saved;
  const { error } = result;
  switch (error.code) {
    case 'validation':
      return fromIssues(
        error.issues.map((issue) => ({ path: issue.loc, message: issue.msg })),
        wrapper,
      );
    case 'refused':
      return { ok: false, fields: {}, messageKey: errorKey(error.reason) };
    case 'unknown_mutator':
      return { ok: false, fields: {}, messageKey: 'errors:internal' };
    default:
      return error satisfies never;
  }
}

import type { z } from 'zod';
import type { MutateResult } from '../db/mutate';
import { errorLabelKeyOf } from '../i18n/error-labels';
import { validationLabelKey } from '../i18n/validation-labels';

/** Translation keys (with their namespace) by the field they are about; '' is the form as a whole. */
export type FieldKeys = Partial<Record<string, string>>;

/**
 * What an action tells its screen: done, or what to show. `messageKey` is the one message for a
 * screen without field messages (a refusal, or the first invalid field's message); `fields` places
 * messages next to the fields they are about, for forms. Keys carry their namespace.
 */
export type ActionResult = { ok: true } | ActionFailure;
export type ActionFailure = { ok: false; messageKey: string; fields: FieldKeys };

export const done: ActionResult = { ok: true };

/** A refusal with no field to point at. */
export function failure(messageKey: string): ActionFailure {
  return { ok: false, messageKey, fields: {} };
}

/** Messages for fields (a form's own checks, or the schema's); the summary is the first of them. */
export function fieldsFailure(fields: FieldKeys): ActionFailure {
  const first = fields[''] ?? Object.values(fields).find((key) => key !== undefined) ?? 'errors:validation';
  return { ok: false, messageKey: first, fields };
}

/**
 * The message above a form that also shows its field messages: what no field holds, or, when every
 * message sits next to its field, the pointer to them ("check the fields").
 */
export function formMessageKey(result: ActionFailure): string {
  const placed = Object.entries(result.fields).some(([field, key]) => field !== '' && key !== undefined);
  return result.fields[''] ?? (placed ? 'errors:validation' : result.messageKey);
}

/** A refusal's code as a key of the `errors` namespace; a code this build does not know reads "internal". */
export function errorMessageKey(code: string): string {
  return errorLabelKeyOf(code);
}

/** Zod messages of the domain schemas are keys of the `validation` namespace; others read "invalid". */
function validationKey(message: string): string {
  return validationLabelKey(message) ?? 'validation:invalid';
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
): ActionResult {
  const fields: FieldKeys = {};
  for (const issue of issues) fields[fieldOf(issue.path, wrapper)] ??= validationKey(issue.message);
  return fieldsFailure(fields);
}

export function fromZodError(error: z.ZodError, wrapper?: string): ActionResult {
  return fromIssues(error.issues, wrapper);
}

export function fromMutateResult(result: MutateResult, wrapper?: string): ActionResult {
  if (result.ok) return done;
  const { error } = result;
  switch (error.code) {
    case 'validation':
      return fromIssues(
        error.issues.map((issue) => ({ path: issue.loc, message: issue.msg })),
        wrapper,
      );
    case 'refused':
      return failure(errorMessageKey(error.reason));
    case 'unknown_mutator':
      return failure('errors:internal');
    default:
      return error satisfies never;
  }
}

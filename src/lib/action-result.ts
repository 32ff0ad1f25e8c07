import type { z } from 'zod';
import type { MutateResult } from '../db/mutate';
import { fieldIssuesOf, type ErrorCode } from '../domain/errors';
import { issuesOf } from '../domain/mutators/refusal';
import { errorKeys, fieldErrorKeys, type ErrorKeys, type FieldKeys } from '../i18n/error-labels';
import { ApiError, NetworkError } from './api-client';

export type { FieldKeys };

/**
 * What an action tells its screen: done, or what to show (see ErrorKeys: one message, and the
 * messages placed next to their fields, for forms). Keys carry their namespace.
 */
export type ActionResult = ActionSuccess | ActionFailure;
/** `mutationID`: the change it queued, whose arrival at the server a "Saved" waits for. */
export type ActionSuccess = { ok: true; mutationID?: number };
export type ActionFailure = { ok: false } & ErrorKeys;

export const done: ActionResult = { ok: true };

/** A refusal with no field to point at. */
export function failure(messageKey: string): ActionFailure {
  return { ok: false, messageKey, fields: {} };
}

/** A refusal by its code alone (args the action itself found invalid, say). */
export function refused(code: ErrorCode): ActionFailure {
  return { ok: false, ...errorKeys(code) };
}

/** Messages for the fields of a form's own checks; the summary is the first of them. */
export function fieldsFailure(fields: FieldKeys): ActionFailure {
  return { ok: false, ...fieldErrorKeys(fields) };
}

/**
 * The message above a form that also shows its field messages: what no field holds, or, when every
 * message sits next to its field, the pointer to them ("check the fields").
 */
export function formMessageKey(result: ActionFailure): string {
  const placed = Object.entries(result.fields).some(([field, key]) => field !== '' && key !== undefined);
  return result.fields[''] ?? (placed ? errorKeys('validation').messageKey : result.messageKey);
}

export function fromZodError(error: z.ZodError, wrapper?: string): ActionFailure {
  return { ok: false, ...errorKeys('validation', fieldIssuesOf(error), wrapper) };
}

export function fromMutateResult(result: MutateResult, wrapper?: string): ActionResult {
  if (result.ok) return { ok: true, mutationID: result.mutationID };
  return { ok: false, ...errorKeys(result.error.code, issuesOf(result.error), wrapper) };
}

/** Tried with no network, an action only the server can do (an invitation, an upload). */
export const serverOnlyOfflineKey = 'errors:team.offline';

/**
 * An action's own words for some failures of its request: `offline` when no answer came (default:
 * "the server cannot be reached"), and `codes`, texts it says better than a code's general one.
 */
export interface RequestWords {
  offline?: string;
  codes?: Partial<Record<ErrorCode, string>>;
}

/**
 * THE path from a failed request to what its screen says: no answer reads `offline`, an answer its
 * code's text with the message of each invalid field (the field's `type` is its `validation` key;
 * its location starts with where it was: body, query), anything else "internal".
 */
export function fromRequestError(error: unknown, words: RequestWords = {}): ActionFailure {
  if (error instanceof NetworkError) return failure(words.offline ?? 'common:errors.network');
  const code = error instanceof ApiError ? error.code : 'internal';
  const fields = error instanceof ApiError ? error.fieldErrors : [];
  const keys = errorKeys(
    code,
    fields.map((field) => ({ loc: field.loc.slice(1), msg: field.type })),
  );
  const own = words.codes?.[code];
  return { ok: false, ...keys, messageKey: own ?? keys.messageKey };
}

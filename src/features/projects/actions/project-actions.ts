import type { z } from 'zod';
import { addressSchema, type Address } from '../../../domain/entities/common.schema';
import { projectDatesSchema } from '../../../domain/entities/project.schema';
import type { BillingType, ProjectSize } from '../../../domain/enums';
import { fieldIssuesOf } from '../../../domain/errors';
import type { Project } from '../../../domain/entities/project.schema';
import { projectUpdateArgs } from '../../../domain/mutators/project-update';
import { baseOf } from '../../../domain/mutators/stale-base';
import { errorKeys, type FieldKeys } from '../../../i18n/error-labels';
import { fieldsFailure, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';
import type { Mutate } from '../../../sync/client';

type ProjectPatch = z.input<typeof projectUpdateArgs>['patch'];

/**
 * `seen` is the project as the screen showed it when the user made the change: the server weighs a
 * field changed since against the conflict rules instead of overwriting it blindly.
 */
async function updateProject(
  mutate: Mutate,
  id: string,
  patch: ProjectPatch,
  seen: Project | undefined,
): Promise<ActionResult> {
  const base = seen === undefined ? undefined : baseOf<Record<string, unknown>>(seen, patch);
  const parsed = projectUpdateArgs.safeParse({ id, patch, base });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.projectUpdate(parsed.data), 'patch');
}

export function setBillingType(
  mutate: Mutate,
  seen: Project,
  billingType: BillingType,
): Promise<ActionResult> {
  return updateProject(mutate, seen.id, { billingType }, seen);
}

export function setOptions(mutate: Mutate, seen: Project, options: string[]): Promise<ActionResult> {
  return updateProject(mutate, seen.id, { options }, seen);
}

/** The delivery step's form, as typed: dates are '' while empty. */
export interface DeliveryForm {
  projectType: ProjectSize | null;
  address: Address;
  projectAccessNotes: string;
  start: string;
  end: string;
}

/** The messages of one part of the form, by the name of its field. */
function fieldKeysOf(schema: z.ZodType, value: unknown): FieldKeys {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : errorKeys('validation', fieldIssuesOf(parsed.error)).fields;
}

/**
 * Saves the delivery details in one update, or nothing: a house size is required (spec 5, the text
 * of the server's 'project/size_required'), and each
 * invalid field gets its message next to it. The address and dates are checked on their own
 * schemas so a message names the field inside them. Confirmed dates are the office's: left out.
 */
export async function saveDelivery(
  mutate: Mutate,
  id: string,
  form: DeliveryForm,
  datesConfirmed: boolean,
  seen?: Project,
): Promise<ActionResult> {
  const dates = { start: form.start || null, end: form.end || null, confirmed: false };
  const fields: FieldKeys = {
    ...fieldKeysOf(addressSchema, form.address),
    ...(datesConfirmed ? {} : fieldKeysOf(projectDatesSchema, dates)),
  };
  if (form.projectType === null) fields.projectType = errorKeys('project/size_required').messageKey;
  if (!datesConfirmed && dates.start !== null && dates.end !== null && dates.end < dates.start)
    fields.end = 'projects:delivery.end_before_start';
  if (Object.keys(fields).length > 0) return fieldsFailure(fields);
  return updateProject(
    mutate,
    id,
    {
      projectType: form.projectType,
      address: form.address,
      projectAccessNotes: form.projectAccessNotes,
      ...(datesConfirmed ? {} : { dates }),
    },
    seen,
  );
}

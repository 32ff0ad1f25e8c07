import { z } from 'zod';
import { projectSchema } from '../entities/project.schema';
import { roomSchema } from '../entities/room.schema';
import { billingTypes, projectSizes } from '../enums';

/** Bounds of an anonymous draft: what a visitor may store on the server without an account. */
export const trialLimits = { rooms: 20, linesPerRoom: 200, maxQuantity: 999 } as const;

const quantitySchema = z.number().int().min(1).max(trialLimits.maxQuantity);

/** A line names a furniture or a module, exactly one of the two, as lineAdd requires at sign-up. */
export const trialLineSchema = z.union([
  z.object({ furnitureId: z.uuid(), quantity: quantitySchema }).strict(),
  z.object({ moduleId: z.uuid(), quantity: quantitySchema }).strict(),
]);
export type TrialLine = z.infer<typeof trialLineSchema>;

export const trialRoomSchema = z.object({
  // The room's own bounds, so a draft that passes here also passes roomCreate at sign-up.
  name: roomSchema.shape.name,
  kind: roomSchema.shape.kind,
  multiplier: roomSchema.shape.multiplier,
  lines: z.array(trialLineSchema).max(trialLimits.linesPerRoom),
});
export type TrialRoom = z.infer<typeof trialRoomSchema>;

/**
 * A quote built in trial mode before signing up (spec section 2, `/trial/{trialId}`). The id is
 * a client-made UUIDv7 and the only key to the draft; at sign-up it becomes the project's id.
 * Every field a client may set on its draft is here, so signing up loses nothing.
 */
export const trialProjectSchema = z.object({
  id: z.uuidv7(),
  name: projectSchema.shape.name,
  billingType: z.enum(billingTypes),
  projectType: z.enum(projectSizes).optional(),
  address: projectSchema.shape.address,
  dates: projectSchema.shape.dates,
  projectAccessNotes: projectSchema.shape.projectAccessNotes,
  options: projectSchema.shape.options,
  rooms: z.array(trialRoomSchema).max(trialLimits.rooms),
});
export type TrialProject = z.infer<typeof trialProjectSchema>;

export const trialProjectParamsSchema = z.object({ id: z.uuidv7() });

/** Which catalogue field a line names: its furniture or its module. */
export function lineItemField(line: TrialLine): 'furnitureId' | 'moduleId' {
  return 'furnitureId' in line ? 'furnitureId' : 'moduleId';
}

/** The furniture or module id a line names. */
export function lineItemId(line: TrialLine): string {
  return 'furnitureId' in line ? line.furnitureId : line.moduleId;
}

/** Every furniture a draft uses, once each. */
export function trialFurnitureIds(trial: TrialProject): string[] {
  return uniqueLineIds(trial, (line) => ('furnitureId' in line ? line.furnitureId : undefined));
}

/** Every module a draft uses, once each. */
export function trialModuleIds(trial: TrialProject): string[] {
  return uniqueLineIds(trial, (line) => ('moduleId' in line ? line.moduleId : undefined));
}

function uniqueLineIds(trial: TrialProject, idOf: (line: TrialLine) => string | undefined): string[] {
  const ids = trial.rooms.flatMap((room) => room.lines.map(idOf));
  return [...new Set(ids.filter((id) => id !== undefined))];
}

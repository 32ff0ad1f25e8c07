import type { ProjectSize } from '../../../domain/enums';

/** The draft flow's steps, in order; each is a `?step=` value. */
export const draftSteps = ['define', 'offer', 'delivery', 'rooms', 'quote'] as const;
export type DraftStep = (typeof draftSteps)[number];

/** The delivery step's form: the flow's Next button submits it (the step itself loads on demand). */
export const deliveryFormId = 'draft-delivery-form';

/** The step a `?step=` value names, or null for a missing or unknown one. */
export function parseDraftStep(value: string | null): DraftStep | null {
  return draftSteps.find((step) => step === value) ?? null;
}

export interface DraftProgress {
  project: { projectType: ProjectSize | null };
  rooms: readonly unknown[];
  lines: readonly unknown[];
}

/**
 * Where a client resumes: the first step not yet done. Buy or rent has a default, so a draft with
 * neither a house size nor a room was never started; rooms without a size came from an offer, so
 * the delivery details are next; a size without furniture asks for the rooms.
 */
export function firstOpenStep({ project, rooms, lines }: DraftProgress): DraftStep {
  if (project.projectType === null) return rooms.length === 0 ? 'define' : 'delivery';
  return lines.length === 0 ? 'rooms' : 'quote';
}

/**
 * Whether the client may go to `target` from where it stands: the house size is required before
 * anything after the delivery step (spec 5), and going back is always allowed.
 */
export function mayReachStep(target: DraftStep, progress: DraftProgress): boolean {
  const past = draftSteps.indexOf(target) > draftSteps.indexOf('delivery');
  return !past || progress.project.projectType !== null;
}

export function neighbourStep(step: DraftStep, offset: -1 | 1): DraftStep | null {
  return draftSteps[draftSteps.indexOf(step) + offset] ?? null;
}

import type { z } from 'zod';
import { uuidv7 } from '../ids';
import { lineAdd, type lineAddArgs } from '../mutators/line-add';
import { projectCreate, type projectCreateArgs } from '../mutators/project-create';
import { projectUpdate, type projectUpdateArgs } from '../mutators/project-update';
import { roomCreate, type roomCreateArgs } from '../mutators/room-create';
import type { TrialProject } from './trial-project.schema';

/** Runs one named mutator; true when it applied. */
export type RunMutator = (name: string, args: unknown) => Promise<boolean>;

/**
 * Builds the draft as a project under the trial's id, through the shared mutators only, so the
 * rows are exactly those the draft screens would write: the server at sign-up, the device when it
 * loads a draft saved from another one. False when the project itself was refused; a refused room
 * skips its lines, a refused line is skipped, and the rest goes on.
 */
export async function applyTrialProject(trial: TrialProject, now: number, run: RunMutator): Promise<boolean> {
  const created = await run(projectCreate.name, {
    id: trial.id,
    name: trial.name,
    billingType: trial.billingType,
    projectType: trial.projectType,
    address: trial.address,
    dates: trial.dates,
  } satisfies z.input<typeof projectCreateArgs>);
  if (!created) return false;
  // projectCreate takes what a new project needs; the rest of the draft is a client's later edit.
  await run(projectUpdate.name, {
    id: trial.id,
    patch: { projectAccessNotes: trial.projectAccessNotes, options: trial.options },
  } satisfies z.input<typeof projectUpdateArgs>);
  for (const [position, room] of trial.rooms.entries()) {
    const roomId = uuidv7(now);
    const roomArgs = {
      id: roomId,
      projectId: trial.id,
      name: room.name,
      kind: room.kind,
      multiplier: room.multiplier,
      position,
    };
    if (!(await run(roomCreate.name, roomArgs satisfies z.input<typeof roomCreateArgs>))) continue;
    for (const line of room.lines)
      await run(lineAdd.name, { id: uuidv7(now), roomId, ...line } satisfies z.input<typeof lineAddArgs>);
  }
  return true;
}

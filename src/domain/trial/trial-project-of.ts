import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { Room } from '../entities/room.schema';
import type { TrialLine, TrialProject } from './trial-project.schema';
import { byPosition } from '../order';

/** lineAdd keeps exactly one of the two ids set. A line at zero adds nothing and is not kept. */
function trialLines({ furnitureId, moduleId, quantity }: PurchaseOrderLine): TrialLine[] {
  if (quantity < 1) return [];
  if (moduleId !== null) return [{ moduleId, quantity }];
  return furnitureId === null ? [] : [{ furnitureId, quantity }];
}

/**
 * The draft the visitor built on the device, as the trial API stores it: what applyTrialProject
 * builds back at sign-up. Rooms and lines in their screen order.
 */
export function trialProjectOf(
  project: Project,
  rooms: readonly Room[],
  lines: readonly PurchaseOrderLine[],
): TrialProject {
  return {
    id: project.id,
    name: project.name,
    billingType: project.billingType,
    ...(project.projectType === null ? {} : { projectType: project.projectType }),
    address: project.address,
    dates: project.dates,
    projectAccessNotes: project.projectAccessNotes,
    options: project.options,
    rooms: [...rooms]
      .filter((room) => room.projectId === project.id)
      .sort(byPosition)
      .map((room) => ({
        name: room.name,
        ...(room.kind === undefined ? {} : { kind: room.kind }),
        multiplier: room.multiplier,
        lines: lines
          .filter((line) => line.roomId === room.id)
          .sort(byPosition)
          .flatMap(trialLines),
      })),
  };
}

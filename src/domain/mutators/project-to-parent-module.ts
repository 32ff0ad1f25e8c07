import { furnitureModuleSchema, type ModuleContentLine } from '../entities/furniture-module.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import { childId, derivedId } from '../ids';
import { projectToParentModuleArgs } from '../projects/admin-actions.schema';
import { officeActionRefusal } from '../projects/status-machine';
import { defineMutator } from './define-mutator';
import { getRow, insertRow, mustGetRow, queryRows } from './rows';
import { byPositionThenId } from '../order';

/** A room's lines as a module's content: the quoted furniture or module, with the quoted quantity. */
function contentOf(moduleId: string, lines: readonly PurchaseOrderLine[]): ModuleContentLine[] {
  return [...lines]
    .sort(byPositionThenId)
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      id: childId(moduleId, line.id),
      kind: line.furnitureId === null ? 'module' : 'furniture',
      refId: line.furnitureId ?? line.moduleId,
      url: '',
      quantity: line.quantity,
    }));
}

/**
 * Turns the project into a ready-made offer (spec section 4): a parent furniture module named after
 * it, with one submodule per room holding the room's quoted lines. The parent lists each submodule
 * with the room's copies as quantity, the shape projectApplyOffer reads back into rooms. The
 * modules are the project's client's, for its project size.
 */
export const projectToParentModule = defineMutator({
  name: 'projectToParentModule',
  args: projectToParentModuleArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await getRow(tx, 'projects', args.id), 'toParentModule');
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.id);
    const rooms = (await queryRows(tx, 'rooms', 'projectId', project.id)).sort(byPositionThenId);
    const lines = await queryRows(tx, 'purchaseOrderLines', 'projectId', project.id);
    const shared = {
      projectType: project.projectType,
      clientIds: [project.clientId],
      createdAt: tx.now,
      updatedAt: tx.now,
    };
    const submodules = rooms.map((room) => ({
      room,
      module: furnitureModuleSchema.parse({
        ...shared,
        id: childId(args.moduleId, room.id),
        name: room.name,
        parentModuleId: args.moduleId,
        contentLines: contentOf(
          childId(args.moduleId, room.id),
          lines.filter((line) => line.roomId === room.id),
        ),
      }),
    }));
    await insertRow(
      tx,
      'furnitureModules',
      furnitureModuleSchema.parse({
        ...shared,
        id: args.moduleId,
        name: project.name,
        contentLines: submodules.map(({ room, module }, index) => ({
          id: derivedId(args.moduleId, index),
          kind: 'module',
          refId: module.id,
          quantity: room.multiplier,
        })),
      }),
    );
    for (const { module } of submodules) await insertRow(tx, 'furnitureModules', module);
  },
});

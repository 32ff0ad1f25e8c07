import { z } from 'zod';
import {
  canQuoteFurniture,
  canQuoteModule,
  catalogueViewerOf,
  clientReferrerOf,
  moduleQuoteRefusal,
  projectWriteRefusal,
  rangeQuoteRefusal,
  referrerModuleRefusal,
  type CatalogueViewer,
} from '../access';
import { negotiatedPrice } from '../catalogue/module-bill';
import type { FurnitureModule, ModuleContentLine } from '../entities/furniture-module.schema';
import type { Project, ProjectPack } from '../entities/project.schema';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { roomSchema } from '../entities/room.schema';
import { exhaustive } from '../enums';
import { childId, derivedId } from '../ids';
import { defineMutator } from './define-mutator';
import { moduleQuotePrice } from './module-price';
import { addPacks, negotiatedPack } from './project-packs';
import { getRow, insertRow, mustGetRow, queryRows } from './rows';
import type { Transaction } from './transaction';

export const offerSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('module'), moduleId: z.uuid() }),
  z.object({ kind: z.literal('range'), rangeId: z.uuid() }),
]);
export type OfferSource = z.infer<typeof offerSourceSchema>;

export const projectApplyOfferArgs = z.object({
  projectId: z.uuid(),
  source: offerSourceSchema,
  /** Every room and line this makes takes its id from the seed (derivedId), the same on both sides. */
  idSeed: z.uuid(),
});

type OfferItem = Pick<ModuleContentLine, 'kind' | 'refId' | 'quantity'>;

interface PlannedRoom {
  name: string;
  multiplier: number;
  items: readonly OfferItem[];
  /** The submodule the room is, whose negotiated price (if any) makes it a pack. */
  module: FurnitureModule | null;
}

type PlannedLine = { quantity: number; unitPriceCents: number } & (
  | { furnitureId: string; moduleId: null; negotiated: null }
  /** `negotiated`: the module and its price when the office negotiated one for the client. */
  | {
      furnitureId: null;
      moduleId: string;
      negotiated: { module: FurnitureModule; priceCents: number } | null;
    }
);

/**
 * Fills a project from a ready-made offer: a module (an apartment pack whose submodules are its
 * rooms, or a single room's pack) or a range (its core items). Rooms go after the existing ones;
 * what the actor may not quote is left out, like URL lines, which have no catalogue item. A module
 * the office priced for the client is one negotiated pack on the project (src/domain/pricing), which
 * every line it brings names; so is a nested module of a pack without such a price.
 */
export const projectApplyOffer = defineMutator({
  name: 'projectApplyOffer',
  args: projectApplyOfferArgs,
  async authorize(actor, args, tx) {
    const project = await getRow(tx, 'projects', args.projectId);
    const refusal = projectWriteRefusal(actor, project);
    if (refusal !== null || project === undefined) return refusal;
    const viewer = await catalogueViewerOf(tx, actor);
    switch (args.source.kind) {
      case 'module': {
        const { moduleId } = args.source;
        const client = await getRow(tx, 'clients', project.clientId);
        return (
          moduleQuoteRefusal(viewer, await getRow(tx, 'furnitureModules', moduleId)) ??
          referrerModuleRefusal(await clientReferrerOf(tx, client), moduleId)
        );
      }
      case 'range':
        return rangeQuoteRefusal(viewer, await getRow(tx, 'furnitureRanges', args.source.rangeId));
      default:
        return exhaustive(args.source);
    }
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.projectId);
    const viewer = await catalogueViewerOf(tx, tx.actor);
    const rooms = await plannedRooms(tx, viewer, args.source);
    const existing = await queryRows(tx, 'rooms', 'projectId', project.id);
    let position = existing.reduce((max, room) => Math.max(max, room.position + 1), 0);
    let counter = 0;
    const stamps = { createdAt: tx.now, updatedAt: tx.now };
    const packs: ProjectPack[] = [];
    // The pack `module` makes when the office negotiated its price for the client, else null.
    const packOf = (
      id: string,
      module: FurnitureModule | null | undefined,
      units: number,
      price?: number,
    ) => {
      const priceCents = price ?? (module == null ? null : negotiatedPrice(module, project.clientId));
      if (module == null || priceCents === null) return null;
      const pack = negotiatedPack(id, module, units, priceCents);
      packs.push(pack);
      return pack.id;
    };
    const offer =
      args.source.kind === 'module' ? await getRow(tx, 'furnitureModules', args.source.moduleId) : undefined;
    const offerPackId = offer === undefined ? null : packOf(childId(args.idSeed, offer.id), offer, 1);
    for (const planned of rooms) {
      const room = roomSchema.parse({
        id: derivedId(args.idSeed, counter++),
        projectId: project.id,
        name: planned.name,
        multiplier: planned.multiplier,
        position: position++,
        ...stamps,
      });
      await insertRow(tx, 'rooms', room);
      const roomPackId = offerPackId ?? packOf(derivedId(room.id, 0), planned.module, room.multiplier);
      let linePosition = 0;
      for (const item of planned.items) {
        for (const { negotiated, ...line } of await plannedLines(tx, viewer, project, item)) {
          const id = derivedId(args.idSeed, counter++);
          const units = line.quantity * room.multiplier;
          const packId =
            roomPackId ?? packOf(derivedId(id, 0), negotiated?.module, units, negotiated?.priceCents);
          await insertRow(
            tx,
            'purchaseOrderLines',
            purchaseOrderLineSchema.parse({
              ...line,
              id,
              packId,
              projectId: project.id,
              roomId: room.id,
              vatRateBp: project.vatRateBp,
              position: linePosition++,
              ...stamps,
            }),
          );
        }
      }
    }
    await addPacks(tx, project, packs);
  },
});

/** A room's name from its module: the name clients see, else the office's, cut to a room name's length. */
function roomName(name: string, clientName = ''): string {
  return (clientName.trim() || name).slice(0, roomSchema.shape.name.maxLength ?? undefined);
}

/** How many copies of a room a parent module asks for, within what a room's multiplier allows. */
function roomCopies(quantity: number): number {
  return Math.min(quantity, roomSchema.shape.multiplier.unwrap().maxValue ?? quantity);
}

async function plannedRooms(
  tx: Transaction,
  viewer: CatalogueViewer,
  source: OfferSource,
): Promise<PlannedRoom[]> {
  switch (source.kind) {
    case 'module':
      return moduleRooms(tx, viewer, await mustGetRow(tx, 'furnitureModules', source.moduleId));
    case 'range': {
      const range = await mustGetRow(tx, 'furnitureRanges', source.rangeId);
      return [
        {
          name: roomName(range.name),
          multiplier: 1,
          items: [{ kind: 'range', refId: range.id, quantity: 1 }],
          module: null,
        },
      ];
    }
    default:
      return exhaustive(source);
  }
}

/**
 * A module's rooms: its submodules (the modules naming it as parent) are rooms, in the order of
 * the parent's lines that name them (a line's quantity is the room's copies), then the others by
 * name. The parent's other lines make a room named after it, first; a module without submodules is
 * one room. A submodule the actor may not quote is left out, like any item.
 */
async function moduleRooms(
  tx: Transaction,
  viewer: CatalogueViewer,
  module: FurnitureModule,
): Promise<PlannedRoom[]> {
  const submodules = new Map(
    (await queryRows(tx, 'furnitureModules', 'parentModuleId', module.id)).map((child) => [child.id, child]),
  );
  const own: OfferItem[] = [];
  const rooms: PlannedRoom[] = [];
  const roomOf = (child: FurnitureModule, quantity: number) => {
    submodules.delete(child.id);
    if (canQuoteModule(viewer, child))
      rooms.push({
        name: roomName(child.name, child.clientName),
        multiplier: roomCopies(quantity),
        items: child.contentLines,
        module: child,
      });
  };
  for (const line of module.contentLines) {
    const child = line.kind === 'module' && line.refId !== null ? submodules.get(line.refId) : undefined;
    if (child === undefined) own.push(line);
    else roomOf(child, line.quantity);
  }
  const unlisted = [...submodules.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'fr') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  for (const child of unlisted) roomOf(child, 1);
  const ownRoom = { name: roomName(module.name, module.clientName), multiplier: 1, items: own, module: null };
  return rooms.length === 0 || own.length > 0 ? [ownRoom, ...rooms] : rooms;
}

/** The quote lines one content item becomes for the actor: none, one, or a range's core items. */
async function plannedLines(
  tx: Transaction,
  viewer: CatalogueViewer,
  project: Project,
  item: OfferItem,
): Promise<PlannedLine[]> {
  if (item.refId === null) return [];
  switch (item.kind) {
    case 'furniture': {
      const furniture = await getRow(tx, 'furniture', item.refId);
      if (furniture === undefined || !canQuoteFurniture(viewer, furniture)) return [];
      // The catalogue's price at the time of adding, as lineAdd takes it.
      return [
        {
          furnitureId: furniture.id,
          moduleId: null,
          quantity: item.quantity,
          unitPriceCents: furniture.priceExclVatCents,
          negotiated: null,
        },
      ];
    }
    case 'module': {
      const nested = await getRow(tx, 'furnitureModules', item.refId);
      if (nested === undefined || !canQuoteModule(viewer, nested)) return [];
      const { unitPriceCents, negotiatedCents } = await moduleQuotePrice(tx, nested.id, project);
      const negotiated = negotiatedCents === null ? null : { module: nested, priceCents: negotiatedCents };
      return [
        { furnitureId: null, moduleId: nested.id, quantity: item.quantity, unitPriceCents, negotiated },
      ];
    }
    case 'range': {
      const range = await getRow(tx, 'furnitureRanges', item.refId);
      if (rangeQuoteRefusal(viewer, range) !== null || range === undefined) return [];
      const lines: PlannedLine[] = [];
      for (const core of range.items.filter((entry) => entry.core)) {
        lines.push(
          ...(await plannedLines(tx, viewer, project, {
            kind: 'furniture',
            refId: core.furnitureId,
            quantity: item.quantity,
          })),
        );
      }
      return lines;
    }
    case 'url':
      return [];
    default:
      return exhaustive(item.kind);
  }
}

export type ProjectApplyOfferArgs = z.infer<typeof projectApplyOfferArgs>;

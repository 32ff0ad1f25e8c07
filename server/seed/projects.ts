import type { Furniture } from '../../src/domain/entities/furniture.schema';
import type { Project } from '../../src/domain/entities/project.schema';
import type { PurchaseOrderLine } from '../../src/domain/entities/purchase-order-line.schema';
import type { Room } from '../../src/domain/entities/room.schema';
import { projectStatuses, type AvailabilityStatus, type ProjectStatus } from '../../src/domain/enums';
import type { Tx } from '../db/client';
import { insertSyncedRows } from '../sync/bulk-insert';
import type { DemoAccounts } from './accounts';
import type { Random } from './catalogue';

const streets = [
  'rue de Rivoli',
  'boulevard Haussmann',
  'rue du Faubourg Saint-Honoré',
  'avenue de la République',
  "rue de l'Église",
  'quai de la Tournelle',
  'rue Lecourbe',
  'avenue Foch',
];
const cities = [
  { zipCode: '75011', city: 'Paris' },
  { zipCode: '75015', city: 'Paris' },
  { zipCode: '92100', city: 'Boulogne-Billancourt' },
  { zipCode: '94300', city: 'Vincennes' },
  { zipCode: '78000', city: 'Versailles' },
  { zipCode: '93100', city: 'Montreuil' },
];
const roomNames = ['Salon', 'Cuisine', 'Salle de bain', 'Chambre', 'Chambre 2', 'Entrée', 'Bureau'];
const sizes = ['Studio', 'T2', 'T3', 'T4', 'T5'] as const;
const lineAvailabilities: readonly AvailabilityStatus[] = [
  'available_in_warehouse',
  'prepared_in_warehouse',
  'bought_expected',
  'not_bought_expected',
  'quantity_modified',
  'unavailable',
];

export interface ProjectOwner {
  clientId: string;
  creatorId: string;
}

export interface SeededProject {
  project: Project;
  rooms: Room[];
  lines: PurchaseOrderLine[];
}

interface ProjectShape {
  status: ProjectStatus;
  rooms: number;
  linesPerRoom: () => number;
}

function buildProject(
  random: Random,
  stamp: string,
  owner: ProjectOwner,
  shape: ProjectShape,
  furniture: readonly Furniture[],
  index: number,
) {
  const place = random.pick(cities);
  const status = shape.status;
  const ordered = status === 'validated' || status === 'done';
  const project: Project = {
    id: random.id(),
    createdAt: stamp,
    updatedAt: stamp,
    name: `Appartement ${random.pick(streets)} (${index + 1})`,
    operationNumber: ordered ? `OP-2026-${String(index + 1).padStart(4, '0')}` : '',
    clientId: owner.clientId,
    creatorId: owner.creatorId,
    projectType: random.pick(sizes),
    dates: { start: '2026-04-01', end: '2026-04-15', confirmed: ordered },
    address: {
      street: random.pick(streets),
      number: String(random.int(1, 140)),
      zipCode: place.zipCode,
      city: place.city,
      country: 'FR',
      apartmentNumber: String(random.int(1, 40)),
      floor: String(random.int(0, 7)),
      hasElevator: random.next() < 0.6,
      hasEasyAccess: random.next() < 0.5,
      notes: '',
    },
    projectAccessNotes: 'Code porte 4521B, gardienne au rez-de-chaussée.',
    note: '',
    airtableLink: '',
    shoppingListUrl: '',
    purchaseOrderComments: '',
    billingType: random.next() < 0.3 ? 'rent' : 'buy',
    status,
    clientStatus: status === 'draft' ? 'draft' : 'done',
    submittedAt: status === 'draft' ? null : stamp,
    // Seeded quotes take no number: numbers are given by submissions, in order (quote_counters).
    quoteNumber: '',
    validatedAt: ordered ? stamp : null,
    vatRateBp: 2000,
    clientBudgetCents: random.int(5, 40) * 100_000,
    clientPriceAdjustmentCents: 0,
    clientPriceOverrideCents: null,
    clientPriceReason: '',
    frozenMultiplier: null,
    validatedPriceCents: null,
    estimatedDates: {
      delivery: null,
      intervention: ordered ? '2026-04-10' : null,
      warehousePreparation: null,
      deadline: null,
    },
    parentProjectId: null,
    // Every other project asks for assembly and packaging removal, so the demo's quotes show services.
    options: index % 2 === 0 ? ['assembly', 'packaging_removal'] : [],
    packs: [],
  };
  const rooms: Room[] = [];
  const lines: PurchaseOrderLine[] = [];
  for (let r = 0; r < shape.rooms; r++) {
    const room: Room = {
      id: random.id(),
      createdAt: stamp,
      updatedAt: stamp,
      projectId: project.id,
      name: roomNames[r % roomNames.length]!,
      multiplier: 1,
      position: r,
    };
    rooms.push(room);
    const count = shape.linesPerRoom();
    for (let l = 0; l < count; l++) {
      const item = random.pick(furniture);
      lines.push({
        id: random.id(),
        createdAt: stamp,
        updatedAt: stamp,
        projectId: project.id,
        roomId: room.id,
        furnitureId: item.id,
        moduleId: null,
        quantity: random.int(1, 3),
        unitPriceCents: item.priceExclVatCents,
        vatRateBp: 2000,
        notes: '',
        problem: '',
        replacementFurnitureId: null,
        availability: ordered ? random.pick(lineAvailabilities) : null,
        availabilityDate: ordered ? '2026-04-05' : null,
        availableQuantity: null,
        problemStatus: 'none',
        position: l,
        unavailability: null,
        packId: null,
      });
    }
  }
  return { project, rooms, lines };
}

/**
 * A project in every status for each demo creator (the B2B admin, the B2B agent, the B2C client),
 * plus, when scaled, bulk drafts of 5 rooms x 40 lines for the sync benchmarks.
 */
export async function seedProjects(
  tx: Tx,
  version: number,
  now: Date,
  random: Random,
  options: { scale: number; owners: readonly ProjectOwner[]; furniture: readonly Furniture[] },
): Promise<SeededProject[]> {
  const stamp = now.toISOString();
  const built: ReturnType<typeof buildProject>[] = [];
  for (const owner of options.owners) {
    // A cancelled demo project would shift every random draw after it: the demo keeps its rows.
    for (const status of projectStatuses.filter((candidate) => candidate !== 'cancelled')) {
      built.push(
        buildProject(
          random,
          stamp,
          owner,
          { status, rooms: random.int(3, 5), linesPerRoom: () => random.int(2, 6) },
          options.furniture,
          built.length,
        ),
      );
    }
  }
  const bulk = options.scale > 1 ? Math.round(7.5 * options.scale) : 0;
  const bulkOwner = options.owners[0];
  for (let n = 0; n < bulk && bulkOwner !== undefined; n++) {
    built.push(
      buildProject(
        random,
        stamp,
        bulkOwner,
        { status: 'draft', rooms: 5, linesPerRoom: () => 40 },
        options.furniture,
        built.length,
      ),
    );
  }
  await insertSyncedRows(
    tx,
    'projects',
    built.map((entry) => entry.project),
    version,
  );
  await insertSyncedRows(
    tx,
    'rooms',
    built.flatMap((entry) => entry.rooms),
    version,
  );
  await insertSyncedRows(
    tx,
    'purchaseOrderLines',
    built.flatMap((entry) => entry.lines),
    version,
  );
  return built.map(({ project, rooms, lines }) => ({ project, rooms, lines }));
}

/** The demo creators: the B2B client admin and agent, and the B2C client. */
export function demoProjectOwners(accounts: DemoAccounts): ProjectOwner[] {
  const owner = (clientId: string, email: string) => {
    const creatorId = accounts.userIds[email];
    return creatorId === undefined ? [] : [{ clientId, creatorId }];
  };
  return [
    ...owner(accounts.companyClientId, 'b2b-admin@fitout.test'),
    ...owner(accounts.companyClientId, 'b2b-agent@fitout.test'),
    ...owner(accounts.individualClientId, 'b2c@fitout.test'),
  ];
}

import type { Furniture } from '../../src/domain/entities/furniture.schema';
import type { Intervention, VerificationCard } from '../../src/domain/entities/intervention.schema';
import type { Project } from '../../src/domain/entities/project.schema';
import type { PurchaseOrderLine } from '../../src/domain/entities/purchase-order-line.schema';
import type { Room } from '../../src/domain/entities/room.schema';
import { projectSchema } from '../../src/domain/entities/project.schema';
import { uuidv7 } from '../../src/domain/ids';
import type { Db } from '../db/client';
import { nextVersion } from '../db/versions';
import { insertSyncedRows } from '../sync/bulk-insert';
import { furnitureImage } from './images';

const linesPerRoom = 15;
const roomNames = ['Salon', 'Cuisine', 'Salle de bain', 'Chambre', 'Entrée', 'Bureau', 'Cave', 'Terrasse'];

export interface LargePurchaseOrderOptions {
  lines: number;
  /** Distinct furniture images (one furniture item each); the lines cycle through them. */
  images: number;
  clientId: string;
  creatorId: string;
  /** Builds a furniture image URL; demo-style inline SVGs unless given (benchmarks serve real files). */
  imageUrl?: (index: number) => string;
  now?: Date;
}

/**
 * A validated purchase order with `lines` lines in rooms of 15, its intervention (verification
 * step) and one verification card per line, for the installer e2e and benchmarks. Furniture names
 * are numbered so each line can be found by name.
 */
export async function seedLargePurchaseOrder(db: Db, options: LargePurchaseOrderOptions): Promise<string> {
  const stamp = (options.now ?? new Date()).toISOString();
  const base = { createdAt: stamp, updatedAt: stamp };
  const imageUrl = options.imageUrl ?? ((index: number) => furnitureImage('table', (index * 37) % 360));
  const furniture: Furniture[] = Array.from({ length: Math.max(1, options.images) }, (_, index) => ({
    ...base,
    id: uuidv7(),
    name: `Article ${String(index + 1).padStart(3, '0')}`,
    clientName: '',
    sku: `LPO-${index + 1}`,
    supplierSku: '',
    supplier: '',
    categoryId: null,
    barcode: '',
    description: '',
    images: [imageUrl(index)],
    url: '',
    erpLink: '',
    priceExclVatCents: 10_000,
    priceInclVatCents: 12_000,
    note: '',
    warningEn: '',
    warningFr: '',
    isDisabled: false,
    archived: false,
    availability: 'available_in_warehouse',
    stockQuantity: 10,
  }));
  const project: Project = projectSchema.parse({
    ...base,
    id: uuidv7(),
    name: `Grand appartement (${options.lines} lignes)`,
    operationNumber: `OP-LARGE-${options.lines}`,
    clientId: options.clientId,
    creatorId: options.creatorId,
    status: 'validated',
    clientStatus: 'done',
    validatedAt: stamp,
    estimatedDates: { intervention: '2026-04-10' },
  });
  const rooms: Room[] = Array.from({ length: Math.ceil(options.lines / linesPerRoom) }, (_, index) => ({
    ...base,
    id: uuidv7(),
    projectId: project.id,
    name: `${roomNames[index % roomNames.length]} ${Math.floor(index / roomNames.length) + 1}`,
    multiplier: 1,
    position: index,
  }));
  const lines: PurchaseOrderLine[] = Array.from({ length: options.lines }, (_, index) => ({
    ...base,
    id: uuidv7(),
    projectId: project.id,
    roomId: rooms[Math.floor(index / linesPerRoom)]!.id,
    furnitureId: furniture[index % furniture.length]!.id,
    moduleId: null,
    quantity: 1 + (index % 3),
    unitPriceCents: 10_000,
    vatRateBp: 2000,
    notes: '',
    problem: '',
    replacementFurnitureId: null,
    availability: 'prepared_in_warehouse',
    availabilityDate: null,
    availableQuantity: null,
    problemStatus: 'none',
    position: index % linesPerRoom,
    unavailability: null,
    packId: null,
  }));
  const intervention: Intervention = {
    ...base,
    id: uuidv7(),
    projectId: project.id,
    step: 'verification',
    scheduledAt: '2026-04-10T08:00:00.000Z',
    notes: '',
  };
  const cards: VerificationCard[] = lines.map((line) => ({
    ...base,
    id: uuidv7(),
    projectId: project.id,
    interventionId: intervention.id,
    lineId: line.id,
    quantityAsked: line.quantity,
    quantityChecked: 0,
    checked: false,
    returnedToWarehouse: false,
    notes: '',
    problemStatus: 'none',
  }));
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await insertSyncedRows(tx, 'furniture', furniture, version);
    await insertSyncedRows(tx, 'projects', [project], version);
    await insertSyncedRows(tx, 'rooms', rooms, version);
    await insertSyncedRows(tx, 'purchaseOrderLines', lines, version);
    await insertSyncedRows(tx, 'interventions', [intervention], version);
    await insertSyncedRows(tx, 'verificationCards', cards, version);
  });
  return project.id;
}

import { serviceRateIds } from '../../../src/domain/catalogue';
import { uuidv7 } from '../../../src/domain/ids';
import type { Project } from '../../../src/domain/entities/project.schema';
import type { Db } from '../../../server/db/client';
import { nextVersion } from '../../../server/db/versions';
import { demoIds } from '../../../server/seed/accounts';
import { insertSyncedRows } from '../../../server/sync/bulk-insert';

const stamp = '2026-03-01T08:00:00.000Z';
const base = () => ({ id: uuidv7(), createdAt: stamp, updatedAt: stamp });

export interface FixtureProject {
  id: string;
  name: string;
  operationNumber: string;
  validatedAt: string | null;
  status: Project['status'];
  billingType: Project['billingType'];
  clientId: string;
}

export interface PurchaseFixture {
  projects: FixtureProject[];
  suppliers: string[];
}

/** The inline picture of the second furniture: a data: URI, which the export must not copy. */
export const inlinePicture =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/**
 * Projects validated at chosen instants, each with an operation number and two rooms (one of two
 * copies), furniture of two suppliers (one with a comma, a quote and an accent; one pictured at a
 * web address, one inline), a module line and a note that looks like a formula. The first project's
 * purchase order has two versions, the second's one, the others none. Amounts are chosen so VAT and the client multiplier round (half away from zero). Every
 * project chose three services (one per line, one per room, one included); the first holds a
 * negotiated pack that includes its module lines and an overridden price, the second an adjustment.
 */
export async function insertPurchaseFixture(
  db: Db,
  creatorId: string,
  shapes: readonly Omit<FixtureProject, 'id' | 'name' | 'operationNumber' | 'clientId'>[],
): Promise<PurchaseFixture> {
  const suppliers = ['Maison "Bois", Frères', 'Éclairage Sud'];
  const furniture = suppliers.map((supplier, index) => ({
    ...base(),
    name: index === 0 ? 'Chaise Écorce' : 'Lampe Arc',
    supplier,
    supplierSku: `REF-${index + 1}`,
    url: `https://shop.example/item-${index}`,
    images: [index === 0 ? `https://img.example/item-${index}.jpg` : inlinePicture],
    priceExclVatCents: 12_345 + index,
    priceInclVatCents: 14_814,
  }));
  const module = { ...base(), name: 'Pack chambre' };
  const projects: FixtureProject[] = shapes.map((shape, index) => ({
    ...shape,
    id: uuidv7(),
    name: `Projet ${index + 1}`,
    operationNumber: `OP-2026-${index + 1}`,
    clientId: index % 2 === 0 ? demoIds.companyClient : demoIds.individualClient,
  }));
  const pack = {
    id: uuidv7(),
    moduleId: module.id,
    name: 'Pack chambre négocié',
    quantity: 1,
    priceCents: 150_001,
  };
  const pricing = (index: number) => ({
    options: ['assembly', 'cleaning', 'packaging_removal'],
    ...(index === 0 ? { packs: [pack], clientPriceOverrideCents: 500_000 } : {}),
    ...(index === 1 ? { clientPriceAdjustmentCents: -1_234 } : {}),
  });
  const serviceRates = [
    { key: 'assembly', rule: 'perLine', priceCents: 1_505, vatRateBp: 2000 },
    { key: 'cleaning', rule: 'perRoom', priceCents: 2_999, vatRateBp: 1000 },
    { key: 'packaging_removal', rule: 'included', priceCents: 0, vatRateBp: 2000 },
  ] as const;
  const rooms = projects.flatMap((project) => [
    { ...base(), projectId: project.id, name: 'Salon', multiplier: 1 },
    // A default room, made on a French screen: each reader's file names it in its language.
    { ...base(), projectId: project.id, name: 'Chambre', kind: 'room', multiplier: 2 },
  ]);
  const lines = rooms.flatMap((room, index) => [
    {
      ...base(),
      projectId: room.projectId,
      roomId: room.id,
      furnitureId: furniture[index % 2]!.id,
      quantity: 3,
      unitPriceCents: furniture[index % 2]!.priceExclVatCents,
      vatRateBp: 2000,
      notes: index === 0 ? '=SUM(A1:A2) à vérifier' : 'Livrer; étage 3',
    },
    {
      ...base(),
      projectId: room.projectId,
      roomId: room.id,
      moduleId: module.id,
      quantity: 1,
      unitPriceCents: 99_999,
      vatRateBp: 550,
      packId: room.projectId === projects[0]?.id ? pack.id : null,
    },
  ]);
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await insertSyncedRows(tx, 'furniture', furniture, version);
    await insertSyncedRows(tx, 'furnitureModules', [module], version);
    await insertSyncedRows(
      tx,
      'projects',
      projects.map((project, index) => ({
        ...base(),
        ...project,
        ...pricing(index),
        creatorId,
        clientStatus: 'done',
        submittedAt: stamp,
      })),
      version,
    );
    await insertSyncedRows(tx, 'rooms', rooms, version);
    await insertSyncedRows(tx, 'purchaseOrderLines', lines, version);
    const order = (projectId: string, number: number) => ({
      ...base(),
      projectId,
      number,
      mode: 'normal',
      reason: number === 1 ? 'validate' : 'regenerate',
      createdById: creatorId,
      interventionId: null,
      lines: [],
    });
    await insertSyncedRows(
      tx,
      'purchaseOrders',
      [order(projects[0]!.id, 1), order(projects[0]!.id, 2), order(projects[1]!.id, 1)],
      version,
    );
    await insertSyncedRows(
      tx,
      'serviceRates',
      serviceRates.map((rate) => ({ ...base(), ...rate, id: serviceRateIds[rate.key] })),
      version,
    );
  });
  return { projects, suppliers };
}

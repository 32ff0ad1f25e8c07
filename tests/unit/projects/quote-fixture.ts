import type { LocalRow } from '../../../src/db/database';
import { clientSchema } from '../../../src/domain/entities/client.schema';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../../src/domain/entities/purchase-order-line.schema';
import { roomSchema } from '../../../src/domain/entities/room.schema';
import { serviceRateIds } from '../../../src/domain/catalogue';
import type { ProjectDraft } from '../../../src/features/projects/hooks/use-project-draft';

const stamp = '2026-01-01T00:00:00.000Z';
const base = { createdAt: stamp, updatedAt: stamp, version: 1 };

function id(kind: number, n: number): string {
  return `01900000-0000-7000-8000-${kind.toString(16)}${n.toString(16).padStart(11, '0')}`;
}

const names = ['Canapé d’angle velours', 'Étagère chêne massif', 'Lit double « Élégance »', 'Chaise œuvre'];

/** The office's service prices: one of each rule, at two VAT rates. */
export const fixtureServiceRates: LocalRow<'serviceRates'>[] = (
  [
    ['assembly', 'perRoom', 4_500, 2000],
    ['packaging_removal', 'included', 0, 2000],
    ['old_furniture_removal', 'perProject', 12_000, 2000],
    ['cleaning', 'perLine', 500, 1000],
  ] as const
).map(([key, rule, priceCents, vatRateBp]) => ({
  id: serviceRateIds[key],
  key,
  rule,
  priceCents,
  vatRateBp,
  ...base,
}));

/**
 * A draft of `roomCount` rooms of `linesPerRoom` lines each, with accented French names, a client
 * multiplier of 1.5 and room multipliers of 1 to 3, as a company client's large project would be.
 */
export function quoteDraft(
  roomCount: number,
  linesPerRoom: number,
  project: Partial<LocalRow<'projects'>> = {},
): ProjectDraft {
  const projectRow = {
    ...projectSchema.parse({
      id: id(1, 0),
      name: 'Résidence Hélène',
      clientId: id(2, 0),
      creatorId: id(3, 0),
      ...base,
    }),
    version: 1,
    ...project,
  };
  const client = {
    ...clientSchema.parse({
      id: id(2, 0),
      name: 'Société Générale d’Hôtellerie',
      billingAddress: {},
      isCompany: true,
      pricingMultiplier: 1.5,
      ...base,
    }),
    version: 1,
  };
  const furniture = new Map<string, LocalRow<'furniture'>>();
  for (const [n, name] of names.entries()) {
    const row = furnitureSchema.parse({
      id: id(4, n),
      name,
      priceExclVatCents: 12_345 * (n + 1),
      priceInclVatCents: 14_814 * (n + 1),
      ...base,
    });
    furniture.set(row.id, { ...row, version: 1 });
  }
  const rooms: LocalRow<'rooms'>[] = [];
  const lines: LocalRow<'purchaseOrderLines'>[] = [];
  for (let r = 0; r < roomCount; r++) {
    const room = roomSchema.parse({
      id: id(5, r),
      projectId: projectRow.id,
      name: `Chambre n° ${r + 1}`,
      multiplier: (r % 3) + 1,
      position: r,
      ...base,
    });
    rooms.push({ ...room, version: 1 });
    for (let l = 0; l < linesPerRoom; l++) {
      const furnitureId = id(4, l % names.length);
      const line = purchaseOrderLineSchema.parse({
        id: id(6, r * 1000 + l),
        projectId: projectRow.id,
        roomId: room.id,
        furnitureId,
        quantity: (l % 4) + 1,
        unitPriceCents: furniture.get(furnitureId)?.priceExclVatCents ?? 0,
        position: l,
        ...base,
      });
      lines.push({ ...line, version: 1 });
    }
  }
  return {
    project: projectRow,
    client,
    rooms,
    lines,
    furniture,
    rentMonths: 28,
    serviceRates: fixtureServiceRates,
  };
}

import { describe, expect, it } from 'vitest';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../../src/domain/entities/purchase-order-line.schema';
import { projectStatuses, type ProjectStatus } from '../../../src/domain/enums';
import type { ErrorCode } from '../../../src/domain/errors';
import { uuidv7 } from '../../../src/domain/ids';
import type { Actor } from '../../../src/domain/mutators';
import {
  availableOfficeActions,
  datesConflict,
  officeActionFromStatus,
  officeActionRefusal,
  officeActions,
  purchaseOrderItems,
  type OfficeAction,
} from '../../../src/domain/projects';
import { admin, agent, clientAdmin, clientId, now, referrer } from './support/mutator-env';

const projectId = uuidv7();

function project(status: ProjectStatus, creatorId = uuidv7()): Project {
  return projectSchema.parse({
    id: projectId,
    createdAt: now,
    updatedAt: now,
    name: 'Appartement Rivoli',
    clientId,
    creatorId,
    status,
    clientStatus: status === 'draft' ? 'draft' : 'done',
  });
}

/** The spec's office actions, written out independently of the table they check. */
const startsFrom: Record<OfficeAction, readonly ProjectStatus[]> = {
  regeneratePurchaseOrder: ['validated'],
  recordUnavailability: ['validation', 'validated'],
  toggleBilling: ['draft', 'quotation', 'validation'],
  editLinePrices: ['draft', 'quotation', 'validation'],
  duplicate: projectStatuses,
  copyQuote: projectStatuses,
  toParentModule: projectStatuses,
  createComplementary: ['validated', 'done'],
};

function stateRefusal(action: OfficeAction, status: ProjectStatus): ErrorCode {
  if (status === 'cancelled') return 'project/cancelled';
  if (action === 'regeneratePurchaseOrder' && status !== 'done') return 'purchase_order/none';
  if (action === 'toggleBilling' || action === 'editLinePrices') return 'project/already_validated';
  return 'conflict';
}

describe('the office actions table', () => {
  it.each(officeActions)('%s: the office from its statuses, with a clear reason elsewhere', (action) => {
    const answers = Object.fromEntries(
      projectStatuses.map((status) => [status, officeActionRefusal(admin, project(status), action)]),
    );
    const wanted = Object.fromEntries(
      projectStatuses.map((status) => [
        status,
        startsFrom[action].includes(status) ? null : stateRefusal(action, status),
      ]),
    );
    expect(answers).toEqual(wanted);
  });

  it.each(officeActions)('%s: refused to clients, referrers and installers in every status', (action) => {
    const installer: Actor = { kind: 'installer', purchaseOrderId: projectId, tokenId: uuidv7() };
    for (const status of projectStatuses) {
      const own = project(status, agent.kind === 'user' ? agent.userId : '');
      expect(officeActionRefusal(clientAdmin, own, action)).toBe('auth/forbidden');
      expect(officeActionRefusal(agent, own, action)).toBe('auth/forbidden');
      expect(officeActionRefusal(referrer, own, action)).toBe('not_found');
      expect(officeActionRefusal(installer, own, action)).toBe('auth/forbidden');
    }
    expect(officeActionRefusal(admin, undefined, action)).toBe('not_found');
  });

  it.each(officeActions)('%s: offered from the statuses it starts from', (action) => {
    for (const status of projectStatuses)
      expect(officeActionFromStatus(status, action), status).toBe(startsFrom[action].includes(status));
  });

  it('offers the office the buttons of a validated project', () => {
    expect(availableOfficeActions(admin, project('validated'))).toEqual([
      'regeneratePurchaseOrder',
      'recordUnavailability',
      'duplicate',
      'copyQuote',
      'toParentModule',
      'createComplementary',
    ]);
    expect(availableOfficeActions(agent, project('validated'))).toEqual([]);
  });
});

describe('what a purchase order version orders', () => {
  const roomA = { id: uuidv7(), name: 'Salon', multiplier: 2, position: 1 };
  const roomB = { id: uuidv7(), name: 'Cuisine', multiplier: 1, position: 0 };
  const [chair, table, lamp, sofa] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  const line = (roomId: string, furnitureId: string, position: number, extra: object = {}) =>
    purchaseOrderLineSchema.parse({
      id: uuidv7(),
      createdAt: now,
      updatedAt: now,
      projectId,
      roomId,
      furnitureId,
      quantity: 3,
      unitPriceCents: 10_000,
      position,
      ...extra,
    });
  const furniture = new Map([
    [chair, { name: 'Chaise', sku: 'CH-1' }],
    [table, { name: 'Table', sku: 'TA-1' }],
    [lamp, { name: 'Lampe', sku: 'LA-1' }],
    [sofa, { name: 'Canapé', sku: 'SO-1' }],
  ]);

  it('applies each change, counts the room copies, and keeps the quote order', () => {
    const lines = [
      line(roomA.id, chair, 0, {
        unavailability: { change: 'replace', furnitureId: sofa, unitPriceCents: 25_000 },
      }),
      line(roomA.id, table, 1, { unavailability: { change: 'reduce', quantity: 1 } }),
      line(roomB.id, lamp, 0, { unavailability: { change: 'remove' } }),
      line(roomB.id, table, 1),
      line(uuidv7(), lamp, 0),
    ];
    const packed = { ...lines[3]!, packId: 'pack' };
    const items = purchaseOrderItems({
      rooms: [roomA, roomB],
      lines: [...lines.slice(0, 3), packed, lines[4]!],
      furniture,
      modules: new Map(),
      clientMultiplier: 1.5,
      packs: [{ id: 'pack', moduleId: uuidv7(), name: 'Pack', quantity: 1, priceCents: 90_000 }],
    });
    // The client pays the quoted line (through ×1.5), nothing apart for what its pack includes.
    expect(
      items.map((item) => [
        item.roomName,
        item.name,
        item.quantity,
        item.unitPriceCents,
        item.clientUnitPriceCents,
        item.change,
      ]),
    ).toEqual([
      ['Cuisine', 'Table', 3, 10_000, 0, null],
      ['Salon', 'Canapé', 6, 25_000, 15_000, 'replace'],
      ['Salon', 'Table', 2, 10_000, 15_000, 'reduce'],
    ]);
  });

  it('asks for a force only when the merchandise arrives after the first installation', () => {
    const dated = (estimatedDates: object, start: string | null = null) =>
      projectSchema.parse({ ...project('validation'), estimatedDates, dates: { start } });
    const lines = [{ availabilityDate: '2026-04-12' }, { availabilityDate: null }];
    expect(datesConflict(dated({ intervention: '2026-04-10' }), lines)).toEqual({
      arrival: '2026-04-12',
      installation: '2026-04-10',
    });
    expect(datesConflict(dated({ intervention: '2026-04-12' }), lines)).toBeNull();
    expect(datesConflict(dated({ delivery: '2026-05-01' }, '2026-04-20'), [])).toEqual({
      arrival: '2026-05-01',
      installation: '2026-04-20',
    });
    expect(datesConflict(dated({ delivery: '2026-05-01' }), lines)).toBeNull();
  });
});

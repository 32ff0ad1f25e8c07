import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cardHistoryListSchema,
  type CardHistoryEntry,
} from '../../../src/domain/interventions/card-history.schema';
import type { PullResponse, PushResponse } from '../../../src/domain/sync/protocol.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, pullAll } from '../sync/sync-helpers';
import {
  cardOf,
  cardsOf,
  createLink,
  installerHeaders,
  installerPull,
  installerPush,
  mutationAt,
  freshOrders,
  type PurchaseOrder,
} from './install-helpers';

let env: TestApp;
let admin: string;
let order: PurchaseOrder;
let other: PurchaseOrder;
let headers: Record<string, string>;

beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());
beforeEach(async () => {
  ({ admin, order, other } = await freshOrders(env));
  headers = installerHeaders(await createLink(env, admin, order.id), order.id);
});

async function pushOk(
  pushHeaders: Record<string, string>,
  clientID: string,
  mutations: ReturnType<typeof mutationAt>[],
) {
  const response = await installerPush(env, pushHeaders, clientID, mutations);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PushResponse>();
}

async function history(): Promise<CardHistoryEntry[]> {
  const response = await env.app.inject({
    method: 'GET',
    url: `/api/v1/interventions/${order.id}/history`,
    headers: env.as(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return cardHistoryListSchema.parse(response.json()).entries;
}

describe('installer sync', () => {
  it('pulls exactly its purchase order: project, rooms, lines, their furniture, intervention, cards', async () => {
    const response = await installerPull(env, headers, 'install-device-scope', null);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PullResponse>();
    expect(page.more).toBe(false);
    const rows = new Map(page.changes.map((change) => [`${change.entity}/${change.id}`, change]));
    expect(live(rows, 'projects').map((row) => row.id)).toEqual([order.id]);
    for (const entity of ['rooms', 'purchaseOrderLines', 'interventions', 'verificationCards']) {
      const found = live(rows, entity);
      expect(found.length, entity).toBeGreaterThan(0);
      expect(
        found.every((row) => row.data?.projectId === order.id),
        entity,
      ).toBe(true);
    }
    expect(
      live(rows, 'verificationCards')
        .map((row) => row.id)
        .sort(),
    ).toEqual(order.cards.map((card) => card.id).sort());
    const furnitureIds = new Set(live(rows, 'purchaseOrderLines').map((row) => row.data?.furnitureId));
    const furniture = live(rows, 'furniture');
    expect(furniture.length).toBeGreaterThan(0);
    expect(furniture.every((row) => furnitureIds.has(row.id))).toBe(true);
    for (const entity of [
      'users',
      'clients',
      'businessReferrers',
      'leads',
      'furnitureRanges',
      'furnitureCategories',
    ])
      expect(live(rows, entity), entity).toEqual([]);
    // Prices are not the installer's business: read as zero, the rows keep their shape.
    expect(
      furniture.every((row) => row.data?.priceExclVatCents === 0 && row.data.priceInclVatCents === 0),
    ).toBe(true);
    expect(live(rows, 'purchaseOrderLines').every((row) => row.data?.unitPriceCents === 0)).toBe(true);
    expect(live(rows, 'projects')[0]?.data).toMatchObject({
      clientPriceReason: '',
      validatedPriceCents: null,
    });
    // The admin sees far more, prices included: the token's scope is not the whole back office.
    const everything = await pullAll(env, admin, 'admin-device-scope');
    expect(live(everything.rows, 'projects').length).toBeGreaterThan(1);
    const priced = live(everything.rows, 'purchaseOrderLines').filter(
      (row) => row.data?.projectId === order.id,
    );
    expect(priced.some((row) => Number(row.data?.unitPriceCents) > 0)).toBe(true);
  });

  it('a link for another purchase order resets the device (another scope)', async () => {
    const first = (await installerPull(env, headers, 'install-device-a', null)).json<PullResponse>();
    const otherHeaders = installerHeaders(await createLink(env, admin, other.id), other.id);
    const again = await installerPull(env, otherHeaders, 'install-device-b', first.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json<PullResponse>().reset).toBe(true);
  });

  it('refuses changes to another purchase order’s cards and admin-only mutations', async () => {
    const foreignCard = other.cards[0]!;
    const result = await pushOk(headers, 'install-device-refused', [
      mutationAt(1, 'verificationCardUpdate', { id: foreignCard.id, patch: { checked: true } }),
      mutationAt(2, 'verificationCardsVerifyRoom', {
        interventionId: other.intervention.id,
        roomId: '0195a000-0000-7000-8000-000000000001',
      }),
      mutationAt(3, 'interventionReset', { id: order.intervention.id }),
      mutationAt(4, 'interventionSetStep', { id: order.intervention.id, step: 'installation' }),
      mutationAt(5, 'roomRename', { id: '0195a000-0000-7000-8000-000000000002', name: 'x' }),
    ]);
    expect(result.results.map((entry) => entry.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(await cardOf(env, foreignCard.id)).toEqual(foreignCard);
  });

  it('the same queue under a link for another purchase order is refused; under a new link for the same order it resumes', async () => {
    const card = order.cards[0]!;
    await pushOk(headers, 'install-device-owner', [
      mutationAt(1, 'verificationCardUpdate', { id: card.id, patch: { notes: 'a' } }),
    ]);
    const otherHeaders = installerHeaders(await createLink(env, admin, other.id), other.id);
    const wrongOrder = await installerPush(env, otherHeaders, 'install-device-owner', [
      mutationAt(2, 'verificationCardUpdate', { id: card.id, patch: { notes: 'b' } }),
    ]);
    expect(wrongOrder.statusCode).toBe(403);
    const newLink = installerHeaders(await createLink(env, admin, order.id), order.id);
    const resumed = await pushOk(newLink, 'install-device-owner', [
      mutationAt(2, 'verificationCardUpdate', { id: card.id, patch: { notes: 'b' } }),
    ]);
    expect(resumed.lastMutationID).toBe(2);
    expect((await cardOf(env, card.id)).notes).toBe('b');
  });

  it('a replayed mutation is applied and recorded in history once', async () => {
    const card = order.cards[0]!;
    const change = mutationAt(1, 'verificationCardUpdate', {
      id: card.id,
      patch: { quantityChecked: 1, checked: true },
    });
    await pushOk(headers, 'install-device-replay', [change]);
    const replay = await pushOk(headers, 'install-device-replay', [change]);
    expect(replay.results).toEqual([{ id: 1, status: 'skipped' }]);
    const entries = (await history()).filter((entry) => entry.cardId === card.id);
    expect(entries.map((entry) => entry.field).sort()).toEqual(['checked', 'quantityChecked']);
    expect(entries[0]).toMatchObject({
      actor: { kind: 'installer' },
      clientId: 'install-device-replay',
      deviceTime: '2026-03-02T09:00:00.000Z',
      receivedAt: env.clock.now().toISOString(),
    });
  });

  it('two installers offline: different lines both survive; on one field the later wins and the earlier stays in history', async () => {
    const [cardA, cardB] = order.cards as [PurchaseOrder['cards'][number], PurchaseOrder['cards'][number]];
    const second = installerHeaders(await createLink(env, admin, order.id), order.id);
    // Made offline at 10:00 (first) and 10:05 (second); they reach the server in that order.
    await pushOk(headers, 'install-device-first', [
      mutationAt(
        1,
        'verificationCardUpdate',
        { id: cardA.id, patch: { checked: true } },
        '2026-03-02T10:00:00.000Z',
      ),
      mutationAt(
        2,
        'verificationCardUpdate',
        { id: cardB.id, patch: { problemStatus: 'damaged_item', notes: 'rayure' } },
        '2026-03-02T10:00:00.000Z',
      ),
    ]);
    env.clock.advance(60_000);
    await pushOk(second, 'install-device-second', [
      mutationAt(
        1,
        'verificationCardUpdate',
        { id: cardB.id, patch: { problemStatus: 'missing_item' } },
        '2026-03-02T10:05:00.000Z',
      ),
      mutationAt(
        2,
        'verificationCardUpdate',
        { id: cardB.id, patch: { returnedToWarehouse: true } },
        '2026-03-02T10:05:00.000Z',
      ),
    ]);
    expect(await cardOf(env, cardA.id)).toMatchObject({ checked: true });
    expect(await cardOf(env, cardB.id)).toMatchObject({
      problemStatus: 'missing_item',
      notes: 'rayure',
      returnedToWarehouse: true,
    });
    const problem = (await history()).filter(
      (entry) => entry.cardId === cardB.id && entry.field === 'problemStatus',
    );
    expect(problem.map((entry) => [entry.oldValue, entry.newValue, entry.clientId])).toEqual([
      ['damaged_item', 'missing_item', 'install-device-second'],
      [cardB.problemStatus, 'damaged_item', 'install-device-first'],
    ]);
  });

  it('verifies a room in one mutation and the admin resets the intervention', async () => {
    const pulled = (await installerPull(env, headers, 'install-device-room', null)).json<PullResponse>();
    const lines = pulled.changes.filter(
      (change) => change.entity === 'purchaseOrderLines' && change.data !== null,
    );
    const roomId = String(lines[0]!.data!.roomId);
    const roomLines = new Set(lines.filter((line) => line.data!.roomId === roomId).map((line) => line.id));
    await pushOk(headers, 'install-device-room', [
      mutationAt(1, 'verificationCardsVerifyRoom', { interventionId: order.intervention.id, roomId }),
    ]);
    const after = await cardsOf(env, order.intervention.id);
    for (const card of after) {
      if (roomLines.has(card.lineId)) {
        expect(card).toMatchObject({
          checked: true,
          quantityChecked: card.quantityAsked,
          problemStatus: 'none',
        });
      } else {
        expect(card.checked).toBe(false);
      }
    }

    const reset = await env.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      headers: env.as(admin),
      payload: {
        clientID: 'admin-device-reset',
        protocolVersion: 1,
        mutations: [
          mutationAt(1, 'interventionSetStep', { id: order.intervention.id, step: 'installation' }),
          mutationAt(2, 'interventionReset', { id: order.intervention.id }),
        ],
      },
    });
    expect(reset.json<PushResponse>().results.map((result) => result.status)).toEqual(['applied', 'applied']);
    for (const card of await cardsOf(env, order.intervention.id))
      expect(card).toMatchObject({
        checked: false,
        quantityChecked: 0,
        problemStatus: 'none',
        returnedToWarehouse: false,
      });
    const resetEntries = (await history()).filter((entry) => entry.actor.kind === 'user');
    expect(resetEntries.length).toBeGreaterThan(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundMessages } from '../../../server/db/schema';
import { createOdooClient } from '../../../server/integrations/erp/odoo-client';
import { quoteBreakdown } from '../../../src/domain/pricing';
import { projectCharges } from '../../../src/domain/purchases';
import { chargeLabels } from '../../../server/i18n/charge-labels';
import { createOdooErp, odooOrderRef } from '../../../server/integrations/erp/odoo-erp';
import { createTestApp, type TestApp } from '../support/test-app';
import { chargeProduct, enqueue, erpOrder, outboxConfig, startFakes, type Fakes } from './outbox-fixtures';

let fakes: Fakes;
let env: TestApp;

beforeAll(async () => {
  fakes = await startFakes();
  env = await createTestApp({ seed: 'accounts', config: { outbox: outboxConfig(fakes) } });
});
afterAll(async () => {
  await env.close();
  await fakes.close();
});
beforeEach(() => env.reset());

const projectId = '0190a0b0-0000-7000-8000-00000000e001';

async function deliverAll() {
  while ((await env.app.outbox.runOnce()) > 0);
}

/** The adapter on its own, with the charge product `charges` names. */
function odooErp(charges = chargeProduct) {
  return createOdooErp(
    createOdooClient({
      url: fakes.odoo.url,
      apiKey: fakes.odoo.apiKey,
      database: fakes.odoo.database,
      timeoutMs: 30_000,
    }),
    { dropshipRoute: 'Dropship', chargeProduct: charges },
  );
}

/** The fake's products are numbered from 1 in the order they were given: the skus, then the charge product. */
const chargeProductId = 4;

const cents = (priceUnit: unknown) => Math.round(Number(priceUnit) * 100);

async function messageRow(id: string) {
  const [row] = await env.db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
  return row!;
}

describe('the ERP adapter (Odoo JSON-2 API)', () => {
  it('registers a normal validation as a confirmed sale order with its lines: an unknown priced item on the charge product, an unknown unpriced one as a note', async () => {
    const [id] = await enqueue(env, [{ kind: 'erp.registerOrder', projectId, payload: erpOrder(projectId) }]);
    await deliverAll();
    expect((await messageRow(id!)).state).toBe('delivered');
    const orders = fakes.odoo.orders().filter((o) => o.client_order_ref === odooOrderRef(projectId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ state: 'sale', origin: 'OP-2026-042 #1' });
    expect(
      orders[0]!.lines.map((l) => [
        l.product_id === false ? null : (l.product_id as [number])[0],
        l.product_uom_qty ?? null,
        l.price_unit ?? null,
        l.route_id ?? null,
        l.display_type,
      ]),
    ).toEqual([
      [1, 2, 450, null, false],
      [2, 1, 300.5, null, false],
      [null, null, null, null, 'line_note'],
      [chargeProductId, 1, 99, null, false],
    ]);
    expect(orders[0]!.lines.map((l) => l.name)).toEqual([
      'Sofa',
      'Table',
      'Cushion of the pack (UNKNOWN-8) × 2',
      'Rug from a flea market (UNKNOWN-9)',
    ]);
    expect(fakes.odoo.created.counts.get(id!)).toBe(1);
  });

  it('puts every line of a dropshipping validation on the dropship route', async () => {
    const dropProject = '0190a0b0-0000-7000-8000-00000000e002';
    await enqueue(env, [
      {
        kind: 'erp.registerOrder',
        projectId: dropProject,
        payload: erpOrder(dropProject, { mode: 'dropshipping' }),
      },
    ]);
    await deliverAll();
    const [order] = fakes.odoo.orders().filter((o) => o.client_order_ref === odooOrderRef(dropProject));
    const itemLines = order!.lines.filter(
      (l) => l.display_type === false && (l.product_id as [number])[0] !== chargeProductId,
    );
    expect(itemLines.map((l) => l.route_id)).toEqual([
      fakes.odoo.dropshipRouteId,
      fakes.odoo.dropshipRouteId,
    ]);
  });

  it('does not order twice when a registration is delivered again (its answer was lost)', async () => {
    const again = '0190a0b0-0000-7000-8000-00000000e003';
    const erp = odooErp();
    await erp.registerOrder(erpOrder(again), 'key-1');
    await erp.registerOrder(erpOrder(again), 'key-1');
    expect(fakes.odoo.orders().filter((o) => o.client_order_ref === odooOrderRef(again))).toHaveLength(1);
  });

  it("sends a pack, a service and the office's adjustment as lines of the charge product: Σ quantity × unit price is the quote excl. VAT", async () => {
    const charged = '0190a0b0-0000-7000-8000-00000000e007';
    const lines = [
      { id: 'a', sku: 'SOFA-1', roomId: 'r1', quantity: 3, unitPriceCents: 12_345, vatRateBp: 2000 },
      { id: 'b', sku: 'TABLE-2', roomId: 'r2', quantity: 1, unitPriceCents: 30_001, vatRateBp: 550 },
      {
        id: 'c',
        sku: 'LAMP-3',
        roomId: 'r2',
        quantity: 2,
        unitPriceCents: 9_999,
        vatRateBp: 2000,
        packId: 'pk',
      },
    ];
    const quote = quoteBreakdown({
      lines,
      rooms: [
        { id: 'r1', multiplier: 2 },
        { id: 'r2', multiplier: 1 },
      ],
      clientMultiplier: 1.5,
      vatRateBp: 2000,
      billingType: 'buy',
      rentMonths: 1,
      packs: [{ id: 'pk', name: 'Pack lampes', quantity: 1, priceCents: 25_001 }],
      options: ['assembly'],
      serviceRates: [{ key: 'assembly', rule: 'perRoom', priceCents: 4_999, vatRateBp: 2000 }],
      clientPriceAdjustmentCents: -777,
    });
    const order = erpOrder(charged, {
      lines: quote.rooms.flatMap((room) =>
        room.lines.map(({ line, price }) => ({
          lineId: line.id,
          sku: line.sku,
          name: line.sku,
          quantity: line.quantity * price.copies,
          unitPriceCents: price.unit.exclVatCents,
        })),
      ),
      charges: projectCharges({ id: charged }, quote, chargeLabels('en')).map((charge) => ({
        name: charge.name,
        quantity: charge.quantity,
        unitPriceCents: charge.unitCents,
      })),
    });
    await odooErp().registerOrder(order, 'charges');
    const sold = fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(charged))!;
    expect(
      sold.lines
        .filter((l) => (l.product_id as [number])[0] === chargeProductId)
        .map((l) => [l.name, l.product_uom_qty, cents(l.price_unit)]),
    ).toEqual([
      ['Pack lampes', 1, 25_001],
      ['Assembly', 3, 4_999],
      ['Adjustment by our team', 1, -777],
    ]);
    const sum = sold.lines.reduce((total, l) => total + cents(l.price_unit) * Number(l.product_uom_qty), 0);
    expect(sum).toBe(quote.total.exclVatCents);
    expect(sold.lines.find((l) => l.name === 'LAMP-3')).toMatchObject({ price_unit: 0, product_uom_qty: 2 });
  });

  it('refuses for good, saying why, an order with charges when Odoo has no charge product', async () => {
    const missing = '0190a0b0-0000-7000-8000-00000000e008';
    const order = erpOrder(missing, { charges: [{ name: 'Assembly', quantity: 1, unitPriceCents: 5_000 }] });
    await expect(odooErp('NO-SUCH-PRODUCT').registerOrder(order, 'missing')).rejects.toMatchObject({
      permanent: true,
      message: 'no product with internal reference "NO-SUCH-PRODUCT" in Odoo to carry the order\'s charges',
    });
    expect(fakes.odoo.orders().some((o) => o.client_order_ref === odooOrderRef(missing))).toBe(false);
  });

  it('updates the order on regeneration, and refuses with the spec text once the warehouse is preparing', async () => {
    const regen = '0190a0b0-0000-7000-8000-00000000e004';
    await enqueue(env, [
      { kind: 'erp.registerOrder', projectId: regen, orderingKey: `erp:${regen}`, payload: erpOrder(regen) },
    ]);
    const [update] = await enqueue(env, [
      {
        kind: 'erp.updateOrder',
        projectId: regen,
        orderingKey: `erp:${regen}`,
        payload: erpOrder(regen, {
          purchaseOrderNumber: 2,
          lines: [{ lineId: 'l1', sku: 'SOFA-1', name: 'Sofa', quantity: 3, unitPriceCents: 45_000 }],
        }),
      },
    ]);
    await deliverAll();
    expect((await messageRow(update!)).state).toBe('delivered');
    const order = () => fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(regen))!;
    expect(order().origin).toBe('OP-2026-042 #2');
    expect(order().lines.map((l) => l.product_uom_qty)).toEqual([3]);

    fakes.odoo.startPreparing(order().id);
    const [refused] = await enqueue(env, [
      {
        kind: 'erp.updateOrder',
        projectId: regen,
        orderingKey: `erp:${regen}`,
        payload: erpOrder(regen, { purchaseOrderNumber: 3, lines: [] }),
      },
    ]);
    await deliverAll();
    // Refused for good on the first try: no retry could change the warehouse's progress.
    expect(await messageRow(refused!)).toMatchObject({
      state: 'dead',
      attempts: 1,
      lastError: 'an error happened; maybe the warehouse started preparing items',
    });
    expect(order().lines.map((l) => l.product_uom_qty)).toEqual([3]);
  });

  it('delivers an update after the registration it follows, never before', async () => {
    const ordered = '0190a0b0-0000-7000-8000-00000000e005';
    fakes.odoo.setDown(true);
    await enqueue(env, [
      {
        kind: 'erp.registerOrder',
        projectId: ordered,
        orderingKey: `erp:${ordered}`,
        payload: erpOrder(ordered),
      },
    ]);
    const [update] = await enqueue(env, [
      {
        kind: 'erp.updateOrder',
        projectId: ordered,
        orderingKey: `erp:${ordered}`,
        payload: erpOrder(ordered, { purchaseOrderNumber: 2 }),
      },
    ]);
    await env.app.outbox.runOnce();
    // The registration failed; its update was not even tried.
    expect((await messageRow(update!)).attempts).toBe(0);
    fakes.odoo.setDown(false);
    env.clock.advance(60_000);
    await deliverAll();
    expect((await messageRow(update!)).state).toBe('delivered');
    expect(fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(ordered))!.origin).toBe(
      'OP-2026-042 #2',
    );
  });

  it("reads each line's stock state back", async () => {
    const stock = '0190a0b0-0000-7000-8000-00000000e006';
    const erp = odooErp();
    const lines = [
      { lineId: 'a', sku: 'SOFA-1', quantity: 2 },
      { lineId: 'b', sku: 'TABLE-2', quantity: 1 },
      { lineId: 'c', sku: 'LAMP-3', quantity: 4 },
      { lineId: 'd', sku: 'UNKNOWN-9', quantity: 1 },
    ];
    expect((await erp.lineStates(stock, lines)).map((s) => s.availability)).toEqual(
      Array(4).fill('not_found_in_erp'),
    );
    await erp.registerOrder(
      erpOrder(stock, {
        lines: lines.map((l) => ({ ...l, name: l.sku, unitPriceCents: 100 })),
      }),
      'k',
    );
    const orderId = fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(stock))!.id;
    fakes.odoo.setLine(orderId, 'SOFA-1', { free_qty_today: 5 });
    fakes.odoo.setLine(orderId, 'TABLE-2', { forecast_expected_date: '2026-04-10 08:00:00' });
    fakes.odoo.setLine(orderId, 'LAMP-3', { product_uom_qty: 3 });
    expect(await erp.lineStates(stock, lines)).toEqual([
      {
        lineId: 'a',
        availability: 'available_in_warehouse',
        availabilityDate: null,
        availableQuantity: null,
      },
      {
        lineId: 'b',
        availability: 'bought_expected',
        availabilityDate: '2026-04-10',
        availableQuantity: null,
      },
      { lineId: 'c', availability: 'quantity_modified', availabilityDate: null, availableQuantity: 3 },
      { lineId: 'd', availability: 'not_found_in_erp', availabilityDate: null, availableQuantity: null },
    ]);
  });
});

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRateIds } from '../../../src/domain/catalogue';
import type { EntityName, EntityRow } from '../../../src/domain/entities/registry';
import { uuidv7 } from '../../../src/domain/ids';
import {
  defaultRentMonths,
  linePrice,
  packIdsOf,
  projectMultiplier,
  projectQuoteBreakdown,
  projectQuoteTotals,
} from '../../../src/domain/pricing';
import { buildQuoteSnapshot } from '../../../src/domain/quotes/build-snapshot';
import type { PullResponse } from '../../../src/domain/sync/protocol.schema';
import { odooOrderRef } from '../../../server/integrations/erp/odoo-erp';
import { demoIds } from '../../../server/seed/accounts';
import { outboxConfig, startFakes, type Fakes } from '../outbox/outbox-fixtures';
import {
  applied,
  emails,
  generalInformation,
  quotableFurniture,
  stored,
  storedWhere,
  userDevice,
  validateArgs,
} from '../projects/office-helpers';
import { tinyPng } from '../support/stored-acceptance';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, newClientId, pullAll } from '../sync/sync-helpers';

/**
 * Issue 30: one project of the company client (×1.5) with a negotiated pack, furniture in a room of
 * two identical copies, a priced service and the office's adjustment, validated for the ERP. What
 * the client's device computes from its pull, the office's figures, the purchases export and the
 * ERP's sale order agree to the cent (excl. VAT, bought).
 */

let fakes: Fakes;
let env: TestApp;

beforeAll(async () => {
  fakes = await startFakes();
  env = await createTestApp({ config: { outbox: outboxConfig(fakes) } });
});
afterAll(async () => {
  await env?.close();
  await fakes?.close();
});

type Rows = Map<string, PullResponse['changes'][number]>;

function pulled<E extends EntityName>(rows: Rows, entity: E, projectId?: string): EntityRow<E>[] {
  return live(rows, entity)
    .map((row) => row.data as EntityRow<E>)
    .filter((row) => projectId === undefined || (row as { projectId?: string }).projectId === projectId);
}

const cents = (decimal: unknown) => Math.round(Number(decimal) * 100);

/** The company's project, brought by its client and the office to validated (normal mode). */
async function validatedProject() {
  const admin = await userDevice(env, emails.admin);
  const client = await userDevice(env, emails.clientAdmin);
  const furniture = await quotableFurniture(env, client.token);
  fakes.odoo.addProducts(furniture.map((item) => item.sku).filter((sku) => sku !== ''));
  const company = { id: demoIds.companyClient };

  const moduleId = uuidv7();
  expect(
    await admin.push('furnitureModuleCreate', {
      id: moduleId,
      name: 'Pack bureau négocié',
      clientIds: [company.id],
      clientPrices: [{ clientId: company.id, priceCents: 123_457 }],
    }),
  ).toMatchObject(applied);
  expect(
    await admin.push('serviceRateSet', {
      key: 'assembly',
      rule: 'perLine',
      priceCents: 1_999,
      vatRateBp: 2000,
    }),
  ).toMatchObject(applied);

  const projectId = uuidv7();
  const roomId = uuidv7();
  const [first, second] = furniture.filter((item) => item.sku !== '');
  const steps: [string, unknown][] = [
    ['projectCreate', { id: projectId, name: 'Bureaux Voltaire', projectType: 'T2' }],
    ['roomCreate', { id: roomId, projectId, name: 'Open space' }],
    ['roomUpdate', { id: roomId, patch: { multiplier: 2 } }],
    ['lineAdd', { id: uuidv7(), roomId, furnitureId: first!.id, quantity: 3 }],
    ['lineAdd', { id: uuidv7(), roomId, furnitureId: second!.id, quantity: 1 }],
    ['lineAdd', { id: uuidv7(), roomId, moduleId, quantity: 1 }],
    ['projectUpdate', { id: projectId, patch: { options: ['assembly'] } }],
    ['projectTransition', { id: projectId, action: 'submit' }],
  ];
  for (const [name, args] of steps) expect(await client.push(name, args), name).toMatchObject(applied);
  const adjustment = {
    ...generalInformation,
    clientPriceAdjustmentCents: -1_234,
    clientPriceReason: 'Remise de fidélité',
  };
  expect(await admin.push('projectUpdate', { id: projectId, patch: adjustment })).toMatchObject(applied);
  expect(await admin.push('projectTransition', { id: projectId, action: 'markQuoted' })).toMatchObject(
    applied,
  );
  // The client signs the quote its device shows: the server, pricing at cost through ×1.5, finds
  // the same quote (pack, copies, service, adjustment) and keeps the signature.
  const { rows } = await pullAll(env, client.token, newClientId());
  const [project] = pulled(rows, 'projects').filter((p) => p.id === projectId);
  const snapshot = buildQuoteSnapshot({
    project: project!,
    client: pulled(rows, 'clients')[0],
    rooms: pulled(rows, 'rooms', projectId),
    lines: pulled(rows, 'purchaseOrderLines', projectId),
    serviceRates: pulled(rows, 'serviceRates'),
    rentMonths: defaultRentMonths,
  });
  const signature = {
    id: uuidv7(),
    projectId,
    snapshot,
    signerName: 'Claire Dubois',
    signaturePng: tinyPng,
    signedAt: '2026-03-02T09:00:00.000Z',
  };
  expect(await client.push('quoteAccept', signature)).toMatchObject(applied);
  expect(await admin.push('projectValidate', validateArgs(projectId))).toMatchObject(applied);
  while ((await env.app.outbox.runOnce()) > 0);
  return { projectId, clientToken: client.token, adminToken: admin.token };
}

describe('a company project, four ways', () => {
  it("the client's device, the office, the purchases export and the ERP order agree to the cent", async () => {
    const { projectId, clientToken, adminToken } = await validatedProject();

    // 1. The company's device: its pull (its own prices, its multiplier reading 1).
    const { rows } = await pullAll(env, clientToken, newClientId());
    const [project] = pulled(rows, 'projects').filter((p) => p.id === projectId);
    const [client] = pulled(rows, 'clients');
    expect(client!.pricingMultiplier).toBe(1);
    const deviceRooms = pulled(rows, 'rooms', projectId);
    const deviceLines = pulled(rows, 'purchaseOrderLines', projectId);
    const onDevice = projectQuoteTotals(
      project!,
      deviceRooms,
      deviceLines,
      client!.pricingMultiplier,
      defaultRentMonths,
      pulled(rows, 'serviceRates'),
    ).total.exclVatCents;

    // 2. The office: the stored rows, at cost, through the stored multiplier.
    const office = (await stored(env, 'projects', projectId))!;
    const multiplier = projectMultiplier(office, await stored(env, 'clients', office.clientId));
    expect(multiplier).toBe(1.5);
    const officeQuote = projectQuoteBreakdown(
      office,
      await storedWhere(env, 'rooms', 'projectId', projectId),
      await storedWhere(env, 'purchaseOrderLines', 'projectId', projectId),
      multiplier,
      defaultRentMonths,
      [(await stored(env, 'serviceRates', serviceRateIds.assembly))!],
    );
    // Every part is there: the pack, the service (3 lines × 2 copies) and the adjustment.
    expect(officeQuote.packs.map(({ pack }) => [pack.name, pack.priceCents])).toEqual([
      ['Pack bureau négocié', 123_457],
    ]);
    expect(officeQuote.services.map((s) => [s.key, s.count, s.unit.exclVatCents])).toEqual([
      ['assembly', 6, 1_999],
    ]);
    expect(officeQuote.adjustment?.exclVatCents).toBe(-1_234);

    // 3. The purchases export of the project: Σ quantity × client price.
    const response = await env.app.inject({
      url: `/api/v1/purchases/export?${new URLSearchParams({
        start: '2026-03-02',
        end: '2026-03-03',
        projectId,
        format: 'csv',
      }).toString()}`,
      headers: { ...env.as(adminToken), 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = (parse(response.rawPayload, { bom: true }) as string[][]).slice(1);
    const exported = records.reduce((sum, cells) => sum + Number(cells[5]) * cents(cells[9]), 0);

    // 4. The ERP's sale order: Σ quantity × unit price of its lines.
    const order = fakes.odoo.orders().find((o) => o.client_order_ref === odooOrderRef(projectId));
    expect(order?.state).toBe('sale');
    const erp = order!.lines.reduce(
      (sum, line) =>
        sum + (line.display_type === false ? Number(line.product_uom_qty) * cents(line.price_unit) : 0),
      0,
    );

    expect({ office: officeQuote.total.exclVatCents, exported, erp }).toEqual({
      office: onDevice,
      exported: onDevice,
      erp: onDevice,
    });

    // Line by line: each ordered item at the unit the client's device shows, its copies counted.
    const packIds = packIdsOf(project!.packs);
    const copies = deviceRooms[0]!.multiplier;
    expect(copies).toBe(2);
    const [ordered] = await storedWhere(env, 'purchaseOrders', 'projectId', projectId);
    for (const line of deviceLines) {
      const unit = linePrice(line, copies, 1, { billingType: 'buy' }, packIds).unit.exclVatCents;
      const item = ordered!.lines.find((candidate) => candidate.lineId === line.id)!;
      expect(item.clientUnitPriceCents, item.name).toBe(unit);
      const erpLine = order!.lines.find((candidate) => candidate.name === item.name);
      if (item.sku === '') continue;
      expect([erpLine?.product_uom_qty, cents(erpLine?.price_unit)], item.name).toEqual([
        line.quantity * copies,
        unit,
      ]);
    }
  });
});

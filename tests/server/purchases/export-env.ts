import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Language } from '../../../src/domain/enums';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertPurchaseFixture, type PurchaseFixture } from './purchase-fixtures';

/*
 * Paris leaves winter time on 2026-03-29 at 01:00 UTC. The period [03-29, 03-30) is read in UTC:
 * a purchase at the start instant is in, one at the end instant is out, and one at 23:30 UTC on
 * the 29th (already the 30th in Paris) is in.
 */
export const period = { start: '2026-03-29', end: '2026-03-30' };
const shapes = [
  { validatedAt: '2026-03-29T00:00:00.000Z', status: 'validated', billingType: 'buy' },
  { validatedAt: '2026-03-29T23:30:00.000Z', status: 'done', billingType: 'rent' },
  { validatedAt: '2026-03-30T00:00:00.000Z', status: 'validated', billingType: 'buy' },
  { validatedAt: '2026-03-28T23:30:00.000Z', status: 'validated', billingType: 'buy' },
  // A quote the client accepted but the office never validated: not a purchase.
  { validatedAt: null, status: 'validation', billingType: 'buy' },
] as const;

/** The export's columns, in their order, as the files' titles and cells follow them. */
export const columnKeys = [
  'room',
  'module',
  'furniture',
  'link',
  'imageUrl',
  'quantity',
  'notes',
  'price',
  'priceInclVat',
  'clientPrice',
  'totalPrice',
  'totalVat',
  'totalInclVat',
  'clientTotal',
  'project',
  'operationNumber',
  'client',
  'supplier',
  'supplierReference',
  'purchaseOrder',
  'validatedOn',
] as const;
export const column = (key: (typeof columnKeys)[number]) => columnKeys.indexOf(key);

export interface ExportEnv {
  env: TestApp;
  admin: string;
  fixture: PurchaseFixture;
}

/**
 * One app on the demo's accounts for the file, and before each test the purchase fixture afresh
 * (created by the company client's admin), with an office session.
 */
export function useExportEnv(): ExportEnv {
  const state = {} as ExportEnv;
  beforeAll(async () => {
    state.env = await createTestApp({ seed: 'accounts' });
  });
  afterAll(async () => {
    await state.env?.close();
  });
  beforeEach(async () => {
    const { env } = state;
    await env.reset();
    state.admin = await env.login('admin@fitout.test');
    const creator = await env.login('b2b-admin@fitout.test');
    const me = await env.app.inject({ url: '/api/v1/auth/me', headers: env.as(creator) });
    state.fixture = await insertPurchaseFixture(env.db, me.json<{ _id: string }>()._id, shapes);
  });
  return state;
}

export function exportUrl(query: Record<string, string>): string {
  return `/api/v1/purchases/export?${new URLSearchParams(query).toString()}`;
}

/** The export as `token` (the office by default) asks for it, in `language`. */
export async function download(
  state: ExportEnv,
  query: Record<string, string>,
  language: Language = 'en',
  token = state.admin,
) {
  return state.env.app.inject({
    url: exportUrl(query),
    headers: { ...state.env.as(token), 'accept-language': language },
  });
}

import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { enqueueMessages } from '../../../server/outbox/enqueue';
import type { ErpOrder, NewMessage } from '../../../server/outbox/messages';
import { startFakeAirtable, type FakeAirtable } from '../support/fake-airtable';
import { startFakeChat, type FakeChat } from '../support/fake-chat';
import { startFakeOdoo, type FakeOdoo } from '../support/fake-odoo';

export const skus = ['SOFA-1', 'TABLE-2', 'LAMP-3'];
/** The service product whose lines carry the charges (ODOO_CHARGE_PRODUCT's default). */
export const chargeProduct = 'FITOUT-CHARGE';

export interface Fakes {
  odoo: FakeOdoo;
  airtable: FakeAirtable;
  chat: FakeChat;
  close(): Promise<void>;
}

export async function startFakes(): Promise<Fakes> {
  const odoo = await startFakeOdoo({ products: [...skus, chargeProduct] });
  const airtable = await startFakeAirtable({ table: 'Projects', mergeField: 'Operation number' });
  const chat = await startFakeChat();
  return {
    odoo,
    airtable,
    chat,
    async close() {
      await Promise.all([odoo.close(), airtable.close(), chat.close()]);
    },
  };
}

/** The outbox configured, through the environment variables a deployment sets, to reach the fakes. */
export function outboxConfig(fakes: Fakes, env: Record<string, string> = {}): Config['outbox'] {
  return loadConfig({
    ODOO_URL: fakes.odoo.url,
    ODOO_API_KEY: fakes.odoo.apiKey,
    ODOO_DATABASE: fakes.odoo.database,
    AIRTABLE_URL: fakes.airtable.url,
    AIRTABLE_TOKEN: fakes.airtable.token,
    AIRTABLE_BASE_ID: fakes.airtable.baseId,
    CHAT_WEBHOOK_URL: fakes.chat.webhookUrl,
    OUTBOX_RETRY_BASE_MS: '20',
    OUTBOX_RETRY_MAX_MS: '200',
    OUTBOX_POLL_MS: '20',
    // A send's time limit is not what these tests try: on a busy machine a slow answer from a fake
    // must not become a retry, and a retry a second delivery.
    OUTBOX_TIMEOUT_MS: '30000',
    ...env,
  }).outbox;
}

export function erpOrder(projectId: string, overrides: Partial<ErpOrder> = {}): ErpOrder {
  return {
    projectId,
    reference: 'OP-2026-042',
    customer: { id: '0190a0b0-0000-7000-8000-0000000000c1', name: 'Maison Rivoli' },
    purchaseOrderId: '0190a0b0-0000-7000-8000-0000000000a1',
    purchaseOrderNumber: 1,
    mode: 'normal',
    lines: [
      { lineId: 'l1', sku: 'SOFA-1', name: 'Sofa', quantity: 2, unitPriceCents: 45_000 },
      { lineId: 'l2', sku: 'TABLE-2', name: 'Table', quantity: 1, unitPriceCents: 30_050 },
      { lineId: 'l3', sku: 'UNKNOWN-9', name: 'Rug from a flea market', quantity: 1, unitPriceCents: 9_900 },
      { lineId: 'l4', sku: 'UNKNOWN-8', name: 'Cushion of the pack', quantity: 2, unitPriceCents: 0 },
    ],
    charges: [],
    comments: '',
    ...overrides,
  };
}

/** Enqueues as a mutation would, at the app's clock (the worker's). */
export async function enqueue(
  app: { db: Db; clock: { now(): Date } },
  messages: NewMessage[],
): Promise<string[]> {
  return app.db.transaction((tx) => enqueueMessages(tx, messages, app.clock.now()));
}

export function chatNotice(projectId: string | null, text: string): NewMessage {
  return { kind: 'chat.notice', projectId, payload: { text, blocks: [] } };
}

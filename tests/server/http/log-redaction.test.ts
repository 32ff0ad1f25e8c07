import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '../../../src/domain/ids';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { createTestDatabase, testConfig } from '../support/test-app';

const lines: string[] = [];
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    db: database.db,
    logger: { stream: { write: (line) => lines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log', () => {
  it('never shows a token carried by a URL', async () => {
    const secrets = ['sessionsecret0123456789', 'installsecret0123456789', 'resetsecret0123456789'];
    const [session, install, reset] = secrets;
    const purchaseOrderId = uuidv7();
    for (const url of [
      `/api/v1/sync/events?access_token=${session}`,
      `/api/v1/sync/events?installation_token=${install}&purchase_order_id=${purchaseOrderId}`,
      `/api/v1/sync/events?Access_Token=${session}`,
      `/reset-password/${reset}`,
      `/install/${purchaseOrderId}/${install}`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain('/api/v1/sync/events?access_token=redacted');
    expect(log).toContain(`/install/${purchaseOrderId}/redacted`);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

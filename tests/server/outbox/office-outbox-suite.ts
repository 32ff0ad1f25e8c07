import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import { emails, quotableFurniture, userDevice, type Device } from '../projects/office-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { outboxConfig, startFakes, type Fakes } from './outbox-fixtures';

/** What a spec of the office's actions works with: filled in by the hooks `officeOutboxSuite` registers. */
export interface OfficeOutboxSuite {
  fakes: Fakes;
  env: TestApp;
  furniture: Furniture[];
  admin: Device & { token: string };
  agent: Device;
  /** Runs the outbox until nothing is left, five seconds of the app's clock apart (its backoff). */
  deliverAll(): Promise<void>;
}

/**
 * The office's actions pushed through the real sync, with the outbox delivering to the fake ERP,
 * Airtable and chat: one app and one set of fakes per file, a fresh database, office and client
 * agent per test.
 */
export function officeOutboxSuite(): OfficeOutboxSuite {
  const suite = {
    async deliverAll() {
      for (let round = 0; round < 5; round++) {
        while ((await suite.env.app.outbox.runOnce()) > 0);
        suite.env.clock.advance(1000);
      }
    },
  } as OfficeOutboxSuite;
  beforeAll(async () => {
    suite.fakes = await startFakes();
    suite.env = await createTestApp({ config: { outbox: outboxConfig(suite.fakes) } });
  });
  beforeEach(async () => {
    const { env, fakes } = suite;
    await env.reset();
    suite.admin = await userDevice(env, emails.admin);
    suite.agent = await userDevice(env, emails.clientAgent);
    suite.furniture ??= await quotableFurniture(env, await env.login(emails.clientAgent));
    fakes.odoo.addProducts(suite.furniture.map((item) => item.sku).filter((sku) => sku !== ''));
  });
  afterAll(async () => {
    await suite.env?.close();
    await suite.fakes?.close();
  });
  return suite;
}

import type { Config } from '../config';
import { airtableTarget, createAirtableClient } from '../integrations/airtable/airtable-client';
import { createRateLimiter } from '../integrations/airtable/rate-limiter';
import { chatWebhookTarget } from '../integrations/chat/chat-webhook';
import { erpTarget, type Erp } from '../integrations/erp/erp';
import { createOdooClient } from '../integrations/erp/odoo-client';
import { createOdooErp } from '../integrations/erp/odoo-erp';
import type { OutboxTargets, WorkerOptions } from './worker';

/**
 * The outside systems the configuration names: the outbox's targets (an unconfigured one is
 * absent, and its messages wait), and the ERP itself for its reads (the lines' stock states).
 */
export function outsideSystems(config: Config['outbox']): { erp: Erp | null; targets: OutboxTargets } {
  const timeoutMs = config.timeoutMs;
  const targets: OutboxTargets = {};
  let erp: Erp | null = null;
  if (config.odoo !== null) {
    erp = createOdooErp(createOdooClient({ ...config.odoo, timeoutMs }), {
      dropshipRoute: config.odoo.dropshipRoute,
      chargeProduct: config.odoo.chargeProduct,
    });
    targets.erp = erpTarget(erp);
  }
  if (config.airtable !== null) {
    const limiter = createRateLimiter(config.airtable.requestsPerSecond);
    targets.airtable = airtableTarget(createAirtableClient({ ...config.airtable, timeoutMs }, limiter));
  }
  if (config.chat !== null) targets.chat = chatWebhookTarget({ ...config.chat, timeoutMs });
  return { erp, targets };
}

export function workerOptions(config: Config['outbox']): WorkerOptions {
  return {
    maxAttempts: config.maxAttempts,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    pollMs: config.pollMs,
    batchSize: Math.max(config.concurrency * 4, 32),
    concurrency: config.concurrency,
    // A lane sends a claim's messages one after the other, each within the timeout: the claim
    // must outlast them all, or another instance would take it over and send a message twice.
    leaseMs: config.timeoutMs * 6,
  };
}

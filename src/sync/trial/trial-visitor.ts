import type { FitoutDatabase } from '../../db/database';
import { clientSchema } from '../../domain/entities/client.schema';
import { uuidv7 } from '../../domain/ids';
import type { Actor } from '../../domain/mutators/transaction';
import { trialOwner } from '../../domain/trial/trial-owner';

const visitorKey = 'trialVisitor';

interface VisitorIds {
  userId: string;
  clientId: string;
}

function isVisitorIds(value: unknown): value is VisitorIds {
  return (
    typeof value === 'object' &&
    value !== null &&
    'userId' in value &&
    typeof value.userId === 'string' &&
    'clientId' in value &&
    typeof value.clientId === 'string'
  );
}

/**
 * The visitor of this device's trial database, made on first use: a local client row (an
 * individual, multiplier 1: prices as a B2C client sees them) and its admin user. Neither ever
 * reaches the server; sign-up makes the real ones.
 */
export async function ensureTrialVisitor(db: FitoutDatabase, now: string): Promise<Actor> {
  return db.transaction('rw', db.meta, db.entity('clients'), async () => {
    const stored = (await db.meta.get(visitorKey))?.value;
    if (isVisitorIds(stored)) return trialOwner(stored.userId, stored.clientId);
    const ids: VisitorIds = { userId: uuidv7(), clientId: uuidv7() };
    const client = clientSchema.parse({
      id: ids.clientId,
      createdAt: now,
      updatedAt: now,
      name: 'Visitor',
      billingAddress: {},
      isCompany: false,
      pricingMultiplier: 1,
    });
    await db.entity('clients').put({ ...client, version: 0 });
    await db.meta.put({ key: visitorKey, value: ids });
    return trialOwner(ids.userId, ids.clientId);
  });
}

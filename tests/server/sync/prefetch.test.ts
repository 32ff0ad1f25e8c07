import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { MutatorError } from '../../../src/domain/mutators';
import { nextVersion } from '../../../server/db/versions';
import { createServerTransaction } from '../../../server/sync/server-transaction';
import { purchaseOrdersInVerification } from '../interventions/install-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Transaction.prefetch reads many rows in one round trip; what it learns must be what the reads
 * and the insert-only creates would have learnt one by one: a prefetched taken id is still refused.
 */

let env: TestApp;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());

const admin = {
  kind: 'user',
  userId: uuidv7(),
  role: 'admin',
  clientId: null,
  clientRole: null,
  businessReferrerId: null,
  businessReferrerRole: null,
} as const;

describe('Transaction.prefetch on the server', () => {
  it('answers reads as the database holds them, and a create of a prefetched taken id is refused', async () => {
    const [order] = await purchaseOrdersInVerification(env);
    const card = order!.cards[0]!;
    const fresh = uuidv7();
    await env.db.transaction(async (sqlTx) => {
      const tx = createServerTransaction(sqlTx, admin, new Date().toISOString(), await nextVersion(sqlTx));
      await tx.prefetch?.('verificationCards', [card.id, fresh, 'not-a-uuid']);
      expect(await tx.get('verificationCards', card.id)).toEqual(card);
      expect(await tx.get('verificationCards', fresh)).toBeUndefined();
      const copy = { ...card, id: card.id, notes: 'écrasé ?' };
      await expect(tx.insert('verificationCards', copy)).rejects.toBeInstanceOf(MutatorError);
      await tx.insert('verificationCards', { ...card, id: fresh });
      expect(await tx.get('verificationCards', fresh)).toMatchObject({ id: fresh });
      expect(await tx.get('verificationCards', card.id)).toEqual(card);
    });
  });

  it('counts a tombstone as taken', async () => {
    const [order] = await purchaseOrdersInVerification(env);
    const card = order!.cards[1]!;
    await env.db.transaction(async (sqlTx) => {
      const tx = createServerTransaction(sqlTx, admin, new Date().toISOString(), await nextVersion(sqlTx));
      await tx.get('verificationCards', card.id);
      await tx.delete('verificationCards', card.id);
    });
    await env.db.transaction(async (sqlTx) => {
      const tx = createServerTransaction(sqlTx, admin, new Date().toISOString(), await nextVersion(sqlTx));
      await tx.prefetch?.('verificationCards', [card.id]);
      expect(await tx.get('verificationCards', card.id)).toBeUndefined();
      await expect(tx.insert('verificationCards', card)).rejects.toBeInstanceOf(MutatorError);
    });
  });
});

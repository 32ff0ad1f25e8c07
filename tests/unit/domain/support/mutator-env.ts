import { expect } from 'vitest';
import { clientSchema } from '../../../../src/domain/entities/client.schema';
import { uuidv7 } from '../../../../src/domain/ids';
import {
  createMemoryTransaction,
  executeMutation,
  type Actor,
  type MemoryStore,
  type MutatorArgs,
  type MutatorName,
} from '../../../../src/domain/mutators';

/* The mutator tests' world: actors of one company client, a runner over a memory store, helpers. */

export const now = '2026-11-21T10:00:00.000Z';
export const clientId = uuidv7();
export const otherClientId = uuidv7();

export function user(overrides: Partial<Extract<Actor, { kind: 'user' }>>): Actor {
  return {
    kind: 'user',
    userId: uuidv7(),
    role: 'client',
    clientId,
    clientRole: 'agent',
    businessReferrerId: null,
    businessReferrerRole: null,
    ...overrides,
  };
}

export const admin = user({ role: 'admin', clientId: null, clientRole: null });
export const clientAdmin = user({ clientRole: 'admin' });
export const agent = user({});
export const otherAgent = user({});
export const referrer = user({
  role: 'business_referrer',
  clientId: null,
  clientRole: null,
  businessReferrerRole: 'admin',
});

/** The client row the rules read (its kind decides which modules it may quote). */
export function clientRow(id: string, isCompany: boolean) {
  return clientSchema.parse({
    id,
    createdAt: now,
    updatedAt: now,
    name: isCompany ? 'Atelier Lumière' : 'Camille Martin',
    billingAddress: {},
    isCompany,
  });
}

export type MutatorEnv = ReturnType<typeof setup>;

/** A memory store with two clients (a company and an individual) and a typed runner over it. */
export function setup() {
  const store: MemoryStore = new Map([
    [
      'clients',
      new Map<string, Record<string, unknown>>([
        [clientId, clientRow(clientId, true)],
        [otherClientId, clientRow(otherClientId, false)],
      ]),
    ],
  ]);
  const run = <N extends MutatorName>(actor: Actor, name: N, args: MutatorArgs<N>) =>
    executeMutation(createMemoryTransaction(store, actor, now), name, args);
  const row = (entity: string, id: string) => store.get(entity)?.get(id);
  const rows = (entity: string) => [...(store.get(entity)?.values() ?? [])];
  return { store, run, row, rows };
}

export async function draftProject(env: MutatorEnv, actor: Actor) {
  const id = uuidv7();
  expect(await env.run(actor, 'projectCreate', { id, name: 'Appartement Rivoli' })).toEqual({
    status: 'applied',
  });
  return id;
}

export async function furniture(env: MutatorEnv, priceExclVatCents = 1000) {
  const id = uuidv7();
  const result = await env.run(admin, 'furnitureCreate', {
    id,
    name: "Canapé d'angle Élégance",
    priceExclVatCents,
    priceInclVatCents: priceExclVatCents * 1.2,
  });
  expect(result).toEqual({ status: 'applied' });
  return id;
}

import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import {
  createMemoryTransaction,
  executeMutation,
  type Actor,
  type MemoryStore,
} from '../../../src/domain/mutators';
import { MutatorError } from '../../../src/domain/mutators/define-mutator';

const now = '2026-11-21T10:00:00.000Z';

function client(clientId: string): Actor {
  return {
    kind: 'user',
    userId: uuidv7(),
    role: 'client',
    clientId,
    clientRole: 'admin',
    businessReferrerId: null,
    businessReferrerRole: null,
  };
}

const owner = client(uuidv7());
const intruder = client(uuidv7());

async function refusal(write: Promise<void>): Promise<string | undefined> {
  const error = await write.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error instanceof MutatorError ? error.code : undefined;
}

describe('memory transaction', () => {
  it('inserts a new row once; the same id again is a conflict and the first row stays', async () => {
    const store: MemoryStore = new Map();
    const tx = createMemoryTransaction(store, owner, now);
    const id = uuidv7();
    await tx.insert('rooms', { id, name: 'Cuisine' });
    expect(await refusal(tx.insert('rooms', { id, name: 'Volée' }))).toBe('conflict');
    expect(await tx.get('rooms', id)).toEqual({ id, name: 'Cuisine' });
  });

  it('refuses to insert a deleted id, as the server keeps its tombstone', async () => {
    const store: MemoryStore = new Map();
    const id = uuidv7();
    await createMemoryTransaction(store, owner, now).insert('rooms', { id, name: 'Cuisine' });
    await createMemoryTransaction(store, owner, now).delete('rooms', id);
    const later = createMemoryTransaction(store, owner, now);
    expect(await refusal(later.insert('rooms', { id, name: 'Revenante' }))).toBe('conflict');
    expect(await later.get('rooms', id)).toBeUndefined();
  });

  it('puts a new body over a live row only', async () => {
    const store: MemoryStore = new Map();
    const tx = createMemoryTransaction(store, owner, now);
    const id = uuidv7();
    expect(await refusal(tx.put('rooms', { id, name: 'Fantôme' }))).toBe('not_found');
    await tx.insert('rooms', { id, name: 'Cuisine' });
    await tx.put('rooms', { id, name: 'Salon' });
    expect(await tx.get('rooms', id)).toEqual({ id, name: 'Salon' });
  });

  it("a client's create with another client's project id is refused and changes nothing", async () => {
    const store: MemoryStore = new Map();
    const id = uuidv7();
    const run = (actor: Actor, name: string) =>
      executeMutation(createMemoryTransaction(store, actor, now), 'projectCreate', { id, name });
    expect(await run(owner, 'Atelier')).toEqual({ status: 'applied' });
    const before = structuredClone(store.get('projects')?.get(id));

    expect(await run(intruder, 'Volé')).toMatchObject({ status: 'rejected', code: 'conflict' });
    expect(store.get('projects')?.get(id)).toEqual(before);
  });
});

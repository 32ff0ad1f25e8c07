import { describe, expect, it } from 'vitest';
import { entities, entityNames } from '../../../src/domain/entities/registry';

describe('entity registry', () => {
  it.each(entityNames)('%s: every index is a field of its schema', (name) => {
    const { schema, indexes } = entities[name];
    const fields = Object.keys(schema.shape);
    for (const index of indexes) expect(fields).toContain(index);
    expect(fields).toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt']));
  });

  it('fills the defaults of a minimal project, so devices and server store the same body', () => {
    const project = entities.projects.schema.parse({
      id: '019a8f00-0000-7000-8000-0000000000a1',
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
      name: 'Studio Bastille',
      clientId: '0190a000-0000-7000-8000-000000000001',
      creatorId: '0190a000-0000-7000-8000-000000000002',
    });
    expect(project).toMatchObject({
      status: 'draft',
      clientStatus: 'draft',
      billingType: 'buy',
      vatRateBp: 2000,
      address: { country: 'FR', hasElevator: false },
      dates: { start: null, confirmed: false },
    });
  });

  it('refuses money that is not whole cents', () => {
    const result = entities.furniture.schema.safeParse({
      id: '019a8f00-0000-7000-8000-0000000000a1',
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
      name: 'Chaise',
      priceExclVatCents: 10.5,
      priceInclVatCents: 12,
    });
    expect(result.success).toBe(false);
  });
});

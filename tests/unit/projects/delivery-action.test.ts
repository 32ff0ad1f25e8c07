import { describe, expect, it } from 'vitest';
import type { FitoutDatabase } from '../../../src/db/database';
import { mutate } from '../../../src/db/mutate';
import { addressSchema } from '../../../src/domain/entities/common.schema';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import { saveDelivery, type DeliveryForm } from '../../../src/features/projects/actions/project-actions';
import type { Mutate } from '../../../src/sync/client';
import { seededDatabase } from '../db/support/seeded-database';
import { adminActor, projectRow } from '../sync/support/fixtures';

/** The app's mutation pipeline over a real (fake-indexeddb) store, as `useMutate()` gives it. */
function mutateOn(db: FitoutDatabase): Mutate {
  return new Proxy({} as Mutate, {
    get: (_, name) => (args: unknown) => mutate(db, adminActor, String(name), args),
  });
}

const form: DeliveryForm = {
  projectType: 'T2',
  address: addressSchema.parse({ street: 'rue de la Loi', number: '16', zipCode: '1000', city: 'Bruxelles' }),
  projectAccessNotes: 'Code 1234B',
  start: '2027-03-01',
  end: '2027-03-05',
};

async function queued(db: FitoutDatabase): Promise<string[]> {
  return (await db.mutations.toArray()).map((change) => change.name);
}

describe('saving the delivery step', () => {
  it('refuses a form without a house size, each message by its field, and saves nothing', async () => {
    const { db, project } = await seededDatabase();
    const result = await saveDelivery(
      mutateOn(db),
      project.id,
      {
        ...form,
        projectType: null,
        address: { ...form.address, zipCode: '1'.repeat(21) },
        end: '2027-02-01',
      },
      false,
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.fields).toEqual({
      projectType: 'errors:project.size_required',
      zipCode: 'validation:invalid',
      end: 'projects:delivery.end_before_start',
    });
    expect(await queued(db)).toEqual([]);
    expect((await db.entity('projects').get(project.id))?.projectType).toBeNull();
  });

  it('saves the whole form in one update', async () => {
    const { db, project } = await seededDatabase();
    expect(await saveDelivery(mutateOn(db), project.id, form, false)).toEqual({
      ok: true,
      mutationID: expect.any(Number),
    });
    expect(await queued(db)).toEqual(['projectUpdate']);
    expect(await db.entity('projects').get(project.id)).toMatchObject({
      projectType: 'T2',
      address: { city: 'Bruxelles', zipCode: '1000' },
      projectAccessNotes: 'Code 1234B',
      dates: { start: '2027-03-01', end: '2027-03-05', confirmed: false },
    });
  });

  it('leaves confirmed dates as the office set them', async () => {
    const confirmed = projectSchema.parse({
      ...projectRow(),
      dates: { start: '2027-01-10', end: '2027-01-12', confirmed: true },
    });
    const { db } = await seededDatabase(confirmed);
    expect(await saveDelivery(mutateOn(db), confirmed.id, { ...form, end: '2026-01-01' }, true)).toEqual({
      ok: true,
      mutationID: expect.any(Number),
    });
    expect((await db.entity('projects').get(confirmed.id))?.dates).toEqual(confirmed.dates);
  });
});

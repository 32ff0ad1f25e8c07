import { afterEach, describe, expect, it, vi } from 'vitest';
import { FitoutDatabase } from '../../../src/db/database';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { uuidv7 } from '../../../src/domain/ids';
import type { TrialCatalogue } from '../../../src/domain/trial/trial-catalogue.schema';
import type { TrialProject } from '../../../src/domain/trial/trial-project.schema';
import type { TrialApi } from '../../../src/sync/trial/trial-api';
import { RETRY_INITIAL_MS } from '../../../src/sync/retry';
import { TRIAL_SAVE_DEBOUNCE_MS } from '../../../src/sync/trial/trial-saver';
import {
  createTrialDraft,
  readTrialProject,
  startTrialRuntime,
  type TrialRuntime,
} from '../../../src/sync/trial/trial-runtime';

const now = '2026-11-20T10:00:00.000Z';
const sofa = furnitureSchema.parse({
  id: uuidv7(),
  createdAt: now,
  updatedAt: now,
  name: 'Canapé Lin',
  priceExclVatCents: 89_900,
  priceInclVatCents: 107_880,
});
const pack = furnitureModuleSchema.parse({
  id: uuidv7(),
  createdAt: now,
  updatedAt: now,
  name: 'Pack Studio',
  availableForB2C: true,
});
const catalogue: TrialCatalogue = {
  furnitureCategories: [],
  furniture: [sofa],
  furnitureRanges: [],
  furnitureModules: [pack],
  serviceRates: [],
  businessSettings: [],
};

/** The trial API as the server answers it, kept in memory. */
function fakeApi(): TrialApi & { saved: Map<string, TrialProject> } {
  const saved = new Map<string, TrialProject>();
  return {
    saved,
    catalogue: async () => catalogue,
    get: async (id) => saved.get(id) ?? null,
    put: async (trial) => void saved.set(trial.id, trial),
  };
}

const running: TrialRuntime[] = [];
afterEach(() => {
  for (const runtime of running.splice(0)) runtime.stop();
  vi.useRealTimers();
});

async function start(
  trialId: string,
  api: TrialApi,
  connectivity = new EventTarget(),
): Promise<TrialRuntime> {
  const runtime = await startTrialRuntime(trialId, {
    api,
    connectivity,
    db: new FitoutDatabase(`trial-${uuidv7()}`),
  });
  running.push(runtime);
  return runtime;
}

/** A draft with every field a visitor can set, built on the device through the mutators. */
async function buildDraft(runtime: TrialRuntime, trialId: string) {
  const { mutate } = runtime.client;
  expect(await createTrialDraft(trialId, 'Mon projet', 'rent', { db: runtime.db })).toBe(true);
  const roomId = uuidv7();
  const results = [
    await mutate.projectUpdate({
      id: trialId,
      patch: {
        address: { street: 'rue Oberkampf', number: '12', city: 'Paris' },
        dates: { start: '2027-02-01' },
        projectAccessNotes: 'Digicode 4521B',
        options: ['assembly'],
        billingType: 'rent',
      },
    }),
    await mutate.roomCreate({ id: roomId, projectId: trialId, name: 'Salon', multiplier: 2 }),
    await mutate.lineAdd({ id: uuidv7(), roomId, furnitureId: sofa.id, quantity: 3 }),
    await mutate.lineAdd({ id: uuidv7(), roomId, moduleId: pack.id, quantity: 1 }),
  ];
  expect(results.map((result) => result.ok)).toEqual([true, true, true, true]);
}

describe('trial runtime', () => {
  it('runs the draft mutators on the trial database as the local visitor, and refuses as the server would', async () => {
    const trialId = uuidv7();
    const runtime = await start(trialId, fakeApi());
    await buildDraft(runtime, trialId);

    const project = await runtime.db.entity('projects').get(trialId);
    expect(project?.name).toBe('Mon projet');
    const visitor = await runtime.db.entity('clients').get(project?.clientId ?? '');
    expect(visitor).toMatchObject({ isCompany: false, pricingMultiplier: 1 });
    const [line] = await runtime.db
      .entity('purchaseOrderLines')
      .where('furnitureId')
      .equals(sofa.id)
      .toArray();
    expect(line?.unitPriceCents).toBe(89_900);

    const refused = await runtime.client.mutate.lineAdd({
      id: uuidv7(),
      roomId: line?.roomId ?? '',
      furnitureId: uuidv7(),
      quantity: 1,
    });
    expect(refused).toEqual({ ok: false, error: expect.objectContaining({ code: 'not_found' }) });
  });

  it('converts the device draft to the trial API shape, and a saved draft back on another device', async () => {
    const trialId = uuidv7();
    const api = fakeApi();
    const first = await start(trialId, api);
    await buildDraft(first, trialId);

    const draft = await readTrialProject(first.db, trialId);
    expect(draft).toEqual({
      id: trialId,
      name: 'Mon projet',
      billingType: 'rent',
      address: expect.objectContaining({ street: 'rue Oberkampf', number: '12', city: 'Paris' }),
      dates: { start: '2027-02-01', end: null, confirmed: false },
      projectAccessNotes: 'Digicode 4521B',
      options: ['assembly'],
      rooms: [
        {
          name: 'Salon',
          multiplier: 2,
          lines: [
            { furnitureId: sofa.id, quantity: 3 },
            { moduleId: pack.id, quantity: 1 },
          ],
        },
      ],
    });

    api.saved.set(trialId, draft!);
    const second = await start(trialId, api);
    expect(await readTrialProject(second.db, trialId)).toEqual(draft);
  });

  it('saves each change to the trial API, and shows it saved only once the server holds it', async () => {
    const trialId = uuidv7();
    const api = fakeApi();
    const runtime = await start(trialId, api);
    await buildDraft(runtime, trialId);
    expect(runtime.saver.getState()).toBe('device');
    // Queued changes mark their rows as not saved yet, until a save covers them.
    expect(await runtime.db.mutations.count()).toBeGreaterThan(0);
    await expect.poll(() => runtime.saver.getState()).toBe('saved');
    expect(api.saved.get(trialId)).toEqual(await readTrialProject(runtime.db, trialId));
    expect(await runtime.db.mutations.count()).toBe(0);
  });

  it('keeps a draft saved while offline on the device, and saves it as soon as the browser is back online', async () => {
    const trialId = uuidv7();
    const api = fakeApi();
    let online = false;
    let attempts = 0;
    let refused = () => {};
    const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
    const flaky: TrialApi = {
      ...api,
      async put(trial) {
        attempts++;
        if (!online) {
          refused();
          throw new TypeError('Failed to fetch');
        }
        await api.put(trial);
      },
    };
    // Timers run on a clock only the test moves (expect.poll would move it too: none here), so the
    // first backoff, half a second at least, is not due yet when the draft must be saved.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const connectivity = new EventTarget();
    const runtime = await start(trialId, flaky, connectivity);
    await buildDraft(runtime, trialId);
    await vi.advanceTimersByTimeAsync(TRIAL_SAVE_DEBOUNCE_MS);
    // The refusal is handled (its backoff set) before the browser comes back online.
    await firstRefusal;
    await new Promise((resolve) => setImmediate(resolve));
    expect(runtime.saver.getState()).toBe('device');
    expect(api.saved.has(trialId)).toBe(false);

    online = true;
    connectivity.dispatchEvent(new Event('online'));
    // Sooner than the first backoff (at least half a second on the saver's clock): the reconnection
    // itself saved it. The clock moves a millisecond at a time, each step letting the database work.
    for (let ms = 0; ms < RETRY_INITIAL_MS / 2 && runtime.saver.getState() !== 'saved'; ms++) {
      await vi.advanceTimersByTimeAsync(1);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(runtime.saver.getState()).toBe('saved');
    expect(attempts).toBe(2);
    expect(api.saved.get(trialId)).toEqual(await readTrialProject(runtime.db, trialId));
  });
});

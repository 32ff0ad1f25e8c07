import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { trialProjectSchema, type TrialProject } from '../../../src/domain/trial/trial-project.schema';
import { ApiError } from '../../../src/lib/api-client';
import { createTrialSaver } from '../../../src/sync/trial/trial-saver';

const draft = (name: string): TrialProject =>
  trialProjectSchema.parse({ id: uuidv7(), name, billingType: 'buy', rooms: [] });

describe('trial saver', () => {
  it('retries a failed save and sends the draft as it is by then', async () => {
    let current = draft('Mon projet');
    const attempts: string[] = [];
    const saver = createTrialSaver({
      read: async () => current,
      put: async (trial) => {
        attempts.push(trial.name);
        if (attempts.length === 1) throw new TypeError('Failed to fetch');
      },
      debounceMs: 0,
      random: () => 0,
    });
    const states: string[] = [];
    saver.subscribe((state) => states.push(state));
    saver.changed();
    await expect.poll(() => attempts.length).toBe(1);
    expect(saver.getState()).toBe('device');
    current = { ...current, name: 'Studio' };
    await expect.poll(() => saver.getState()).toBe('saved');
    expect(attempts).toEqual(['Mon projet', 'Studio']);
    expect(states).toEqual(['saved']);
    saver.stop();
  });

  it('keeps a refused draft on the device, and saves it when asked again (back online)', async () => {
    let refuse = true;
    let puts = 0;
    const saver = createTrialSaver({
      read: async () => draft('Mon projet'),
      put: async () => {
        puts++;
        if (refuse) throw new ApiError(409, { code: 'trial/claimed' });
      },
      debounceMs: 0,
    });
    saver.changed();
    await expect.poll(() => puts).toBe(1);
    expect(saver.getState()).toBe('device');
    refuse = false;
    saver.retry();
    await expect.poll(() => saver.getState()).toBe('saved');
    saver.stop();
  });

  it('saves at once when flushed (sign-up), without waiting for the debounce, the latest change included', async () => {
    let current = draft('Mon projet');
    const puts: string[] = [];
    const saver = createTrialSaver({
      read: async () => current,
      put: async (trial) => {
        puts.push(trial.name);
      },
      debounceMs: 60_000,
    });
    saver.changed();
    current = { ...current, name: 'Studio' };
    saver.changed();
    expect(await saver.flush()).toBe(true);
    expect(puts).toEqual(['Studio']);
    expect(saver.getState()).toBe('saved');
    saver.stop();
  });

  it('answers false from a flush the server refuses, and keeps the draft on the device', async () => {
    const saver = createTrialSaver({
      read: async () => draft('Mon projet'),
      put: async () => {
        throw new ApiError(409, { code: 'trial/claimed' });
      },
      debounceMs: 60_000,
    });
    saver.changed();
    expect(await saver.flush()).toBe(false);
    expect(saver.getState()).toBe('device');
    saver.stop();
  });
});

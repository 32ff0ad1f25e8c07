import { describe, expect, it } from 'vitest';
import { serviceRateIds } from '../../../src/domain/catalogue';
import type { ServiceRate } from '../../../src/domain/entities/service-rate.schema';
import { live, newClientId, pullAll } from '../sync/sync-helpers';
import {
  applied,
  emails,
  everyRow,
  nonOfficeDevices,
  officeSuite,
  refused,
  stored,
} from '../projects/office-helpers';

/*
 * The services' prices through the real push: set by the office alone, one row per service at its
 * fixed id, and pulled by whoever quotes so the device prices the options as the office does.
 */

const suite = officeSuite();
const assembly = { key: 'assembly', rule: 'perLine', priceCents: 2_500, vatRateBp: 1000 } as const;

describe('serviceRateSet', () => {
  it('replaces the seeded price of a service in its one row, and the client pulls the new one', async () => {
    expect(await stored(suite.env, 'serviceRates', serviceRateIds.assembly)).toMatchObject({
      key: 'assembly',
      rule: 'perRoom',
    });
    expect(await suite.admin.push('serviceRateSet', assembly)).toMatchObject(applied);
    expect(await stored(suite.env, 'serviceRates', serviceRateIds.assembly)).toMatchObject(assembly);

    const { rows } = await pullAll(suite.env, await suite.env.login(emails.clientAgent), newClientId());
    const rates = live(rows, 'serviceRates').map((row) => row.data as ServiceRate);
    expect(rates.map((rate) => rate.key).sort()).toEqual([
      'assembly',
      'cleaning',
      'old_furniture_removal',
      'packaging_removal',
    ]);
    expect(rates.find((rate) => rate.key === 'assembly')).toMatchObject(assembly);
  });

  it.each([
    ['an unknown service', { ...assembly, key: 'gardening' }, 'key'],
    ['an unknown rule', { ...assembly, rule: 'perHour' }, 'rule'],
    ['a negative price', { ...assembly, priceCents: -1 }, 'priceCents'],
    ['a fractional price', { ...assembly, priceCents: 12.5 }, 'priceCents'],
    ['a VAT rate over 100 %', { ...assembly, vatRateBp: 10_001 }, 'vatRateBp'],
  ])('refuses %s with its detail, nothing changed', async (_, args, field) => {
    const before = await everyRow(suite.env);
    const result = await suite.admin.push('serviceRateSet', args);
    expect(result).toMatchObject(refused('validation'));
    expect(result.status === 'rejected' ? result.error.detail : '').toContain(field);
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('refuses everyone but the office, nothing changed', async () => {
    const others = await nonOfficeDevices(suite);
    const before = await everyRow(suite.env);
    for (const [role, device] of others)
      expect(await device.push('serviceRateSet', assembly), role).toMatchObject(refused('auth/forbidden'));
    expect(await everyRow(suite.env)).toEqual(before);
  });
});

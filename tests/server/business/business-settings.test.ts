import { describe, expect, it } from 'vitest';
import {
  businessSettingsId,
  type BusinessSettings,
} from '../../../src/domain/entities/business-settings.schema';
import { businessSettingsSetArgs } from '../../../src/domain/mutators/business-settings-set';
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
 * The business's identity and terms through the real push: set by the office alone, in one row at
 * its fixed id, pulled by whoever makes documents so a client's device prints them offline.
 */

const suite = officeSuite();

async function settingsArgs() {
  const row = (await stored(suite.env, 'businessSettings', businessSettingsId)) as BusinessSettings;
  return businessSettingsSetArgs.parse(row);
}

describe('businessSettingsSet', () => {
  it('replaces the seeded identity in its one row, and a client pulls the new one', async () => {
    const args = {
      ...(await settingsArgs()),
      name: 'Ébène & Œuvre',
      city: 'Lyon',
      serviceAreaPrefixes: ['69', '01'],
    };
    expect(await suite.admin.push('businessSettingsSet', args)).toMatchObject(applied);
    expect(await stored(suite.env, 'businessSettings', businessSettingsId)).toMatchObject({
      name: 'Ébène & Œuvre',
      city: 'Lyon',
    });

    const { rows } = await pullAll(suite.env, await suite.env.login(emails.clientAgent), newClientId());
    const pulled = live(rows, 'businessSettings').map((row) => row.data as BusinessSettings);
    expect(pulled).toHaveLength(1);
    expect(pulled[0]).toMatchObject({
      id: businessSettingsId,
      name: 'Ébène & Œuvre',
      city: 'Lyon',
      serviceAreaPrefixes: ['69', '01'],
    });
    expect(pulled[0]?.logo).toMatch(/^data:image\/png;base64,/);
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name'],
    ['an email without a domain', { email: 'contact@' }, 'email'],
    ['a logo that is not an image', { logo: 'data:text/html;base64,PGI+' }, 'logo'],
    ['a logo past its size', { logo: `data:image/png;base64,${'A'.repeat(300_001)}` }, 'logo'],
    ['three address lines', { addressLines: ['a', 'b', 'c'] }, 'addressLines'],
    ['a served postcode prefix with a letter', { serviceAreaPrefixes: ['75', '2A'] }, 'serviceAreaPrefixes'],
  ])('refuses %s with its detail, nothing changed', async (_, change, field) => {
    const args = { ...(await settingsArgs()), ...change };
    const before = await everyRow(suite.env);
    const result = await suite.admin.push('businessSettingsSet', args);
    expect(result).toMatchObject(refused('validation'));
    expect(result.status === 'rejected' ? result.error.detail : '').toContain(field);
    expect(await everyRow(suite.env)).toEqual(before);
  });

  it('refuses everyone but the office, nothing changed', async () => {
    const args = { ...(await settingsArgs()), name: 'Not the office' };
    const others = await nonOfficeDevices(suite);
    const before = await everyRow(suite.env);
    for (const [role, device] of others)
      expect(await device.push('businessSettingsSet', args), role).toMatchObject(refused('auth/forbidden'));
    expect(await everyRow(suite.env)).toEqual(before);
  });
});

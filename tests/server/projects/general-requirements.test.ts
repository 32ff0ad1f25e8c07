import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Furniture } from '../../../src/domain/entities/furniture.schema';
import { requiredGeneralFields } from '../../../src/domain/projects';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  applied,
  emails,
  projectIn,
  quotableFurniture,
  refused,
  stored,
  userDevice,
  type Device,
} from './office-helpers';

/*
 * What a project's general information needs at each status, for each kind of client (issue 32):
 * one rule in src/domain, which the office's save meets on the server.
 */

let env: TestApp;
let furniture: Furniture[];
let admin: Device & { token: string };
let agent: Device;

beforeAll(async () => {
  env = await createTestApp();
});
beforeEach(async () => {
  await env.reset();
  admin = await userDevice(env, emails.admin);
  agent = await userDevice(env, emails.clientAgent);
  furniture ??= await quotableFurniture(env, await env.login(emails.clientAgent));
});
afterAll(async () => env?.close());

describe('the general information a status needs', () => {
  it('asks a name of a draft, an operation number once quoted, an Airtable link of a validated company project only', () => {
    const company = { clientIsCompany: true };
    const individual = { clientIsCompany: false };
    expect(requiredGeneralFields('draft', company)).toEqual(['name']);
    expect(requiredGeneralFields('quotation', individual)).toEqual(['name', 'operationNumber']);
    expect(requiredGeneralFields('validation', company)).toEqual(['name', 'operationNumber']);
    expect(requiredGeneralFields('validated', company)).toEqual(['name', 'operationNumber', 'airtableLink']);
    expect(requiredGeneralFields('validated', individual)).toEqual(['name', 'operationNumber']);
    expect(requiredGeneralFields('cancelled', company)).toEqual(['name']);
  });

  it("lets the office save a submitted draft without an operation number, and refuses emptying a quoted project's", async () => {
    const draft = await projectIn({ admin, agent }, furniture, 'draft');
    expect(
      await admin.push('projectUpdate', { id: draft.projectId, patch: { operationNumber: '' } }),
    ).toMatchObject(applied);

    const quoted = await projectIn({ admin, agent }, furniture, 'quotation');
    expect(
      await admin.push('projectUpdate', { id: quoted.projectId, patch: { operationNumber: 'OP-2026-0101' } }),
    ).toMatchObject(applied);
    expect(
      await admin.push('projectUpdate', {
        id: quoted.projectId,
        patch: { operationNumber: '  ', note: 'x' },
      }),
    ).toMatchObject(refused('project/general_incomplete'));
    expect(await stored(env, 'projects', quoted.projectId)).toMatchObject({
      operationNumber: 'OP-2026-0101',
      note: '',
    });
  });

  it("refuses a company's validated project without its Airtable link, and does not blame a patch that leaves it alone", async () => {
    const validated = await projectIn({ admin, agent }, furniture, 'validated');
    // Validated before the rule: the project lacks both; a change to another field still goes through.
    expect(
      await admin.push('projectUpdate', { id: validated.projectId, patch: { note: 'Code 12' } }),
    ).toMatchObject(applied);
    expect(
      await admin.push('projectUpdate', {
        id: validated.projectId,
        patch: { operationNumber: 'OP-2026-0102', airtableLink: '' },
      }),
    ).toMatchObject(refused('project/general_incomplete'));
    expect(
      await admin.push('projectUpdate', {
        id: validated.projectId,
        patch: { operationNumber: 'OP-2026-0102', airtableLink: 'https://airtable.com/app/rec102' },
      }),
    ).toMatchObject(applied);
  });
});

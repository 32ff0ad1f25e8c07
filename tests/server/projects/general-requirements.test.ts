import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { requiredGeneralFields } from '../../../src/domain/projects';
import { syncedTables } from '../../../server/sync/tables';
import { applied, officeSuite, projectIn, refused, stored, validateArgs } from './office-helpers';

/*
 * What a project's general information needs at each status, for each kind of client (issue 32):
 * one rule in src/domain, which the office's save meets on the server. And what the office's
 * copies and deletion keep apart: a copy has no operation of its own, an ordered project stays.
 */

const suite = officeSuite();

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
    const draft = await projectIn(suite.devices(), suite.furniture, 'draft');
    expect(
      await suite.admin.push('projectUpdate', { id: draft.projectId, patch: { operationNumber: '' } }),
    ).toMatchObject(applied);

    const quoted = await projectIn(suite.devices(), suite.furniture, 'quotation');
    expect(
      await suite.admin.push('projectUpdate', {
        id: quoted.projectId,
        patch: { operationNumber: 'OP-2026-0101' },
      }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('projectUpdate', {
        id: quoted.projectId,
        patch: { operationNumber: '  ', note: 'x' },
      }),
    ).toMatchObject(refused('project/general_incomplete'));
    expect(await stored(suite.env, 'projects', quoted.projectId)).toMatchObject({
      operationNumber: 'OP-2026-0101',
      note: '',
    });
  });

  it('refuses quoting without an operation number and validating a company project without its Airtable link, naming the field; nothing moves', async () => {
    const project = await projectIn(suite.devices(), suite.furniture, 'validation');
    expect(
      await suite.admin.push('projectUpdate', { id: project.projectId, patch: { airtableLink: '' } }),
    ).toMatchObject(applied);
    const args = validateArgs(project.projectId);
    expect(await suite.admin.push('projectValidate', args)).toMatchObject({
      ...refused('project/general_incomplete'),
      error: { detail: 'airtableLink' },
    });
    expect(await stored(suite.env, 'projects', project.projectId)).toMatchObject({ status: 'validation' });
    expect(await stored(suite.env, 'purchaseOrders', args.purchaseOrderId)).toBeUndefined();

    const submitted = await projectIn(suite.devices(), suite.furniture, 'draft');
    expect(
      await suite.agent.push('projectTransition', { id: submitted.projectId, action: 'submit' }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('projectTransition', { id: submitted.projectId, action: 'markQuoted' }),
    ).toMatchObject({ ...refused('project/general_incomplete'), error: { detail: 'operationNumber' } });
    expect(await stored(suite.env, 'projects', submitted.projectId)).toMatchObject({ status: 'draft' });
  });

  it("refuses emptying a validated company project's Airtable link, and does not blame a patch that leaves it alone", async () => {
    const validated = await projectIn(suite.devices(), suite.furniture, 'validated');
    // Validated before the rule: the stored project lacks its link; a change to another field still goes through.
    const { table } = syncedTables.projects;
    const before = await stored(suite.env, 'projects', validated.projectId);
    await suite.env.db
      .update(table)
      .set({ data: { ...before, airtableLink: '' } })
      .where(eq(table.id, validated.projectId));
    expect(
      await suite.admin.push('projectUpdate', { id: validated.projectId, patch: { note: 'Code 12' } }),
    ).toMatchObject(applied);
    expect(
      await suite.admin.push('projectUpdate', {
        id: validated.projectId,
        patch: { operationNumber: 'OP-2026-0102', airtableLink: '' },
      }),
    ).toMatchObject(refused('project/general_incomplete'));
    expect(
      await suite.admin.push('projectUpdate', {
        id: validated.projectId,
        patch: { operationNumber: 'OP-2026-0102', airtableLink: 'https://airtable.com/app/rec102' },
      }),
    ).toMatchObject(applied);
  });
});

describe("the office's copies and deletion", () => {
  it.each(['projectDuplicate', 'projectCopyQuote'])(
    '%s gives the copy no operation number nor Airtable card, and the name it is given',
    async (mutator) => {
      const { projectId } = await projectIn(suite.devices(), suite.furniture, 'validation');
      expect(
        await suite.admin.push('projectUpdate', {
          id: projectId,
          patch: { operationNumber: 'OP-2026-0200', airtableLink: 'https://airtable.com/app/rec200' },
        }),
      ).toMatchObject(applied);
      const newProjectId = uuidv7();
      expect(
        await suite.admin.push(mutator, {
          id: projectId,
          newProjectId,
          name: 'Copie de Appartement Voltaire',
        }),
      ).toMatchObject(applied);
      expect(await stored(suite.env, 'projects', newProjectId)).toMatchObject({
        name: 'Copie de Appartement Voltaire',
        operationNumber: '',
        airtableLink: '',
        status: 'draft',
      });
      expect(await stored(suite.env, 'projects', projectId)).toMatchObject({
        operationNumber: 'OP-2026-0200',
      });
    },
  );

  it('refuses deleting a project with an order, and deletes one without', async () => {
    const ordered = await projectIn(suite.devices(), suite.furniture, 'validated');
    expect(await suite.admin.push('projectDelete', { id: ordered.projectId })).toMatchObject(
      refused('project/ordered'),
    );
    expect(await stored(suite.env, 'projects', ordered.projectId)).toMatchObject({ status: 'validated' });

    const quoted = await projectIn(suite.devices(), suite.furniture, 'quotation');
    expect(await suite.admin.push('projectDelete', { id: quoted.projectId })).toMatchObject(applied);
    expect(await stored(suite.env, 'projects', quoted.projectId)).toBeUndefined();
  });
});

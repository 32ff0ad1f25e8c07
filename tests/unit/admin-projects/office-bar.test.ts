import { describe, expect, it } from 'vitest';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import type { ClientStatus, ProjectStatus } from '../../../src/domain/enums';
import { uuidv7 } from '../../../src/domain/ids';
import {
  officeBar,
  type BarFacts,
  type OfficeBar,
} from '../../../src/features/admin-projects/lib/admin-actions';
import { admin, clientId, now } from '../domain/support/mutator-env';

function project(status: ProjectStatus, clientStatus: ClientStatus = 'done', numbered = true): Project {
  return projectSchema.parse({
    id: uuidv7(),
    createdAt: now,
    updatedAt: now,
    name: 'Appartement Rivoli',
    clientId,
    creatorId: uuidv7(),
    status,
    clientStatus,
    operationNumber: numbered ? 'OP-1' : '',
    airtableLink: numbered ? 'https://airtable.com/x' : '',
  });
}

const facts: BarFacts = { clientIsCompany: true, unsaved: false, purchaseOrderCount: 0 };
const ordered: BarFacts = { ...facts, purchaseOrderCount: 1 };

/** The bar as item names: the primary, then the menu's groups. */
function items(bar: OfficeBar) {
  return [bar.primary?.item ?? null, bar.menu.map((group) => group.map((entry) => entry.item))];
}

describe("the office editor's bar", () => {
  it.each([
    [
      'draft',
      facts,
      'markQuoted',
      [
        ['toggleBilling', 'duplicate', 'copyQuote', 'toParentModule'],
        ['cancel', 'delete'],
      ],
    ],
    [
      'quotation',
      facts,
      'acceptQuote',
      [['putInDraft'], ['toggleBilling', 'duplicate', 'copyQuote', 'toParentModule'], ['cancel', 'delete']],
    ],
    [
      'validation',
      facts,
      'validate',
      [['putInDraft'], ['toggleBilling', 'duplicate', 'copyQuote', 'toParentModule'], ['cancel', 'delete']],
    ],
    [
      'validated',
      ordered,
      'complete',
      [
        ['regeneratePurchaseOrder', 'createComplementary', 'duplicate', 'copyQuote', 'toParentModule'],
        ['cancel', 'delete'],
      ],
    ],
    [
      'done',
      ordered,
      null,
      [['createComplementary', 'duplicate', 'copyQuote', 'toParentModule'], ['delete']],
    ],
    ['cancelled', facts, null, [['duplicate', 'copyQuote', 'toParentModule'], ['delete']]],
  ] as const)(
    'a %s project: its next step first, the rest its status offers in the menu',
    (status, known, primary, menu) => {
      expect(items(officeBar(admin, project(status), known))).toEqual([primary, menu]);
    },
  );

  it('keeps a next step that cannot run with its reason: the client has not submitted, fields missing, typed and not saved', () => {
    expect(officeBar(admin, project('draft', 'draft'), facts).primary).toEqual({
      item: 'markQuoted',
      refusal: { reason: 'client' },
    });
    expect(officeBar(admin, project('draft', 'done', false), facts).primary).toEqual({
      item: 'markQuoted',
      refusal: { reason: 'missing', fields: ['operationNumber'] },
    });
    expect(officeBar(admin, project('validation', 'done', false), facts).primary).toEqual({
      item: 'validate',
      refusal: { reason: 'missing', fields: ['operationNumber', 'airtableLink'] },
    });
    expect(officeBar(admin, project('quotation'), { ...facts, unsaved: true }).primary).toEqual({
      item: 'acceptQuote',
      refusal: { reason: 'unsaved' },
    });
  });

  it('refuses in the menu what cannot run now, with its reason, and lets the rest run', () => {
    const unsaved = officeBar(admin, project('quotation'), { ...facts, unsaved: true }).menu.flat();
    expect(unsaved.find((entry) => entry.item === 'putInDraft')?.refusal).toEqual({ reason: 'unsaved' });
    // Cancelling reads none of the general information.
    expect(unsaved.find((entry) => entry.item === 'cancel')?.refusal).toBeNull();
    const validated = officeBar(admin, project('validated'), ordered).menu.flat();
    expect(validated.find((entry) => entry.item === 'delete')?.refusal).toEqual({
      reason: 'code',
      code: 'project/ordered',
    });
    expect(validated.filter((entry) => entry.refusal !== null).map((entry) => entry.item)).toEqual([
      'delete',
    ]);
  });
});

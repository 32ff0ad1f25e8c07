import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../../../src/domain/enums';
import {
  conflictSideOf,
  conflictWinner,
  type ConflictEntity,
  type ConflictWinner,
} from '../../../src/domain/sync/conflict-rules';
import { admin, agent } from './support/mutator-env';

type Case = [entity: ConflictEntity, field: string, status: ProjectStatus, winner: ConflictWinner];

// Who wins when both sides changed the same field, one without seeing the other's change.
const cases: Case[] = [
  // The office adjusts quantities and multipliers of a draft to what can be delivered.
  ['purchaseOrderLines', 'quantity', 'draft', 'office'],
  ['purchaseOrderLines', 'quantity', 'quotation', 'office'],
  ['purchaseOrderLines', 'quantity', 'validated', 'office'],
  ['rooms', 'multiplier', 'draft', 'office'],
  ['purchaseOrderLines', 'unitPriceCents', 'draft', 'office'],
  // The client's own words in its own draft stand; once quoted they are the office's.
  ['purchaseOrderLines', 'notes', 'draft', 'client'],
  ['purchaseOrderLines', 'notes', 'quotation', 'office'],
  ['rooms', 'name', 'draft', 'client'],
  ['rooms', 'name', 'validation', 'office'],
  ['rooms', 'position', 'draft', 'client'],
  ['projects', 'name', 'draft', 'client'],
  ['projects', 'address', 'draft', 'client'],
  ['projects', 'options', 'draft', 'client'],
  ['projects', 'name', 'quotation', 'office'],
  ['projects', 'address', 'validated', 'office'],
  // Dates can be made strict by the office: its dates stand, even in a draft.
  ['projects', 'dates', 'draft', 'office'],
  // Office-only project fields.
  ['projects', 'clientPriceOverrideCents', 'draft', 'office'],
  ['projects', 'estimatedDates', 'done', 'office'],
  // What the installer counted on site stands; notes and problems keep the last word.
  ['verificationCards', 'quantityChecked', 'validated', 'installer'],
  ['verificationCards', 'checked', 'done', 'installer'],
  ['verificationCards', 'returnedToWarehouse', 'validated', 'installer'],
  ['verificationCards', 'notes', 'validated', 'latest'],
  ['verificationCards', 'problemStatus', 'validated', 'latest'],
  // A field the table does not name keeps the last change received.
  ['purchaseOrderLines', 'position', 'draft', 'latest'],
];

describe('the conflict rule table', () => {
  it.each(cases)('%s.%s in a %s project: %s wins', (entity, field, status, winner) => {
    expect(conflictWinner(entity, field, status)).toBe(winner);
  });

  it('names the party of each actor', () => {
    expect(conflictSideOf(admin)).toBe('office');
    expect(conflictSideOf(agent)).toBe('client');
    expect(conflictSideOf({ kind: 'installer', purchaseOrderId: 'po', tokenId: 'token' })).toBe('installer');
  });
});

import type { ProjectStatus } from '../enums';
import type { Actor } from '../mutators/transaction';

/**
 * Who wins when a change arrives based on a value that has changed on the server since the device
 * read it (both sides edited the same field, one of them without seeing the other's edit).
 * A change whose base still matches the server is no conflict and always applies.
 *
 * The parties are the ones spec section 6 names: the office (admin), the client's users, and the
 * installer (through a purchase order's link). `latest` keeps the old rule: the change the server
 * receives last stands (fields where no party owns the value). The server does not know who wrote
 * the newer value, so a row reads "a stale change from this party applies; from any other it is
 * refused": a client's stale quantity is refused even when a coworker wrote the newer one, which is
 * still a value its author never saw, and the refusal tells them both values.
 */
export const conflictSides = ['office', 'client', 'installer'] as const;
export type ConflictSide = (typeof conflictSides)[number];
export type ConflictWinner = ConflictSide | 'latest';

/** The entities whose field changes carry a base (the mutators that set fields). */
export const conflictEntities = ['projects', 'rooms', 'purchaseOrderLines', 'verificationCards'] as const;
export type ConflictEntity = (typeof conflictEntities)[number];

const allStatuses = [
  'draft',
  'quotation',
  'validation',
  'validated',
  'done',
] as const satisfies readonly ProjectStatus[];
/** Spec section 4: once the office has quoted the draft, the project is the office's until handed back. */
const afterDraft = [
  'quotation',
  'validation',
  'validated',
  'done',
] as const satisfies readonly ProjectStatus[];

interface ConflictRule {
  entity: ConflictEntity;
  fields: readonly string[];
  statuses: readonly ProjectStatus[];
  winner: ConflictWinner;
}

/**
 * The table, read top to bottom: the first row naming the entity, the field and the project's
 * status decides. A field no row names keeps `latest`.
 */
export const conflictRules: readonly ConflictRule[] = [
  // Quantities and multipliers price the quote: the office adjusts the client's draft to what can be
  // delivered, and a client's change made before seeing that adjustment must not undo it.
  { entity: 'purchaseOrderLines', fields: ['quantity'], statuses: allStatuses, winner: 'office' },
  { entity: 'rooms', fields: ['multiplier'], statuses: allStatuses, winner: 'office' },
  // Prices are the office's alone; between two office users the last one stands.
  { entity: 'purchaseOrderLines', fields: ['unitPriceCents'], statuses: allStatuses, winner: 'office' },
  // In its own draft the client's words are its own: a note or a room's name it wrote stands over
  // an office edit it had not seen. Once quoted the office owns them (the client can no longer edit).
  { entity: 'purchaseOrderLines', fields: ['notes'], statuses: ['draft'], winner: 'client' },
  { entity: 'rooms', fields: ['name', 'position'], statuses: ['draft'], winner: 'client' },
  {
    entity: 'projects',
    fields: [
      'name',
      'projectType',
      'address',
      'projectAccessNotes',
      'note',
      'billingType',
      'clientBudgetCents',
      'shoppingListUrl',
      'options',
    ],
    statuses: ['draft'],
    winner: 'client',
  },
  // Dates can be made strict by the office (confirmed): the office's dates stand in every status.
  { entity: 'projects', fields: ['dates'], statuses: allStatuses, winner: 'office' },
  { entity: 'purchaseOrderLines', fields: ['notes'], statuses: afterDraft, winner: 'office' },
  { entity: 'rooms', fields: ['name', 'position'], statuses: afterDraft, winner: 'office' },
  // Every other project field (prices, operation number, estimated dates...) is the office's.
  { entity: 'projects', fields: ['*'], statuses: allStatuses, winner: 'office' },
  // On site, what the installer counted and checked is what is in the room: it stands over an office
  // correction made from a stale screen. Notes and problems keep the last word; the card history
  // shows every value with who set it, so nobody's text is lost from view.
  {
    entity: 'verificationCards',
    fields: ['quantityChecked', 'checked', 'returnedToWarehouse'],
    statuses: allStatuses,
    winner: 'installer',
  },
];

/** The party an actor plays: the office, a client's user (referrers cannot write projects), an installer. */
export function conflictSideOf(actor: Actor): ConflictSide {
  if (actor.kind === 'installer') return 'installer';
  return actor.role === 'admin' ? 'office' : 'client';
}

export function conflictWinner(entity: ConflictEntity, field: string, status: ProjectStatus): ConflictWinner {
  const rule = conflictRules.find(
    (candidate) =>
      candidate.entity === entity &&
      (candidate.fields.includes(field) || candidate.fields.includes('*')) &&
      candidate.statuses.includes(status),
  );
  return rule?.winner ?? 'latest';
}

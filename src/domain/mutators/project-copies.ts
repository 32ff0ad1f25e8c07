import { projectSchema, type Project } from '../entities/project.schema';
import { purchaseOrderLineSchema } from '../entities/purchase-order-line.schema';
import { roomSchema } from '../entities/room.schema';
import { childId } from '../ids';
import {
  projectCopyQuoteArgs,
  projectCreateComplementaryArgs,
  projectDuplicateArgs,
} from '../projects/admin-actions.schema';
import { officeActionRefusal } from '../projects/status-machine';
import { defineMutator } from './define-mutator';
import { getRow, insertRow, mustGetRow, prefetchRows, queryRows } from './rows';
import type { Transaction } from './transaction';

/*
 * The office's copies of a project (spec section 4): a duplicate, a copy of the quote, and a
 * complementary project. Each is a new draft of the same client, the same project manager's; its
 * rows take ids derived from the new project's id and the rows they copy, so a device's optimistic
 * copy and the server's are the same rows, and an id already taken is refused, never overwritten.
 */

/**
 * The new project's workflow starts again: a draft in the client's hands, nothing submitted or
 * ordered, and no operation of its own yet: the office numbers it, so the original's Airtable card
 * (keyed by operation number) is never written by the copy.
 */
function newDraft(
  source: Project,
  fields: Partial<Project> & Pick<Project, 'id' | 'name'>,
  now: string,
): Project {
  return projectSchema.parse({
    ...source,
    ...fields,
    status: 'draft',
    clientStatus: 'draft',
    operationNumber: '',
    quoteNumber: '',
    airtableLink: '',
    submittedAt: null,
    validatedAt: null,
    validatedPriceCents: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** Copies the project with its rooms and lines; without `keepUnavailability`, the lines as quoted. */
async function copyProject(
  tx: Transaction,
  args: { id: string; newProjectId: string; name?: string | undefined },
  keepUnavailability: boolean,
): Promise<void> {
  const source = await mustGetRow(tx, 'projects', args.id);
  const stamps = { createdAt: tx.now, updatedAt: tx.now };
  await insertRow(
    tx,
    'projects',
    newDraft(source, { id: args.newProjectId, name: args.name ?? source.name }, tx.now),
  );
  const sourceRooms = await queryRows(tx, 'rooms', 'projectId', source.id);
  const sourceLines = await queryRows(tx, 'purchaseOrderLines', 'projectId', source.id);
  await prefetchRows(
    tx,
    'rooms',
    sourceRooms.map((room) => childId(args.newProjectId, room.id)),
  );
  await prefetchRows(
    tx,
    'purchaseOrderLines',
    sourceLines.map((line) => childId(args.newProjectId, line.id)),
  );
  const rooms = new Map<string, string>();
  for (const room of sourceRooms) {
    const id = childId(args.newProjectId, room.id);
    rooms.set(room.id, id);
    await insertRow(tx, 'rooms', roomSchema.parse({ ...room, id, projectId: args.newProjectId, ...stamps }));
  }
  for (const line of sourceLines) {
    const roomId = rooms.get(line.roomId);
    // A line whose room is gone is not part of the quote.
    if (roomId === undefined) continue;
    await insertRow(
      tx,
      'purchaseOrderLines',
      purchaseOrderLineSchema.parse({
        ...line,
        id: childId(args.newProjectId, line.id),
        projectId: args.newProjectId,
        roomId,
        unavailability: keepUnavailability ? (line.unavailability ?? null) : null,
        ...stamps,
      }),
    );
  }
}

/** A copy of the project: general information, rooms, and lines with their unavailability changes. */
export const projectDuplicate = defineMutator({
  name: 'projectDuplicate',
  args: projectDuplicateArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await getRow(tx, 'projects', args.id), 'duplicate');
  },
  async run(tx, args) {
    await copyProject(tx, args, true);
  },
});

/** A copy of the quote as the client accepted it: the lines without the unavailability changes. */
export const projectCopyQuote = defineMutator({
  name: 'projectCopyQuote',
  args: projectCopyQuoteArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await getRow(tx, 'projects', args.id), 'copyQuote');
  },
  async run(tx, args) {
    await copyProject(tx, args, false);
  },
});

/**
 * A child project for reserves or extras: the parent's client, manager, operation, place and
 * billing, and no rooms yet.
 */
export const projectCreateComplementary = defineMutator({
  name: 'projectCreateComplementary',
  args: projectCreateComplementaryArgs,
  async authorize(actor, args, tx) {
    return officeActionRefusal(actor, await getRow(tx, 'projects', args.id), 'createComplementary');
  },
  async run(tx, args) {
    const parent = await mustGetRow(tx, 'projects', args.id);
    await insertRow(
      tx,
      'projects',
      projectSchema.parse({
        id: args.newProjectId,
        name: args.name,
        clientId: parent.clientId,
        creatorId: parent.creatorId,
        operationNumber: parent.operationNumber,
        airtableLink: parent.airtableLink,
        projectType: parent.projectType,
        address: parent.address,
        projectAccessNotes: parent.projectAccessNotes,
        billingType: parent.billingType,
        vatRateBp: parent.vatRateBp,
        parentProjectId: parent.id,
        createdAt: tx.now,
        updatedAt: tx.now,
      }),
    );
  },
});

import { z } from 'zod';
import { leadCreateRefusal, leadWriteRefusal } from '../access';
import { leadSchema } from '../entities/lead.schema';
import { leadStatuses } from '../enums';
import { canMoveLead } from '../leads/lead-status';
import { defineMutator, MutatorError } from './define-mutator';
import { patchSchema } from './patch-schema';
import { getRow, insertRow, mustGetRow, putRow, stripUndefined } from './rows';
import type { Transaction } from './transaction';

export const leadCreateArgs = leadSchema.omit({ createdAt: true, updatedAt: true });

/** Registers a lead: a referrer's user for itself, the office for any referrer (access/leads.ts). */
export const leadCreate = defineMutator({
  name: 'leadCreate',
  args: leadCreateArgs,
  authorize: async (actor, args) => leadCreateRefusal(actor, args),
  async run(tx, args) {
    await insertRow(tx, 'leads', { ...args, createdAt: tx.now, updatedAt: tx.now });
  },
});

/**
 * The office's edit of a lead: its details, its agent, its first contract and the project it
 * became. The status moves through leadSetStatus, so its rules hold; strict, so a patch naming it
 * is refused rather than dropped.
 */
export const leadUpdateArgs = z.object({
  id: z.uuid(),
  patch: patchSchema(
    leadSchema.omit({
      id: true,
      createdAt: true,
      updatedAt: true,
      businessReferrerId: true,
      referralStatus: true,
    }).shape,
  ).strict(),
});

export const leadUpdate = defineMutator({
  name: 'leadUpdate',
  args: leadUpdateArgs,
  authorize: async (actor, args, tx) => leadWriteRefusal(actor, await getRow(tx, 'leads', args.id)),
  async run(tx, args) {
    const lead = await mustGetRow(tx, 'leads', args.id);
    const updated = { ...lead, ...stripUndefined(args.patch), updatedAt: tx.now };
    await putRow(tx, 'leads', updated);
    if (updated.projectId !== null) await markClientReferred(tx, updated.projectId, lead.businessReferrerId);
  },
});

/**
 * The lead became this project: its client came from the lead's referrer, whose modules its
 * projects are then offered (access/referrer-modules.ts). The first referrer stays.
 */
async function markClientReferred(tx: Transaction, projectId: string, referrerId: string): Promise<void> {
  const project = await getRow(tx, 'projects', projectId);
  const client = project === undefined ? undefined : await getRow(tx, 'clients', project.clientId);
  // A row stored before the field existed has none: read as null.
  if (client === undefined || (client.businessReferrerId ?? null) !== null) return;
  await putRow(tx, 'clients', { ...client, businessReferrerId: referrerId, updatedAt: tx.now });
}

export const leadSetStatusArgs = z.object({ id: z.uuid(), status: z.enum(leadStatuses) });

/**
 * The office moves a lead along pending → contacted → referred (signed) or refused (spec section
 * 4); signing dates the first contract unless the office already set it.
 */
export const leadSetStatus = defineMutator({
  name: 'leadSetStatus',
  args: leadSetStatusArgs,
  authorize: async (actor, args, tx) => leadWriteRefusal(actor, await getRow(tx, 'leads', args.id)),
  async run(tx, args) {
    const lead = await mustGetRow(tx, 'leads', args.id);
    if (!canMoveLead(lead.referralStatus, args.status))
      throw new MutatorError('conflict', `${lead.referralStatus} -> ${args.status}`);
    const firstContractAt =
      args.status === 'referred' ? (lead.firstContractAt ?? tx.now) : lead.firstContractAt;
    await putRow(tx, 'leads', {
      ...lead,
      referralStatus: args.status,
      firstContractAt,
      updatedAt: tx.now,
    });
  },
});

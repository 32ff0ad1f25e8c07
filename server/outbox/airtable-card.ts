import { clientSchema } from '../../src/domain/entities/client.schema';
import { projectSchema } from '../../src/domain/entities/project.schema';
import { purchaseOrderSchema } from '../../src/domain/entities/purchase-order.schema';
import type { Transaction } from '../../src/domain/mutators/transaction';
import type { Tx } from '../db/client';
import { airtableCard } from '../integrations/airtable/project-card';
import { enqueueLatest } from './enqueue';

const purchaseOrderNumber = purchaseOrderSchema.pick({ number: true });
const clientKind = clientSchema.pick({ isCompany: true });

/**
 * Sends the project's Airtable card as it now stands, if it has one and it differs from the last
 * one sent: a validation, a regeneration, an installation, a cancellation or an edit of one of the
 * card's fields all reach Airtable this way, coalesced into one waiting message per project.
 */
export async function sendAirtableCard(tx: Transaction, sqlTx: Tx, projectId: string): Promise<void> {
  const row = await tx.get('projects', projectId);
  if (row === undefined) return;
  const project = projectSchema.parse(row);
  // Cheap tests first: most writes are to drafts, which have no card.
  if (project.validatedAt === null || project.operationNumber.trim() === '') return;
  const client = clientKind.safeParse(await tx.get('clients', project.clientId));
  const orders = await tx.query('purchaseOrders', 'projectId', projectId);
  const numbers = orders.map((order) => purchaseOrderNumber.parse(order).number);
  const card = airtableCard(
    { project, purchaseOrderNumber: numbers.length === 0 ? null : Math.max(...numbers) },
    client.success && client.data.isCompany,
  );
  if (card === null) return;
  await enqueueLatest(
    sqlTx,
    { kind: 'airtable.upsertProject', projectId, orderingKey: `airtable:${projectId}`, payload: card },
    new Date(tx.now),
  );
}

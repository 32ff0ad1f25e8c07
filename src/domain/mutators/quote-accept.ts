import { z } from 'zod';
import { quoteSignRefusal } from '../access';
import type { Project } from '../entities/project.schema';
import { projectSchema } from '../entities/project.schema';
import { quoteAcceptanceSchema, signaturePngSchema } from '../entities/quote-acceptance.schema';
import { transitionedProject, transitionRefusal } from '../projects/status-machine';
import { buildQuoteSnapshot } from '../quotes/build-snapshot';
import { quoteSnapshotSchema, type QuoteSnapshot } from '../quotes/quote-snapshot.schema';
import { quoteChanges } from '../quotes/snapshot-diff';
import { quoteSnapshotHash } from '../quotes/snapshot-hash';
import { defineMutator, MutatorError } from './define-mutator';
import { readQuoteRows } from './quote-rows';
import { getRow, insertRow, mustGetRow, putRow } from './rows';
import type { Transaction } from './transaction';

export const quoteAcceptArgs = z.object({
  /** The new acceptance's id. */
  id: z.uuid(),
  projectId: z.uuid(),
  /** The quote exactly as the device showed it when the client signed. */
  snapshot: quoteSnapshotSchema,
  signerName: quoteAcceptanceSchema.shape.signerName,
  signaturePng: signaturePngSchema,
  /** The device's clock when the client signed. */
  signedAt: z.iso.datetime(),
});
export type QuoteAcceptArgs = z.infer<typeof quoteAcceptArgs>;

/** The project's quote as the rows of this side give it (the device's, or the server's at commit). */
export async function readQuoteSnapshot(
  tx: Transaction,
  project: Project,
  rentMonths: number,
): Promise<QuoteSnapshot> {
  return buildQuoteSnapshot({ project, ...(await readQuoteRows(tx, project)), rentMonths });
}

/**
 * The client accepts the quote by signing it (spec section 4, "accept the quote": quotation →
 * validation). The body rebuilds the quote from this side's rows and keeps the signature only when it
 * equals the one signed: on the server, a quote the office changed since the device read it is
 * refused ('quote/changed', with the changes in the detail) and the client is asked to sign again.
 * The server adds its own time; on the device `serverSignedAt` stays null ("pending sync").
 */
export const quoteAccept = defineMutator({
  name: 'quoteAccept',
  args: quoteAcceptArgs,
  async authorize(actor, args, tx) {
    const project = await getRow(tx, 'projects', args.projectId);
    return quoteSignRefusal(actor, project) ?? transitionRefusal(actor, project, 'acceptQuote');
  },
  async run(tx, args) {
    const project = await mustGetRow(tx, 'projects', args.projectId);
    // The server prices a rental with its own setting, never with the one the device claims.
    const rentMonths = tx.location === 'server' ? tx.rentMonths : args.snapshot.rentMonths;
    if (rentMonths === undefined) throw new Error('the server transaction carries no rentMonths');
    const current = await readQuoteSnapshot(tx, project, rentMonths ?? 1);
    const changes = quoteChanges(args.snapshot, current);
    if (changes.length > 0) throw new MutatorError('quote/changed', JSON.stringify({ changes }));
    const signer = tx.actor.kind === 'user' ? tx.actor.userId : null;
    if (signer === null) throw new MutatorError('auth/forbidden');
    await insertRow(tx, 'quoteAcceptances', {
      id: args.id,
      projectId: project.id,
      quoteNumber: project.quoteNumber,
      snapshot: current,
      hash: await quoteSnapshotHash(current),
      signerName: args.signerName,
      signaturePng: args.signaturePng,
      signedBy: signer,
      deviceSignedAt: args.signedAt,
      serverSignedAt: tx.location === 'server' ? tx.now : null,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await putRow(
      tx,
      'projects',
      projectSchema.parse({ ...transitionedProject(project, 'acceptQuote', tx.now), updatedAt: tx.now }),
    );
  },
});

import type { z } from 'zod';
import { attachmentSchema, type AttachmentOwner } from '../entities/attachment.schema';
import type { EntityName } from '../entities/registry';
import { exhaustive } from '../enums';
import { interventionWorkRefusal } from '../access';
import { defineMutator, MutatorError } from './define-mutator';
import { insertRow } from './rows';
import type { Transaction } from './transaction';

export const attachmentCreateArgs = attachmentSchema.pick({
  id: true,
  ownerEntity: true,
  ownerId: true,
  fileName: true,
  mimeType: true,
  sizeBytes: true,
  width: true,
  height: true,
  sha256: true,
});

function ownerStore(owner: AttachmentOwner): EntityName {
  switch (owner) {
    case 'project':
      return 'projects';
    case 'purchaseOrderLine':
      return 'purchaseOrderLines';
    case 'verificationCard':
      return 'verificationCards';
    case 'intervention':
      return 'interventions';
    default:
      return exhaustive(owner);
  }
}

/** The purchase order (project) the photo belongs to, read from its owner row. */
async function ownerProjectId(
  tx: Transaction,
  args: Pick<z.output<typeof attachmentCreateArgs>, 'ownerEntity' | 'ownerId'>,
): Promise<string | undefined> {
  const owner = await tx.get(ownerStore(args.ownerEntity), args.ownerId);
  if (owner === undefined) return undefined;
  const projectId = args.ownerEntity === 'project' ? owner.id : owner.projectId;
  return typeof projectId === 'string' ? projectId : undefined;
}

/**
 * The metadata row of a photo, pushed before its bytes are uploaded: the upload is refused until
 * this row exists, and `uploadedAt` stays null until the server has the bytes.
 */
export const attachmentCreate = defineMutator({
  name: 'attachmentCreate',
  args: attachmentCreateArgs,
  async authorize(actor, args, tx) {
    const projectId = await ownerProjectId(tx, args);
    if (projectId === undefined) return 'not_found';
    return interventionWorkRefusal(actor, projectId);
  },
  async run(tx, args) {
    const projectId = await ownerProjectId(tx, args);
    if (projectId === undefined) throw new MutatorError('not_found', `${args.ownerEntity} ${args.ownerId}`);
    await insertRow(
      tx,
      'attachments',
      attachmentSchema.parse({
        ...args,
        projectId,
        uploadedAt: null,
        createdById: tx.actor.kind === 'user' ? tx.actor.userId : null,
        installerLinkId: tx.actor.kind === 'installer' ? tx.actor.tokenId : null,
        createdAt: tx.now,
        updatedAt: tx.now,
      }),
    );
  },
});

import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { attachmentSchema, type Attachment } from '../../src/domain/entities/attachment.schema';
import type { AttachmentUploaded } from '../../src/domain/interventions/attachment-content.schema';
import { projectSchema } from '../../src/domain/entities/project.schema';
import { canReadAttachment, interventionWorkRefusal } from '../../src/domain/access';
import type { Actor } from '../../src/domain/mutators/transaction';
import type { Db, Tx } from '../db/client';
import { attachments, projects } from '../db/schema';
import { nextVersion } from '../db/versions';
import { AppError, notFound } from '../http/app-error';
import { attachmentFileKey, type FileStore } from '../storage/file-store';
import { sniffImageType } from '../storage/image-type';

/**
 * The attachment row if `actor` may reach it: to read its bytes (whoever sees the project), or to
 * write them (whoever works on the intervention). Security: a photo out of reach gets the same 404
 * as a missing one.
 */
export async function reachableAttachment(
  db: Db | Tx,
  actor: Actor,
  id: string,
  purpose: 'read' | 'write',
): Promise<Attachment> {
  const [row] = await db
    .select({ attachment: attachments.data, project: projects.data })
    .from(attachments)
    .innerJoin(projects, eq(projects.id, attachments.projectId))
    .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)));
  if (row === undefined) throw notFound();
  const attachment = attachmentSchema.parse(row.attachment);
  const allowed =
    purpose === 'read'
      ? canReadAttachment(actor, projectSchema.parse(row.project))
      : interventionWorkRefusal(actor, attachment.projectId) === null;
  if (!allowed) throw notFound();
  return attachment;
}

const contentMismatch = () => new AppError(409, 'attachment/content_mismatch');

/**
 * Stores a photo's bytes once. The row (pushed earlier by `attachmentCreate`) declares the sha256:
 * other bytes are refused, the same bytes again change nothing (a retry after a lost answer), and
 * the first storage sets `uploadedAt` in a new version so every device learns of it by pulling.
 */
export async function storeAttachmentContent(options: {
  db: Db;
  files: FileStore;
  actor: Actor;
  id: string;
  bytes: Buffer;
  now: Date;
}): Promise<AttachmentUploaded> {
  const { db, files, actor, id, bytes } = options;
  const attachment = await reachableAttachment(db, actor, id, 'write');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== attachment.sha256) throw contentMismatch();
  // The row's type is what every device will serve the photo as: the bytes must be that image.
  if (sniffImageType(bytes) !== attachment.mimeType) throw new AppError(415, 'attachment/unsupported_type');
  const key = attachmentFileKey(id);
  if (attachment.uploadedAt !== null && (await files.has(key)))
    return { id, sha256, uploadedAt: attachment.uploadedAt, stored: false };
  await files.put(key, bytes, attachment.mimeType);
  return db.transaction(async (tx) => {
    // Under the version lock: of two concurrent first uploads, only one stamps uploadedAt.
    const version = await nextVersion(tx);
    const current = await reachableAttachment(tx, actor, id, 'write');
    if (current.uploadedAt !== null) return { id, sha256, uploadedAt: current.uploadedAt, stored: false };
    const now = options.now.toISOString();
    const data = attachmentSchema.parse({ ...current, uploadedAt: now, updatedAt: now });
    await tx.update(attachments).set({ data, version }).where(eq(attachments.id, id));
    return { id, sha256, uploadedAt: now, stored: true };
  });
}

import { z } from 'zod';
import { rowBaseSchema } from './common.schema';

export const attachmentOwners = ['project', 'purchaseOrderLine', 'verificationCard', 'intervention'] as const;
export type AttachmentOwner = (typeof attachmentOwners)[number];

/** Photo metadata; the bytes travel through their own upload queue and are referenced by this id. */
export const attachmentSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  ownerEntity: z.enum(attachmentOwners),
  ownerId: z.uuid(),
  fileName: z.string().max(255),
  mimeType: z.string().max(100),
  sizeBytes: z.number().int().min(0).max(50_000_000),
  /** Set by the server once the bytes are stored. */
  uploaded: z.boolean().default(false),
  uploadedById: z.uuid(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

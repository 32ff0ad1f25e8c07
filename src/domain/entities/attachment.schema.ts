import { z } from 'zod';
import {
  attachmentMaxBytes,
  attachmentMimeTypes,
  sha256HexSchema,
} from '../interventions/attachment-content.schema';
import { rowBaseSchema } from './common.schema';

export const attachmentOwners = ['project', 'purchaseOrderLine', 'verificationCard', 'intervention'] as const;
export type AttachmentOwner = (typeof attachmentOwners)[number];

/**
 * Photo metadata, created by the `attachmentCreate` mutation; the bytes travel through their own
 * upload queue (`PUT /api/v1/attachments/{id}/content`) and are referenced by this id.
 */
export const attachmentSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  ownerEntity: z.enum(attachmentOwners),
  ownerId: z.uuid(),
  fileName: z.string().max(255),
  mimeType: z.enum(attachmentMimeTypes),
  sizeBytes: z.number().int().min(0).max(attachmentMaxBytes),
  width: z.number().int().min(0).max(100_000).nullable().default(null),
  height: z.number().int().min(0).max(100_000).nullable().default(null),
  /** Of the bytes the device will upload: the server refuses other bytes under this id. */
  sha256: sha256HexSchema,
  /** Set by the server (its clock) once the bytes are stored; null until then. */
  uploadedAt: z.iso.datetime().nullable().default(null),
  /** The user who took the photo, or null for an installer reached through a link. */
  createdById: z.uuid().nullable().default(null),
  installerLinkId: z.uuid().nullable().default(null),
});
export type Attachment = z.infer<typeof attachmentSchema>;

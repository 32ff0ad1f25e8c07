import { z } from 'zod';

/** Photos only: what a phone camera gives, downscaled on the device before upload. */
export const attachmentMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AttachmentMimeType = (typeof attachmentMimeTypes)[number];

/** The largest photo the server stores; devices send ≤ 1600 px JPEGs of a few hundred KB. */
export const attachmentMaxBytes = 10 * 1024 * 1024;

export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);

export const attachmentParamsSchema = z.object({ attachmentId: z.uuid() });

/**
 * `PUT /api/v1/attachments/{attachmentId}/content` answers this (200 for a first upload and for a
 * repeat of the same bytes; 409 for other bytes under an id already stored or bytes that do not
 * match the declared sha256).
 */
export const attachmentUploadedSchema = z.object({
  id: z.uuid(),
  sha256: sha256HexSchema,
  uploadedAt: z.iso.datetime(),
  /** False when these bytes were already stored: a retry that changed nothing. */
  stored: z.boolean(),
});
export type AttachmentUploaded = z.infer<typeof attachmentUploadedSchema>;

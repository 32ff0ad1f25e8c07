import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentMaxBytes,
  attachmentMimeTypes,
  attachmentParamsSchema,
  attachmentUploadedSchema,
} from '../../../../src/domain/interventions/attachment-content.schema';
import { AppError, notFound } from '../../../http/app-error';
import { attachmentFileKey } from '../../../storage/file-store';
import { reachableAttachment, storeAttachmentContent } from '../../../interventions/attachments';
import { requireUserOrInstaller, syncCallerOf } from '../../../interventions/installer-auth';

const unsupportedType = () => new AppError(415, 'attachment/unsupported_type');

function isAcceptedType(contentType: string | undefined): boolean {
  const base = contentType?.split(';')[0]?.trim().toLowerCase();
  return (attachmentMimeTypes as readonly (string | undefined)[]).includes(base);
}

/**
 * `/api/v1/attachments/{id}/content`: photo bytes, for admins and the installer of the photo's
 * purchase order. docs/sync-protocol.md ("Photos") explains the exactly-once upload.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Raw bytes whatever the type, so a wrong type is answered with its own code, not a generic 415.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: attachmentMaxBytes },
    (_request, body, done) => done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/:attachmentId/content',
    {
      preValidation: requireUserOrInstaller,
      bodyLimit: attachmentMaxBytes,
      schema: { params: attachmentParamsSchema, response: { 200: attachmentUploadedSchema } },
    },
    async (request) => {
      if (!isAcceptedType(request.headers['content-type']) || !Buffer.isBuffer(request.body))
        throw unsupportedType();
      return storeAttachmentContent({
        db: app.db,
        files: app.files,
        actor: syncCallerOf(request).actor,
        id: request.params.attachmentId,
        bytes: request.body,
        now: app.clock(),
      });
    },
  );

  app.get(
    '/:attachmentId/content',
    { preValidation: requireUserOrInstaller, schema: { params: attachmentParamsSchema } },
    async (request, reply) => {
      const { attachmentId } = request.params;
      const attachment = await reachableAttachment(app.db, syncCallerOf(request).actor, attachmentId, 'read');
      const file =
        attachment.uploadedAt === null ? undefined : await app.files.read(attachmentFileKey(attachmentId));
      if (file === undefined) throw notFound();
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.body);
    },
  );
};

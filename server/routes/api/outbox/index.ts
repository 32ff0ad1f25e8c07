import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  failingMessagesSchema,
  outboundMessageViewSchema,
  projectMessagesSchema,
} from '../../../../src/domain/outbox/outbound-message.schema';
import { AppError, notFound } from '../../../http/app-error';
import {
  failingMessages,
  messageExists,
  projectMessages,
  retryDeadMessage,
} from '../../../outbox/repository';
import { requireAdmin } from '../require-admin';

/**
 * `/api/v1/outbox/*` (admins): the calls to outside systems, for the project's debug page and the
 * dashboard. Reads go to the database online; the outbox is not synced to devices.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxAttempts = app.config.outbox.maxAttempts;

  app.get(
    '/projects/:projectId/messages',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ projectId: z.uuid() }), response: { 200: projectMessagesSchema } },
    },
    async (request) => ({
      configured: {
        erp: app.config.outbox.odoo !== null,
        airtable: app.config.outbox.airtable !== null,
        chat: app.config.outbox.chat !== null,
      },
      messages: await projectMessages(app.db, request.params.projectId, maxAttempts),
    }),
  );

  app.post(
    '/messages/:id/retry',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ id: z.uuid() }), response: { 200: outboundMessageViewSchema } },
    },
    async (request) => {
      const retried = await retryDeadMessage(app.db, request.params.id, app.clock(), maxAttempts);
      if (retried === null) {
        // Only a dead letter is retried by hand; a pending one is already being tried.
        if (await messageExists(app.db, request.params.id)) throw new AppError(409, 'conflict');
        throw notFound();
      }
      app.outbox.wake();
      return retried;
    },
  );

  app.get(
    '/failing',
    { preValidation: requireAdmin, schema: { response: { 200: failingMessagesSchema } } },
    async () => failingMessages(app.db),
  );
};

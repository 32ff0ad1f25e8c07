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
  const { outbox } = app.config;
  const { maxAttempts } = outbox;
  // Mail always has a transport: SMTP, else the log.
  const configured = {
    erp: outbox.odoo !== null,
    airtable: outbox.airtable !== null,
    chat: outbox.chat !== null,
    mail: true,
  };

  app.get(
    '/projects/:projectId/messages',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ projectId: z.uuid() }), response: { 200: projectMessagesSchema } },
    },
    async (request) => ({
      configured,
      messages: await projectMessages(app.db, request.params.projectId, maxAttempts),
    }),
  );

  // The messages about no project: the mail (password resets, invitations).
  app.get(
    '/no-project/messages',
    { preValidation: requireAdmin, schema: { response: { 200: projectMessagesSchema } } },
    async () => ({ configured, messages: await projectMessages(app.db, null, maxAttempts) }),
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

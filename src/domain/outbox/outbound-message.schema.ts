import { z } from 'zod';

export const outboundTargetNames = ['erp', 'airtable', 'chat', 'mail'] as const;

/** One call to an outside system as the project's debug page shows it. */
export const outboundMessageViewSchema = z.object({
  id: z.uuid(),
  target: z.enum(outboundTargetNames),
  kind: z.string(),
  /** `pending` also covers a message being sent right now and one waiting for its next try. */
  state: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  nextTryAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type OutboundMessageView = z.infer<typeof outboundMessageViewSchema>;

export const projectMessagesSchema = z.object({
  /** Which outside systems are configured: the messages of the others wait until they are. */
  configured: z.record(z.enum(outboundTargetNames), z.boolean()),
  messages: z.array(outboundMessageViewSchema),
});
export type ProjectMessages = z.infer<typeof projectMessagesSchema>;

/** The admin dashboard's figures: dead letters, and messages whose last try failed, in all and per project. */
export const failingMessagesSchema = z.object({
  dead: z.number().int(),
  retrying: z.number().int(),
  projects: z.array(
    z.object({
      /** Null for a message about no project. */
      projectId: z.uuid().nullable(),
      /** Null when the project is not (or no longer) in the database. */
      name: z.string().nullable(),
      dead: z.number().int(),
      retrying: z.number().int(),
    }),
  ),
});
export type FailingMessages = z.infer<typeof failingMessagesSchema>;

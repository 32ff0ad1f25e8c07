import { z } from 'zod';

/** A mail as its recipient reads it: written in the sender's language when it is queued. */
export const outgoingMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

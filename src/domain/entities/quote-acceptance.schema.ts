import { z } from 'zod';
import { quoteSnapshotSchema } from '../quotes/quote-snapshot.schema';
import { textSchema } from '../text.schema';
import { rowBaseSchema } from './common.schema';

/** A drawn signature as a PNG data URL; 200 kB holds a signature pad's drawing many times over. */
export const signaturePngMaxLength = 200_000;
export const signaturePngSchema = z
  .string()
  .max(signaturePngMaxLength, { error: 'signature_too_large' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'signature_required' });

/**
 * A client's signature on a quote, and exactly what it signed: the quote's snapshot as the client
 * read it (equal to the server's when kept, see quoteAccept), its SHA-256 over the canonical JSON,
 * the drawn signature and the typed name, who signed, and when: by the device's clock and, once the
 * server kept it, by the server's (null until then: "pending sync").
 */
export const quoteAcceptanceSchema = rowBaseSchema.extend({
  projectId: z.uuid(),
  quoteNumber: z.string().max(40),
  snapshot: quoteSnapshotSchema,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  signerName: textSchema('name').trim().min(1, { error: 'required' }),
  signaturePng: signaturePngSchema,
  signedBy: z.uuid(),
  deviceSignedAt: z.iso.datetime(),
  serverSignedAt: z.iso.datetime().nullable().default(null),
});
export type QuoteAcceptance = z.infer<typeof quoteAcceptanceSchema>;

import { z } from 'zod';
import { optionalEmailSchema } from '../organisations/client-fields.schema';
import { hasNoNul } from '../text.schema';
import { rowBaseSchema } from './common.schema';

/**
 * The business's one row (its identity and the terms its documents print) sits at this fixed id:
 * two admins setting it first while offline write the same row rather than two.
 */
export const businessSettingsId = '01940000-0000-7000-8000-b0517e550001';

/** A logo is kept in the row itself, so documents print it offline: a small PNG or JPEG, resized on the device. */
export const businessLogoMaxSide = 256;
export const businessLogoMaxChars = 300_000;
export const businessLogoSchema = z
  .string()
  .max(businessLogoMaxChars, { error: 'logo_too_large' })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { error: 'invalid' });

const line = (max: number) =>
  z.string().trim().max(max, { error: 'too_long' }).refine(hasNoNul, { error: 'invalid_character' });

/** Spec section 9: the area served, as French postcode prefixes (Paris and the departments around it). */
export const defaultServiceAreaPrefixes: readonly string[] = ['75', '77', '78', '91', '92', '93', '94', '95'];
export const serviceAreaPrefixSchema = z.string().regex(/^\d{1,5}$/, { error: 'invalid' });

/** A text the office writes in each language its documents are read in. */
const termsSchema = (max: number) => z.object({ en: line(max), fr: line(max) });

export const businessIdentityShape = {
  name: line(200).min(1, { error: 'required' }),
  /** The street part of the address, one entry a printed line. */
  addressLines: z.array(line(200)).max(2),
  postcode: line(20),
  city: line(100),
  country: line(100),
  /** The registration number (SIREN/SIRET in France). */
  companyNumber: line(40),
  vatNumber: line(40),
  email: optionalEmailSchema,
  phone: line(40),
  website: line(200),
  logo: businessLogoSchema.nullable(),
  /** Printed under a quote's totals. */
  paymentTerms: termsSchema(5000),
  /** The rental agreement's clauses, kept here for the agreement document. */
  rentalTerms: termsSchema(20_000),
  /** An address outside these French postcode prefixes is allowed but flagged; none: no area is flagged. */
  serviceAreaPrefixes: z
    .array(serviceAreaPrefixSchema)
    .max(100)
    .default(() => [...defaultServiceAreaPrefixes]),
};

export const businessSettingsSchema = rowBaseSchema.extend(businessIdentityShape);
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

import { z } from 'zod';
import { emailPattern, phonePattern } from '../auth/auth.schema';
import { addressSchema } from '../entities/common.schema';
import { onboardingStepSchema } from '../entities/client.schema';
import { isVatNumberValid, normalizeVatNumber } from './vat-number';

/*
 * What the office may type into a client's record, checked with messages of the `validation`
 * namespace. The stored entity schema stays loose (rows from before these checks still parse); the
 * mutators take these.
 */

/**
 * Empty, or an address of the sign-up's pattern. Lowercased in place (an overwrite, not a
 * transform), so a response schema holding it can still serialize it (the trial catalogue's
 * business settings).
 */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(200)
  .refine((email) => email === '' || emailPattern.test(email), { error: 'email_invalid' })
  .toLowerCase();

/** Empty, or digits with an optional leading plus; spaces, dots and dashes people type are dropped. */
export const optionalPhoneSchema = z
  .string()
  .max(40)
  .transform((phone) => phone.replace(/[\s.()-]/g, ''))
  .refine((phone) => phone === '' || phonePattern.test(phone), { error: 'phone_invalid' });

/** None, or a web address: empty text reads as none. */
export const optionalUrlSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((url) => (url === null || url === '' ? null : url))
  .refine((url) => url === null || z.url({ protocol: /^https?$/ }).safeParse(url).success, {
    error: 'url_invalid',
  });

export const vatNumberSchema = z.string().max(40).transform(normalizeVatNumber);

/** A picture the office uploaded: a path of this server's image route (see client-images). */
export const imagePathSchema = z
  .string()
  .max(500)
  .regex(/^\/api\/v1\/client-images\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/, { error: 'invalid' });

export const onboardingStepInputSchema = onboardingStepSchema.extend({
  title: z.string().trim().min(1, { error: 'required' }).max(200),
  description: z.string().trim().max(2000),
  image: imagePathSchema.nullable(),
});

export const clientFieldsShape = {
  name: z.string().trim().min(1, { error: 'required' }).max(200),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  vatNumber: vatNumberSchema,
  airtableLink: optionalUrlSchema,
  billingAddress: addressSchema,
  isCompany: z.boolean(),
};

export const clientCustomizeShape = {
  onboardingSteps: z.array(onboardingStepInputSchema).max(20),
  logo: imagePathSchema.nullable(),
  /** 1.5 turns 1,000 of furniture into 1,500 (spec section 9). */
  pricingMultiplier: z.number().min(0.1, { error: 'invalid' }).max(10, { error: 'invalid' }),
};

/**
 * The rule across fields: the VAT number fits the country of the billing address. Checked on the
 * whole record, so an update of either field alone is checked against the other.
 */
export const clientVatCheck = z
  .object({ vatNumber: z.string(), billingAddress: z.object({ country: addressSchema.shape.country }) })
  .refine((client) => isVatNumberValid(client.vatNumber, client.billingAddress.country), {
    path: ['vatNumber'],
    error: 'vat_invalid',
  });

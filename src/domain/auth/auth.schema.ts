import { z } from 'zod';
import { clientRoles, referrerRoles, userRoles } from '../enums';
import { textSchema } from '../text.schema';

/**
 * Messages are translation keys of the `validation` namespace: the form shows them through
 * i18next, the server translates them with the same catalogue for the caller's language.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const phonePattern = /^\+?\d+$/;
export const passwordMinLength = 12;

export const emailSchema = textSchema('email')
  .trim()
  .min(1, { error: 'required' })
  .regex(emailPattern, { error: 'email_invalid' })
  .transform((email) => email.toLowerCase());

export const passwordSchema = textSchema('password')
  .min(1, { error: 'required' })
  .min(passwordMinLength, { error: 'password_too_short' })
  .regex(/\d/, { error: 'password_needs_digit' })
  .regex(/[a-z]/, { error: 'password_needs_lowercase' })
  .regex(/[A-Z]/, { error: 'password_needs_uppercase' })
  .regex(/[^A-Za-z0-9]/, { error: 'password_needs_special' });

export const requiredName = textSchema('name').trim().min(1, { error: 'required' });

export const signupSchema = z
  .object({
    first_name: requiredName,
    last_name: requiredName,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: textSchema('password').min(1, { error: 'required' }),
    phone_number: textSchema('phone')
      .trim()
      .min(1, { error: 'required' })
      .regex(phonePattern, { error: 'phone_invalid' }),
    trial_project_id: z.string().uuid().optional(),
    /**
     * Present when the visitor signs up from the trial's "Submit my project": the carried draft is
     * submitted in the same transaction, so the thanks it then sees are true (the office has it).
     */
    trial_submit: z.object({ acknowledged_warnings: z.boolean() }).strict().optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_mismatch',
    // Checked even while another field is wrong, so the first submit says every message at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: textSchema('email').trim().min(1, { error: 'required' }),
  password: textSchema('password').min(1, { error: 'required' }),
});
export type Login = z.infer<typeof loginSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type Session = z.infer<typeof sessionSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const passwordChangeSchema = z.object({ new_password: passwordSchema });

/** The current user, as `GET auth/me` returns it and as the client mirrors it offline. */
export const currentUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  role: z.enum(userRoles),
  active: z.boolean(),
  client: z.object({ _id: z.string(), name: z.string(), airtable_link: z.string().nullable() }).nullable(),
  client_role: z.enum(clientRoles).nullable(),
  business_referrer: z
    .object({ _id: z.string(), name: z.string(), canAccessPurchaseOrder: z.boolean() })
    .nullable(),
  business_referrer_role: z.enum(referrerRoles).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `PATCH auth/{userId}`: what an admin, or a client admin for its team, may change. */
export const userPatchSchema = z
  .object({
    first_name: requiredName,
    last_name: requiredName,
    phone_number: textSchema('phone').trim().regex(phonePattern, { error: 'phone_invalid' }).nullable(),
    active: z.boolean(),
    role: z.enum(userRoles),
    client_role: z.enum(clientRoles).nullable(),
    business_referrer_role: z.enum(referrerRoles).nullable(),
  })
  .partial()
  .strict();
export type UserPatch = z.infer<typeof userPatchSchema>;

/** `GET auth/`: filters; empty values are dropped by the caller and ignored by the server. */
export const userListQuerySchema = z.object({
  q: textSchema('search').trim().optional(),
  role: z.enum(userRoles).optional(),
  client_id: z.string().optional(),
  business_referrer_id: z.string().optional(),
  active: z.enum(['true', 'false']).optional(),
});

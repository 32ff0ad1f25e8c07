import { z } from 'zod';
import { passwordSchema } from '../domain/auth/auth.schema';

/** A new password typed twice: the reset and account screens validate with this before calling. */
export const newPasswordFormSchema = z
  .object({
    new_password: passwordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((v) => v.new_password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_mismatch',
  });

export const emptyNewPassword = { new_password: '', password_confirmation: '' };

import { describe, expect, it } from 'vitest';
import { passwordSchema, signupSchema } from '../../../src/domain/auth/auth.schema';

const valid = {
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille.durand@example.fr',
  password: 'Canapé-bleu-2026',
  password_confirmation: 'Canapé-bleu-2026',
  phone_number: '+33612345678',
};

/** The message keys zod reports for each field, as the form would show them. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = signupSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('password rule (spec sections 5 and 9)', () => {
  it.each([
    ['Abcdefghij1!', '12 characters with every class'],
    ['Un mot de passe 9 long!', 'spaces count as special characters'],
    ['ÉléphantRose42?', 'accented letters around the required classes'],
  ])('accepts %s (%s)', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['Abcdefghi1!', 'password_too_short'],
    ['Abcdefghijk!', 'password_needs_digit'],
    ['ABCDEFGHIJ1!', 'password_needs_lowercase'],
    ['abcdefghij1!', 'password_needs_uppercase'],
    ['Abcdefghijk1', 'password_needs_special'],
  ])('rejects %j with %s', (password, message) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('sign-up payload (spec section 5)', () => {
  it('accepts a complete payload and normalises the email', () => {
    const result = signupSchema.safeParse({ ...valid, email: '  Camille.Durand@Example.FR ' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('camille.durand@example.fr');
  });

  it('accepts a trial project id carried over from a draft', () => {
    expect(errorsOf({ ...valid, trial_project_id: '0190a8d2-7c4e-7b61-9a3f-2d1c5e6f7a8b' })).toEqual({});
  });

  it.each(['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'phone_number'] as const)(
    'requires %s',
    (field) => {
      expect(errorsOf({ ...valid, [field]: '' })[field]).toContain('required');
      const { [field]: _omitted, ...rest } = valid;
      expect(errorsOf(rest)[field]).toContain('required');
    },
  );

  it.each([
    ['camille@example.fr', true],
    ['c.d+tag@sub.example.info', true],
    ['camille@example', false],
    ['camille.example.fr', false],
    ['camille@example.abcde', false],
    ['camille@example.f', false],
    ['cam ille@example.fr', false],
  ])('email %s valid: %s', (email, ok) => {
    expect(errorsOf({ ...valid, email }).email).toEqual(ok ? undefined : ['email_invalid']);
  });

  it.each([
    ['+33612345678', true],
    ['0612345678', true],
    ['06 12 34 56 78', false],
    ['33+612345678', false],
    ['+', false],
    ['tel:0612', false],
  ])('phone number %j valid: %s', (phone_number, ok) => {
    expect(errorsOf({ ...valid, phone_number }).phone_number).toEqual(ok ? undefined : ['phone_invalid']);
  });

  it('reports a confirmation that differs from the password on the confirmation field', () => {
    expect(errorsOf({ ...valid, password_confirmation: 'Canapé-bleu-2025' })).toEqual({
      password_confirmation: ['password_confirmation_mismatch'],
    });
  });

  it('rejects a trial project id that is not a uuid', () => {
    expect(errorsOf({ ...valid, trial_project_id: 'draft-1' }).trial_project_id).toBeDefined();
  });
});

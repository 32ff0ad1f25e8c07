import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { signupSchema } from '../../../src/domain/auth/auth.schema';
import { messagesFromZod } from '../../../src/lib/form-errors';

// The key itself stands for its text: what is asserted is which messages are said, and where.
const t = ((key: string) => key) as TFunction;

describe('a form refused on the device', () => {
  it('says every password rule broken at once, and every empty field, in one submit', () => {
    const parsed = signupSchema.safeParse({
      first_name: '',
      last_name: 'Martin',
      email: 'claire@example.test',
      password: 'short',
      password_confirmation: 'short',
      phone_number: '',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const messages = messagesFromZod(parsed.error, t);
    expect(messages.password).toBe(
      [
        'validation:password_too_short',
        'validation:password_needs_digit',
        'validation:password_needs_uppercase',
        'validation:password_needs_special',
      ].join(' '),
    );
    expect(messages.first_name).toBe('validation:required');
    expect(messages.phone_number).toBe('validation:required');
  });

  it('says a confirmation that differs in the same submit as the other fields’ messages', () => {
    const parsed = signupSchema.safeParse({
      first_name: '',
      last_name: 'Martin',
      email: 'claire@example.test',
      password: 'short',
      password_confirmation: 'shorter',
      phone_number: '0612345678',
    });
    if (parsed.success) throw new Error('the sign-up was accepted');
    const messages = messagesFromZod(parsed.error, t);
    expect(messages.first_name).toBe('validation:required');
    expect(messages.password_confirmation).toBe('validation:password_confirmation_mismatch');
  });
});

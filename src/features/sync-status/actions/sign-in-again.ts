import { loginSchema } from '../../../domain/auth/auth.schema';
import { login } from '../../../lib/auth-api';
import type { Session } from '../../../domain/auth/auth.schema';

export type SignInAgainResult = { ok: true; session: Session } | { ok: false; error: unknown };

/**
 * Signs the same user in again after the server refused the old session. Nothing local is cleared:
 * the caller hands the new session over, and the paused sync resumes with its queue.
 */
export async function signInAgain(email: string, password: string): Promise<SignInAgainResult> {
  const parsed = loginSchema.safeParse({ email, password });
  if (!parsed.success) return { ok: false, error: parsed.error };
  try {
    return { ok: true, session: await login(parsed.data) };
  } catch (error) {
    return { ok: false, error };
  }
}

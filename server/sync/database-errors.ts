import type { ErrorCode } from '../../src/domain/errors';

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * SQLSTATE class 22 (data exception), 54000 (a value over a limit, such as an index row too long)
 * and class 23 (integrity constraint) depend on the request alone, so retrying cannot help;
 * connection loss, serialization failures and the like can.
 */
export function permanentDatabaseError(error: unknown): ErrorCode | null {
  const state = sqlStateOf(error);
  if (state?.startsWith('22') || state === '54000') return 'validation';
  if (state?.startsWith('23')) return 'conflict';
  return null;
}

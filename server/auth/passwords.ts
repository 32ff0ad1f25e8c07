import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type ScryptCost = Readonly<{ N: number; r: number; p: number }>;

// scrypt parameters (N = 2^15, r = 8, p = 1: ~32 MB, ~130 ms here) are stored with each hash so
// they can be raised later without breaking existing passwords.
const defaultCost: ScryptCost = { N: 32768, r: 8, p: 1 };
const keyLength = 64;
const maxmem = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `cost`: the default, except for test runs' demo logins, which sign in thousands of times. */
export async function hashPassword(password: string, cost: ScryptCost = defaultCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A real hash of a random string nobody knows, checked when the email is unknown so that a missing
 * account takes as long to refuse as a wrong password (no account enumeration by timing).
 */
export const decoyPasswordHash =
  'scrypt$32768$8$1$vMZpcTXrhcKjVmYQvZOrpQ$CRfw2A3OISOTbqJK7OWOTbTkj1zvCUOrY8zbOHkieEgmFgx16dkomzeM9jKbUPccIAt7E67szKYXCMC6DqF7ow';

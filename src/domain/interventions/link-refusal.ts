import type { ErrorCode } from '../errors';

/** Why the server refuses an installer link; it answers each with its own code so the page can say which. */
export const linkRefusalCodes = [
  'install/link_invalid',
  'install/link_expired',
  'install/link_revoked',
] as const satisfies readonly ErrorCode[];
export type LinkRefusalCode = (typeof linkRefusalCodes)[number];

/**
 * The one decision of whether a credential is dead, for the installer page's check and the sync
 * transport alike: only a 401 says so. A 429 (a throttle), a 408 or a 5xx say "later", and the same
 * link may work on the next try.
 */
export function refusesCredential(status: number): boolean {
  return status === 401;
}

/** Why a link is dead, from the server's answer to it; null when the answer does not say it is. */
export function linkRefusalOf(status: number, code: ErrorCode | null | undefined): LinkRefusalCode | null {
  if (!refusesCredential(status)) return null;
  return linkRefusalCodes.find((refusal) => refusal === code) ?? 'install/link_invalid';
}

import { z } from 'zod';

/** The partner organisations that sign their people in with their own provider (spec section 7). */
export const ssoClientKeys = ['sqh', 'caicp'] as const;
export type SsoClientKey = (typeof ssoClientKeys)[number];

export function isSsoClientKey(value: string): value is SsoClientKey {
  return (ssoClientKeys as readonly string[]).includes(value);
}

/** A configured partner as the organisation picker lists it (`GET auth/sso/`). */
export const ssoPartnerSchema = z.object({ key: z.enum(ssoClientKeys), name: z.string() });
export type SsoPartner = z.infer<typeof ssoPartnerSchema>;
export const ssoPartnersSchema = z.array(ssoPartnerSchema);

/**
 * How the server's callback hands the browser back to `/login/sso-redirect/{ssoClient}`: `result`
 * `signed-in` (the session waits to be claimed, see `auth/sso/session`) or `error` with an error code.
 * `next` is the same-origin path the visitor asked for before signing in, carried through the provider.
 */
export const ssoResultParam = 'result';
export const ssoErrorParam = 'error';
export const ssoNextParam = 'next';
export const ssoSignedIn = 'signed-in';

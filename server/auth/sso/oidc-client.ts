import * as oidc from 'openid-client';
import { apiBasePath } from '../../../src/domain/api-path';
import type { SsoClientKey } from '../../../src/domain/auth/sso.schema';
import type { SsoConfig, SsoPartnerConfig } from './sso-config';

/** What Fitout asks of the provider: who the person is, their email and their name. */
export const ssoScope = 'openid email profile';
/** Each call to a provider (discovery, token, JWKS, userinfo) gives up after this long. */
const providerTimeoutSeconds = 10;

/** The callback registered at the partner's provider (spec section 7: `auth/sso/{client}/login/`). */
export function ssoRedirectUri(publicUrl: string, key: SsoClientKey): string {
  return `${publicUrl}${apiBasePath}/auth/sso/${key}/login/`;
}

/**
 * The partner's provider, discovered from its issuer URL on every sign-in step: sign-ins are rare,
 * discovery is one small request, and a provider that rotates its keys or endpoints is followed at
 * once, with nothing cached in one instance that another would lack. The ID token's signature is
 * checked against the provider's JWKS (non-repudiation checks): openid-client skips it by default
 * for tokens received straight from the token endpoint. `now` is the app's clock, so expiry is
 * judged by the same time as everything else the server does.
 */
export async function discoverProvider(
  partner: SsoPartnerConfig,
  sso: SsoConfig,
  now: Date,
): Promise<oidc.Configuration> {
  const execute = [oidc.enableNonRepudiationChecks];
  if (sso.allowHttpIssuers) execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(
    new URL(partner.issuer),
    partner.clientId,
    {
      client_secret: partner.clientSecret,
      [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
    },
    oidc.ClientSecretBasic(partner.clientSecret),
    { execute, timeout: providerTimeoutSeconds },
  );
}

/** The one-time secrets of a sign-in: `state` goes to the browser, the rest stay on the server. */
export interface SsoSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newSsoSecrets(): SsoSecrets {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The provider's sign-in page for this sign-in: code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  provider: oidc.Configuration,
  redirectUri: string,
  secrets: SsoSecrets,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: ssoScope,
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/**
 * Trades the callback's code for tokens and returns the person's claims: the ID token checked
 * (issuer, audience, expiry, nonce, signature), completed from the userinfo endpoint when the
 * provider keeps email or names out of the ID token. Throws on any refusal; the caller logs it.
 */
export async function completeAuthorization(
  provider: oidc.Configuration,
  callbackUrl: URL,
  secrets: SsoSecrets,
): Promise<Record<string, unknown>> {
  const tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (idClaims === undefined) throw new Error('the token response has no ID token');
  if (typeof idClaims.email === 'string') return idClaims;
  const userInfo = await oidc.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
  return { ...userInfo, ...idClaims };
}

import { z } from 'zod';
import type { Config } from '../../../../config';
import type { SsoPartnerConfig } from '../../../../auth/sso/sso-config';
import { isSsoClientKey } from '../../../../../src/domain/auth/sso.schema';
import { paths } from '../../../../../src/domain/paths';
import { AppError } from '../../../../http/app-error';

export const ssoClientParamsSchema = z.object({ client: z.string().max(50) });

/** The configured partner of a `{client}` path segment; a key nobody configured answers 404. */
export function ssoPartnerOf(config: Config, client: string): SsoPartnerConfig {
  const partner = isSsoClientKey(client) ? config.sso.partners[client] : undefined;
  if (partner === undefined) throw new AppError(404, 'sso/unknown_client');
  return partner;
}

/** The app's page that shows how a sign-in ended (spec section 2: `/login/sso-redirect/{ssoClient}`). */
export function ssoReturnLocation(partner: SsoPartnerConfig, params: Record<string, string>): string {
  return `${paths.ssoRedirect.replace(':ssoClient', partner.key)}?${new URLSearchParams(params).toString()}`;
}

export function isSecure(config: Config): boolean {
  return config.publicUrl.startsWith('https:');
}

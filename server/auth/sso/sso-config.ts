import { z } from 'zod';
import { ssoClientKeys, type SsoClientKey } from '../../../src/domain/auth/sso.schema';
import { clientRoles, type ClientRole } from '../../../src/domain/enums';

/** One partner's OpenID Connect client, as the environment configures it (README, "Single sign-on"). */
export interface SsoPartnerConfig {
  key: SsoClientKey;
  /** What the organisation picker shows. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The Fitout client (organisation) the partner's people belong to. */
  fitoutClientId: string;
  /** The client role a person gets on the first sign-in. */
  clientRole: ClientRole;
}

export interface SsoConfig {
  partners: Partial<Record<SsoClientKey, SsoPartnerConfig>>;
  /** Lets an issuer be plain http. Only tests set it, for their local provider. */
  allowHttpIssuers: boolean;
}

const partnerEnvSchema = z.object({
  ISSUER: z.url({ protocol: /^https?$/ }),
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1),
  FITOUT_CLIENT_ID: z.uuid(),
  CLIENT_ROLE: z.enum(clientRoles).default('agent'),
  NAME: z.string().min(1).optional(),
});

const partnerFields = Object.keys(partnerEnvSchema.shape);

function envPrefix(key: SsoClientKey): string {
  return `SSO_${key.toUpperCase()}_`;
}

/**
 * The partners configured in `env`: a key is configured when any of its `SSO_<KEY>_*` variables is
 * set, and then all the required ones must be, so a half-configured partner stops the start.
 */
export function readSsoConfig(env: Record<string, string | undefined>): {
  sso: SsoConfig;
  problems: string[];
} {
  const problems: string[] = [];
  const allowHttpIssuers = ['true', '1'].includes(env.SSO_ALLOW_HTTP_ISSUERS ?? '');
  const partners: SsoConfig['partners'] = {};
  for (const key of ssoClientKeys) {
    const prefix = envPrefix(key);
    const values = Object.fromEntries(
      partnerFields.flatMap((field) => {
        const value = env[`${prefix}${field}`];
        return value === undefined || value === '' ? [] : [[field, value]];
      }),
    );
    if (Object.keys(values).length === 0) continue;
    const parsed = partnerEnvSchema.safeParse(values);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map((issue) => `${prefix}${issue.path.join('.')}: ${issue.message}`),
      );
      continue;
    }
    const issuer = parsed.data.ISSUER;
    if (new URL(issuer).protocol === 'http:' && !allowHttpIssuers) {
      problems.push(
        `${prefix}ISSUER: must be https (SSO_ALLOW_HTTP_ISSUERS=true is for a local test provider)`,
      );
      continue;
    }
    partners[key] = {
      key,
      name: parsed.data.NAME ?? key.toUpperCase(),
      issuer,
      clientId: parsed.data.CLIENT_ID,
      clientSecret: parsed.data.CLIENT_SECRET,
      fitoutClientId: parsed.data.FITOUT_CLIENT_ID,
      clientRole: parsed.data.CLIENT_ROLE,
    };
  }
  return { sso: { partners, allowHttpIssuers }, problems };
}

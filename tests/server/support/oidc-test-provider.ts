import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** ID tokens live a minute: a test moves the app's clock past that to see one refused as expired. */
export const idTokenLifetimeSeconds = 60;

/** A person the provider knows: signs in with `subject` as the login and `password`. */
export interface TestAccount {
  password: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface TestRelyingParty {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** Who may sign in, by subject; tests add and change people freely. */
  accounts: Map<string, TestAccount>;
  /** While on, the JWKS publishes a key of its own instead of the signing key: every ID token then reads as signed by a stranger. */
  publishForeignKey(on: boolean): void;
  close(): Promise<void>;
}

function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', use: 'sig', alg: 'RS256' };
}

function publicPart(jwk: Record<string, unknown>): Record<string, unknown> {
  const { kty, n, e, kid, use, alg } = jwk;
  return { kty, n, e, kid, use, alg };
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(title: string, uid: string, error: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${error === null ? '' : `<p role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="/interaction/${uid}">
<label for="login">Username</label> <input id="login" name="login" autocomplete="username" required>
<label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p></main></body></html>`;
}

/**
 * A certified OpenID provider (oidc-provider) on a local port, with a sign-in page of its own:
 * confidential clients, code flow with PKCE required, ID tokens signed with a fresh RSA key.
 * `port` 0 picks a free one.
 */
export async function startOidcTestProvider(options: {
  name: string;
  port?: number;
  clients: TestRelyingParty[];
}): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  const key = signingKey();
  const foreignKey = publicPart(signingKey());
  let foreign = false;

  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | null = null;
  const server = createServer((request, response) => handler?.(request, response));
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [key] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    async findAccount(_ctx, subject) {
      const account = accounts.get(subject);
      if (account === undefined) return undefined;
      return {
        accountId: subject,
        async claims() {
          return {
            sub: subject,
            email: account.email,
            email_verified: true,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
          };
        },
      };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: idTokenLifetimeSeconds,
      Interaction: 3600,
      Session: 86400,
      Grant: 86400,
    },
  });
  provider.proxy = false;

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const match = /^\/interaction\/([^/]+)(\/abort)?$/.exec(ctx.path);
    if (match === null) {
      await next();
      if (foreign && ctx.path === '/jwks') ctx.body = { keys: [foreignKey] };
      return;
    }
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const uid = details.uid;
    if (match[2] !== undefined) {
      const to = await provider.interactionResult(ctx.req, ctx.res, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      });
      ctx.redirect(to);
      return;
    }
    const title = `${options.name} sign-in`;
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.body = loginPage(title, uid, null);
      return;
    }
    const body = await formBody(ctx.req);
    const login = body.get('login') ?? '';
    const account = accounts.get(login);
    if (account === undefined || account.password !== body.get('password')) {
      ctx.type = 'html';
      ctx.body = loginPage(title, uid, 'Wrong username or password.');
      return;
    }
    const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    const to = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(to);
  });
  // Koa logs every error of a request to the console; the tests read the relying party's log instead.
  provider.silent = true;
  handler = provider.callback();

  return {
    issuer,
    accounts,
    publishForeignKey(on) {
      foreign = on;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export function newTestAccount(overrides: Partial<TestAccount> = {}): {
  subject: string;
  account: TestAccount;
} {
  const subject = `person-${randomUUID()}`;
  return {
    subject,
    account: {
      password: 'provider-password',
      email: `${subject}@partner.test`,
      givenName: 'Camille',
      familyName: 'Martin',
      ...overrides,
    },
  };
}

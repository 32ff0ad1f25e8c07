import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Cookies by name, as a browser keeps them for one site (paths are not told apart: tests do not need it). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

function setCookiesOf(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/**
 * One browser signing in through a partner's provider: the app through `inject` (its own cookies),
 * the provider over real HTTP (its cookies), following redirects by hand as a browser would.
 */
export class SsoBrowser {
  readonly appCookies = new CookieJar();
  private readonly providerCookies = new CookieJar();

  constructor(
    private readonly app: FastifyInstance,
    private readonly publicUrl: string,
  ) {}

  async appGet(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.appCookies.header(), accept: 'text/html' },
    });
    this.appCookies.take(setCookiesOf(response));
    return response;
  }

  /** `auth/sso/{key}/redirect`: the provider's authorization URL the app sends the browser to. */
  async start(key: string, query = ''): Promise<URL> {
    const response = await this.appGet(`/api/v1/auth/sso/${key}/redirect${query}`);
    expect(response.statusCode, response.body).toBe(302);
    return new URL(String(response.headers.location));
  }

  /**
   * At the provider: opens `url`, signs in with `login` / `password` on its page, or cancels, and
   * returns the app URL (path and query) the provider sends the browser back to.
   */
  async atProvider(url: URL, person: { login: string; password: string } | 'cancel'): Promise<string> {
    let next: URL = url;
    let method: 'GET' | 'POST' = 'GET';
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(next, {
        method,
        body,
        redirect: 'manual',
        headers: { cookie: this.providerCookies.header() },
      });
      this.providerCookies.take(response.headers.getSetCookie());
      method = 'GET';
      body = undefined;
      const location = response.headers.get('location');
      if (location !== null) {
        const target = new URL(location, next);
        if (target.href.startsWith(this.publicUrl)) return target.href.slice(this.publicUrl.length);
        next = target;
        continue;
      }
      const page = await response.text();
      expect(response.status, page).toBe(200);
      if (person === 'cancel') {
        next = new URL(`${next.pathname}/abort`, next);
        continue;
      }
      method = 'POST';
      body = new URLSearchParams({ login: person.login, password: person.password });
    }
    throw new Error('the provider never sent the browser back');
  }

  /** `POST auth/sso/session`: the page claims the session the callback made. */
  async claimSession(): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso/session',
      headers: { cookie: this.appCookies.header() },
    });
    this.appCookies.take(setCookiesOf(response));
    return response;
  }
}

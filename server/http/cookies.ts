import type { FastifyRequest } from 'fastify';

/** The value of cookie `name` on the request, if it has one. Values here are base64url: no decoding. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  /** 0 deletes the cookie. */
  maxAgeSeconds: number;
  sameSite: 'Lax' | 'Strict';
  /** Sent over https only: true whenever the app's public address is https. */
  secure: boolean;
}

/** A `Set-Cookie` value; always HttpOnly, since no script of the page has a reason to read these. */
export function setCookieValue(name: string, value: string, options: CookieOptions): string {
  const attributes = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: the live-update stream's single-use ticket (older
 * clients sent their session or installer token there, because EventSource cannot send headers);
 * a single sign-on's callback brings the provider's authorization code and the sign-in's state.
 */
const secretQueryParams = new Set(['access_token', 'installation_token', 'ticket', 'token', 'code', 'state']);
/** Pages whose path ends in a secret, logged when the browser opens the link from a mail or a text. */
const secretPaths = [/^(\/reset-password\/)[^/?#]+/, /^(\/install\/[^/?#]+\/)[^/?#]+/];
const redacted = 'redacted';

/** The URL as the log may show it: credentials in the query or in a link's path replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of secretPaths) path = path.replace(pattern, `$1${redacted}`);
  if (queryStart === -1) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(params.keys())) {
    if (secretQueryParams.has(name.toLowerCase())) params.set(name, redacted);
  }
  return `${path}?${params.toString()}`;
}

/** Fastify's own request fields, with the URL redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

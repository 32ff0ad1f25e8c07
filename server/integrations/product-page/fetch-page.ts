import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPublicAddress } from './address-policy';
import { ProductPageError } from './product-page-error';

export interface FetchPageOptions {
  /** Tests only: their pages are served on 127.0.0.1. */
  allowPrivateHosts: boolean;
  /**
   * Origins read even on a private address (IMAGE_ORIGINS). Checked at every hop: a redirect
   * from one of them to any other private address is refused like a first URL would be.
   */
  privateOrigins?: readonly string[];
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Of the decoded body: a compressed page counts at its real size. */
  maxBytes: number;
  /** The address policy when private hosts are not allowed; `isPublicAddress` unless a test narrows it. */
  isAllowedAddress?: (address: string) => boolean;
}

export interface FetchedPage {
  /** The URL the page was finally read from, after redirects. */
  url: string;
  contentType: string;
  body: string;
}

/** An answer read as bytes (an image), decoded of its transfer compression. */
export interface FetchedBody {
  url: string;
  contentType: string;
  body: Buffer;
}

const pageAccept = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';

/** Redirects followed, each re-checked like the first URL. */
const maxRedirects = 3;
const userAgent = 'FitoutBot/1.0 (+product pre-fill, furniture images)';

class HostRefused extends Error {}

function privateAllowed(url: URL, options: FetchPageOptions): boolean {
  return options.allowPrivateHosts || (options.privateOrigins?.includes(url.origin) ?? false);
}

function addressAllowed(address: string, url: URL, options: FetchPageOptions): boolean {
  return privateAllowed(url, options) || (options.isAllowedAddress ?? isPublicAddress)(address);
}

/** Only http(s), and (unless allowed) never an IP literal that is not public. */
function checkedUrl(raw: string | URL, options: FetchPageOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new ProductPageError('refused', 'not a URL', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProductPageError('refused', `scheme ${url.protocol}`);
  if (url.username !== '' || url.password !== '') throw new ProductPageError('refused', 'credentials in URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLiteral = /^[\d.]+$/.test(host) || host.includes(':');
  if (isLiteral && !addressAllowed(host, url, options)) {
    throw new ProductPageError('refused', `address ${host} is not public`);
  }
  return url;
}

/**
 * DNS resolution that refuses names resolving to non-public addresses. It runs inside the
 * connection itself, so the address checked is the address connected to: a name cannot pass the
 * check and then resolve elsewhere (DNS rebinding).
 */
function guardedLookup(url: URL, options: FetchPageOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      // One refused address refuses the name: the connection might pick any of them.
      const refused = addresses.find((entry) => !addressAllowed(entry.address, url, options));
      if (refused !== undefined) {
        return callback(new HostRefused(`${hostname} resolves to ${refused.address}`), '');
      }
      const first = addresses[0];
      if (first === undefined) return callback(new Error(`${hostname} has no address`), '');
      if (lookupOptions.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function send(
  url: URL,
  options: FetchPageOptions,
  signal: AbortSignal,
  accept: string,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      signal,
      lookup: guardedLookup(url, options),
      // A fresh connection per request: a pooled socket would skip the connect-time check below.
      agent: false,
      headers: {
        'user-agent': userAgent,
        accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'fr,en;q=0.8',
      },
    });
    // The last word, on the address actually connected to: whatever the name or literal looked
    // like, and whichever path led there (a literal skips the lookup), a refused peer ends it.
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress ?? '';
        if (!addressAllowed(peer, url, options)) {
          request.destroy(new HostRefused(`${url.hostname} connected to ${peer}`));
        }
      });
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ProductPageError('too_large', `declared ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(response);
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      stream.destroy();
      throw new ProductPageError('too_large', `over ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return 'utf-8';
  }
}

function failureOf(error: unknown, signal: AbortSignal): ProductPageError {
  if (error instanceof ProductPageError) return error;
  if (error instanceof HostRefused) return new ProductPageError('refused', error.message, { cause: error });
  if (signal.aborted) return new ProductPageError('unreachable', 'time limit reached', { cause: error });
  return new ProductPageError('unreachable', error instanceof Error ? error.message : 'network error', {
    cause: error,
  });
}

/**
 * Reads an outside answer, guarded: http(s) only; public addresses only unless the options allow
 * private ones (checked on the URL, after DNS, and on the connected socket); redirects followed by hand (at most 3) and each target checked again; one time
 * limit for everything; a size limit on the decoded body. Throws ProductPageError.
 */
export async function fetchBody(
  rawUrl: string,
  options: FetchPageOptions,
  accept: string,
): Promise<FetchedBody> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = checkedUrl(rawUrl, options);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await send(url, options, signal, accept);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        response.resume();
        if (redirects >= maxRedirects) throw new ProductPageError('unreachable', 'too many redirects');
        url = checkedUrl(new URL(location, url), options);
        continue;
      }
      if (status === 404 || status === 410) {
        response.resume();
        throw new ProductPageError('not_found', `the shop answered ${status}`);
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new ProductPageError('unreachable', `the shop answered ${status}`);
      }
      const contentType = response.headers['content-type'] ?? '';
      return { url: url.toString(), contentType, body: await readBody(response, options.maxBytes) };
    }
  } catch (error) {
    throw failureOf(error, signal);
  }
}

/** Reads a product page (or a shopping list) as text, guarded as `fetchBody`. */
export async function fetchPage(rawUrl: string, options: FetchPageOptions): Promise<FetchedPage> {
  const { url, contentType, body } = await fetchBody(rawUrl, options, pageAccept);
  return { url, contentType, body: new TextDecoder(charsetOf(contentType)).decode(body) };
}

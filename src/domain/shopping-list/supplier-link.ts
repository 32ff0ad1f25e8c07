import { z } from 'zod';

/**
 * The supplier whose shopping lists the office imports (spec section 5: "a valid link of the
 * specific supplier type"). One supplier, named for the messages, and the links it publishes lists
 * under, each `host[:port][/path-prefix]`: a host matches itself and its subdomains (`ikea.com`
 * takes `www.ikea.com`), a port only that port, a path prefix only the paths under it.
 */
export const shoppingListSupplierSchema = z.object({
  name: z.string().min(1).max(80),
  links: z.array(z.string().min(1).max(300)).min(1),
});
export type ShoppingListSupplier = z.infer<typeof shoppingListSupplierSchema>;

/** Until the server configures another: IKEA's shopping lists. */
export const defaultShoppingListSupplier: ShoppingListSupplier = { name: 'IKEA', links: ['ikea.com'] };

interface LinkPattern {
  host: string;
  port: string | null;
  pathPrefix: string;
}

/** A pattern read as an address without scheme; null when it is not one (the config refuses it). */
export function parseLinkPattern(pattern: string): LinkPattern | null {
  const trimmed = pattern.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(`http://${trimmed}`);
  } catch {
    return null;
  }
  if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '') return null;
  return {
    host: parsed.hostname.toLowerCase().replace(/^www\./, ''),
    // `new URL` drops port 80 as http's default: keep what the pattern wrote.
    port: /:(\d+)(\/|$)/.exec(trimmed)?.[1] ?? null,
    pathPrefix: parsed.pathname === '/' ? '' : parsed.pathname,
  };
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

function matches(url: URL, pattern: LinkPattern): boolean {
  const host = url.hostname.toLowerCase();
  if (host !== pattern.host && !host.endsWith(`.${pattern.host}`)) return false;
  if (pattern.port !== null && (url.port || defaultPort(url.protocol)) !== pattern.port) return false;
  return pattern.pathPrefix === '' || url.pathname.startsWith(pattern.pathPrefix);
}

/** Whether `url` is an http(s) link the supplier publishes its shopping lists under. */
export function isSupplierListLink(url: string, supplier: ShoppingListSupplier): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return supplier.links.some((link) => {
    const pattern = parseLinkPattern(link);
    return pattern !== null && matches(parsed, pattern);
  });
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** Real-world-shaped product pages, served on 127.0.0.1 by a plain node:http server. */
const jsonLdProduct = `<!doctype html><html lang="fr"><head><title>Canapé</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">
{"@context":"https://schema.org/","@type":"Product","name":"Canapé d&#39;angle Élégance","description":"<p>Canapé 4 places en velours.</p>",
 "image":["/img/elegance-1.jpg","https://cdn.example.com/elegance-2.jpg"],"sku":"CAN-ELG-01","brand":{"@type":"Brand","name":"Maison Lumière"},
 "offers":{"@type":"Offer","price":"1299.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}
</script></head><body><h1>Canapé</h1></body></html>`;

const jsonLdGraph = `<html><head>
<script type='application/ld+json'>{"@context":"https://schema.org","@graph":[
 {"@type":"WebSite","name":"Atelier Nord"},
 {"@type":["Product","ItemPage"],"name":"Fauteuil Écume","image":{"@type":"ImageObject","url":"https://cdn.example.com/ecume.jpg"},
  "mpn":"FAU-ECU","brand":"Atelier Nord",
  "offers":[{"@type":"Offer","priceSpecification":{"price":"449,00","priceCurrency":"eur"}},{"@type":"Offer","price":399}]}]}
</script>
<meta property="og:description" content="Fauteuil en laine bouclée &amp; chêne">
</head><body></body></html>`;

const openGraphOnly = `<html><head>
<meta property="og:title" content="Chaise Élise en chêne" />
<meta property="og:description" content="Chaise en ch&ecirc;ne massif, assise paille." />
<meta property="og:image" content="https://cdn.example.com/elise.jpg" />
<meta property="og:image" content="/elise-2.jpg" />
<meta property="product:price:amount" content="1 249,50" />
<meta property="product:price:currency" content="EUR" />
<meta name="description" content="ignored">
</head><body></body></html>`;

const neither = `<html><head><title>Nos engagements</title></head><body><p>Rien à vendre ici.</p></body></html>`;

export interface PageServer {
  origin: string;
  url(path: string): string;
  /** How many requests reached the server. */
  requests(): number;
  close(): Promise<void>;
}

/** Starts the page server on a random port; `redirectTarget` is where /redirect-away points. */
export async function startPageServer(options: {
  largeBytes: number;
  redirectTarget: string;
}): Promise<PageServer> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests++;
    const html = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    switch (request.url) {
      case '/products/elegance':
        return html(200, jsonLdProduct);
      case '/products/ecume':
        return html(200, gzipSync(jsonLdGraph), { 'content-encoding': 'gzip' });
      case '/products/elise':
        return html(200, openGraphOnly);
      case '/about':
        return html(200, neither);
      case '/image.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.alloc(100));
      case '/slow':
        // Never answers (close() drops the connection): the caller's time limit is all that ends it,
        // however slow the machine is.
        return;
      case '/large':
        // No content-length: the limit must hold while streaming, not only on the header.
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head><meta property="og:title" content="Gros">');
        response.end('x'.repeat(options.largeBytes));
        return;
      case '/old-link':
        return html(301, '', { location: '/products/elise' });
      case '/redirect-away':
        return html(302, '', { location: options.redirectTarget });
      case '/mapped-loopback':
        return html(302, '', { location: `http://[::ffff:127.0.0.1]:${port()}/products/elise` });
      case '/compatible-loopback':
        return html(302, '', { location: `http://[::127.0.0.1]:${port()}/products/elise` });
      case '/loop':
        return html(302, '', { location: '/loop' });
      case '/broken':
        return html(500, 'oops');
      default:
        return html(404, '<html><head><meta property="og:title" content="Page introuvable"></head></html>');
    }
  });
  const port = () => (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port()}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    requests: () => requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

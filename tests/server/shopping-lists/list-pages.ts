import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A supplier's shopping list as its pages publish it: schema.org ItemList of ListItems in JSON-LD,
 * each holding a Product with its offer; the quantity as the ListItem's (or the offer's eligible
 * quantity). Prices in the shop's own formats.
 */
const jsonLdList = `<!doctype html><html lang="fr"><head><title>Ma liste d'achats</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[
 {"@type":"ListItem","position":1,"item":{"@id":"https://www.ikea.com/fr/fr/","name":"Accueil"}}]}</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"ItemList","name":"Appartement Lyon","numberOfItems":4,"itemListElement":[
 {"@type":"ListItem","position":1,"quantity":2,"item":{"@type":"Product","name":"KIVIK Canap&eacute; 3 places",
   "url":"https://www.ikea.com/fr/fr/p/kivik-canape-3-places-s19440589/?utm_source=list","sku":"194.405.89",
   "image":"/images/kivik.jpg","offers":{"@type":"Offer","price":"699.00","priceCurrency":"EUR"}}},
 {"@type":"ListItem","position":2,"item":{"@type":"Product","name":"MALM Commode 6 tiroirs",
   "url":"https://www.ikea.com/fr/fr/p/malm-commode-6-tiroirs-10403314/","sku":"104.033.14",
   "offers":{"@type":"Offer","price":"229,99","eligibleQuantity":{"@type":"QuantitativeValue","value":3}}}},
 {"@type":"ListItem","position":3,"item":{"@type":"Product","name":"LACK Table basse",
   "url":"https://www.ikea.com/fr/fr/p/lack-table-basse-40104294/","sku":"401.042.94","image":["https://cdn.ikea.test/lack.jpg"]}},
 {"@type":"ListItem","position":4,"item":{"@type":"Product","name":"HEMNES Lit","sku":"X-NEW-1","offers":{"price":"1 249,00"}}}
]}
</script></head><body><h1>Ma liste</h1></body></html>`;

/** The same vocabulary as HTML microdata, as older shop templates render it. */
const microdataList = `<html><head><title>Liste</title></head><body>
<ul itemscope itemtype="https://schema.org/ItemList">
 <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">
  <meta itemprop="position" content="1">
  <div itemprop="item" itemscope itemtype="https://schema.org/Product">
   <a itemprop="url" href="/fr/p/poang-fauteuil-s59305594"><span itemprop="name">POÄNG Fauteuil</span></a>
   <img itemprop="image" src="/img/poang.jpg" alt="">
   <span itemprop="sku">593.055.94</span>
   <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <span itemprop="price" content="99.99">99,99&nbsp;€</span>
   </div>
  </div>
  <input type="number" itemprop="quantity" value="4">
 </li>
 <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">
  <div itemprop="item" itemscope itemtype="https://schema.org/Product">
   <h3 itemprop="name">BILLY <em>Bibliothèque</em> &amp; portes</h3>
   <!-- <span itemprop="sku">not this one</span> -->
   <span itemprop="sku">002.638.50</span>
  </div>
 </li>
</ul></body></html>`;

/** One item more than an import takes. */
const longList = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'ItemList',
  itemListElement: Array.from({ length: 501 }, (_, index) => ({
    '@type': 'Product',
    name: `Article ${index}`,
  })),
})}</script>`;

const article = `<html><head><title>Nos engagements</title></head><body><p>Rien à acheter ici.</p></body></html>`;

export interface ListPages {
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves the pages on 127.0.0.1 (a free port), under /shopping-lists/ as the supplier's are. */
export async function startListPages(): Promise<ListPages> {
  const pages: Record<string, [number, string]> = {
    '/shopping-lists/lyon': [200, jsonLdList],
    '/shopping-lists/microdata': [200, microdataList],
    '/shopping-lists/engagements': [200, article],
    '/shopping-lists/entrepot': [200, longList],
    '/shopping-lists/maintenance': [503, '<html><body>Maintenance</body></html>'],
  };
  const server: Server = createServer((request, response) => {
    const [status, body] = pages[request.url ?? ''] ?? [404, 'not found'];
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

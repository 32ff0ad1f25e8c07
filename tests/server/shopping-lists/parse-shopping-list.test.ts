import { describe, expect, it } from 'vitest';
import { extractShoppingList } from '../../../server/integrations/shopping-list/parse-shopping-list';

const base = 'https://www.ikea.com/fr/fr/list/42';
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('reading a shopping list page', () => {
  it('takes the products standing at the top of the data (also in @graph) when there is no ItemList', () => {
    const html =
      jsonLd({
        '@graph': [
          { '@type': 'WebPage', name: 'Ma liste' },
          {
            '@type': 'Product',
            name: 'KIVIK',
            sku: 'A1',
            isSimilarTo: { '@type': 'Product', name: 'Not listed' },
          },
        ],
      }) + jsonLd([{ '@type': 'Product', name: 'MALM', productID: 'B2', orderQuantity: '2' }]);
    expect(extractShoppingList(html, base).map((item) => [item.name, item.sku, item.quantity])).toEqual([
      ['KIVIK', 'A1', 1],
      ['MALM', 'B2', 2],
    ]);
  });

  it('reads order items (orderedItem, orderQuantity) in a list, and skips entries that are not products', () => {
    const html = jsonLd({
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'OrderItem',
          orderQuantity: { value: 5 },
          orderedItem: { '@type': 'Product', name: 'LACK' },
        },
        { '@type': 'ListItem', item: { '@type': 'WebPage', name: 'Aide' } },
        { '@type': 'ListItem', item: { '@type': 'Product', name: '' } },
      ],
    });
    expect(extractShoppingList(html, base)).toEqual([
      { name: 'LACK', url: '', sku: '', quantity: 5, priceCents: null, image: null },
    ]);
  });

  it('caps a quantity, and reads a nonsense one as 1', () => {
    const html = jsonLd({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', quantity: 5000, item: { '@type': 'Product', name: 'A' } },
        { '@type': 'ListItem', quantity: -2, item: { '@type': 'Product', name: 'B' } },
        { '@type': 'ListItem', quantity: 'deux', item: { '@type': 'Product', name: 'C' } },
      ],
    });
    expect(extractShoppingList(html, base).map((item) => item.quantity)).toEqual([999, 1, 1]);
  });

  it('reads microdata products without a list around them, ignoring unclosed and stray tags', () => {
    const html = `<div itemscope itemtype="http://schema.org/Product"><p><span itemprop="name">POÄNG</span>
      <meta itemprop="sku" content="S1"></div></span>
      <div itemscope itemtype="http://schema.org/Product"><a itemprop="url" href="../p/billy">
      <b itemprop="name">BILLY</b></a><data itemprop="quantity" value="3">trois</data></div>`;
    expect(
      extractShoppingList(html, base).map((item) => [item.name, item.sku, item.url, item.quantity]),
    ).toEqual([
      ['POÄNG', 'S1', '', 1],
      ['BILLY', '', 'https://www.ikea.com/fr/fr/p/billy', 3],
    ]);
  });

  it('finds nothing in a page without either', () => {
    expect(extractShoppingList('<html><body><h1>Nos magasins</h1></body></html>', base)).toEqual([]);
  });
});

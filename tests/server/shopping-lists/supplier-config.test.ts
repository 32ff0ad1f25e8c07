import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('the shopping list supplier in the config', () => {
  it('is IKEA unless set', () => {
    expect(loadConfig({}).shoppingListSupplier).toEqual({ name: 'IKEA', links: ['ikea.com'] });
  });

  it('reads a name and a list of links', () => {
    const config = loadConfig({
      SHOPPING_LIST_SUPPLIER: 'Maison Test',
      SHOPPING_LIST_LINKS: ' shop.example/listes/ , 127.0.0.1:8202 ',
    });
    expect(config.shoppingListSupplier).toEqual({
      name: 'Maison Test',
      links: ['shop.example/listes/', '127.0.0.1:8202'],
    });
  });

  it.each(['https://shop.example/listes', ',', 'shop.example?list=1'])(
    'refuses to start with SHOPPING_LIST_LINKS=%s',
    (links) => {
      expect(() => loadConfig({ SHOPPING_LIST_LINKS: links })).toThrow(ConfigError);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { shoppingListRequestSchema } from '../../../../src/domain/shopping-list/shopping-list.schema';
import {
  defaultShoppingListSupplier,
  isSupplierListLink,
  parseLinkPattern,
} from '../../../../src/domain/shopping-list/supplier-link';

describe('the supplier whose shopping lists are imported', () => {
  it.each([
    ['https://www.ikea.com/fr/fr/favourites/list/1f2e', true],
    ['http://ikea.com/shoppinglist?id=3', true],
    ['https://order.ikea.com/fr/list', true],
    ['https://notikea.com/fr/list', false],
    ['https://ikea.com.evil.example/list', false],
    ['ftp://ikea.com/list', false],
    ['ikea.com/list', false],
  ])('by default, IKEA: %s is %s', (url, accepted) => {
    expect(isSupplierListLink(url, defaultShoppingListSupplier)).toBe(accepted);
  });

  it('narrows by port and path prefix when the pattern has them', () => {
    const supplier = { name: 'Test', links: ['127.0.0.1:8202/lists/', 'shop.example'] };
    expect(isSupplierListLink('http://127.0.0.1:8202/lists/42', supplier)).toBe(true);
    expect(isSupplierListLink('http://127.0.0.1:8203/lists/42', supplier)).toBe(false);
    expect(isSupplierListLink('http://127.0.0.1:8202/products/42', supplier)).toBe(false);
    expect(isSupplierListLink('https://shop.example/anything', supplier)).toBe(true);
  });

  it.each(['https://ikea.com', 'ikea.com?x=1', '', 'user@ikea.com'])('refuses %s as a pattern', (pattern) => {
    expect(parseLinkPattern(pattern)).toBeNull();
  });

  it('gives the form and the route the same messages', () => {
    const schema = shoppingListRequestSchema(defaultShoppingListSupplier);
    expect(schema.safeParse({ url: 'https://www.ikea.com/fr/list/1' }).success).toBe(true);
    expect(schema.safeParse({ url: 'https://www.example.com/list/1' }).error?.issues[0]?.message).toBe(
      'shopping_list_supplier',
    );
    expect(schema.safeParse({ url: 'ma liste' }).error?.issues[0]?.message).toBe('url_invalid');
  });
});

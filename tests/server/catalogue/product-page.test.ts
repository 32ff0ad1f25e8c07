import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../server/integrations/product-page/address-policy';
import { fetchPage } from '../../../server/integrations/product-page/fetch-page';
import { parsePriceCents } from '../../../server/integrations/product-page/json-ld';
import { ProductPageError } from '../../../server/integrations/product-page/product-page-error';
import { startPageServer, type PageServer } from './product-pages';

describe('address policy', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['10.20.30.40', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.251', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['[::1]', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('prices as pages write them', () => {
  it.each([
    [1299, 129_900],
    [1299.9, 129_990],
    ['1299.90', 129_990],
    ['1 299,90', 129_990],
    ['1\u00a0299,90 €', 129_990],
    ['1.299,90', 129_990],
    ['1,299.90', 129_990],
    ['1.299', 129_900],
    ['€49', 4_900],
    ['gratuit', null],
    [null, null],
  ])('%j is %j cents', (price, cents) => {
    expect(parsePriceCents(price)).toBe(cents);
  });
});

describe('redirects are checked at every hop', () => {
  let pages: PageServer;
  beforeAll(async () => {
    pages = await startPageServer({
      largeBytes: 10,
      redirectTarget: 'http://169.254.169.254/latest/meta-data/',
    });
  });
  afterAll(async () => pages?.close());

  // The test pages live on 127.0.0.1: this policy treats that one address as public and keeps
  // every other private address refused, as production does for all of them.
  const onlyTestServer = {
    allowPrivateHosts: false,
    // No page here is slow: a limit no busy machine reaches.
    timeoutMs: 30_000,
    maxBytes: 10_000,
    isAllowedAddress: (ip: string) => ip === '127.0.0.1',
  };

  it('follows a redirect to an allowed address', async () => {
    const page = await fetchPage(pages.url('/old-link'), onlyTestServer);
    expect(page.url).toBe(pages.url('/products/elise'));
  });

  it('refuses a redirect to a private address', async () => {
    const failure = await fetchPage(pages.url('/redirect-away'), onlyTestServer).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProductPageError);
    expect(failure).toMatchObject({ failure: 'refused' });
  });
});

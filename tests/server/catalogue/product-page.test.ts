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
    // The mapped, compatible and translated ranges are refused whole, whatever they embed.
    ['::ffff:8.8.8.8', false],
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::8.8.8.8', false],
    ['::ffff:0:7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
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

describe('loopback spelt as IPv6', () => {
  let pages: PageServer;
  beforeAll(async () => {
    pages = await startPageServer({ largeBytes: 10, redirectTarget: '/' });
  });
  afterAll(async () => pages?.close());

  const production = { allowPrivateHosts: false, timeoutMs: 1_000, maxBytes: 10_000 };

  it.each(['[::127.0.0.1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::1]', 'localhost'])(
    'refuses http://%s before anything is read',
    async (host) => {
      const url = pages.url('/products/elise').replace('127.0.0.1', host);
      const failure = await fetchPage(url, production).catch((error: unknown) => error);
      expect(failure).toMatchObject({ failure: 'refused' });
      expect(pages.requests()).toBe(0);
    },
  );

  it('checks the address actually connected to, not only its spelling in the link', async () => {
    // A policy fooled by the spelling `::ffff:7f00:1`; the socket's peer, `::ffff:127.0.0.1`, is not.
    const fooled = { ...production, isAllowedAddress: (ip: string) => !ip.endsWith('127.0.0.1') };
    const url = pages.url('/products/elise').replace('127.0.0.1', '[::ffff:127.0.0.1]');
    const failure = await fetchPage(url, fooled).catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'refused' });
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

  it.each(['/mapped-loopback', '/compatible-loopback'])('refuses a redirect to %s', async (path) => {
    const failure = await fetchPage(pages.url(path), onlyTestServer).catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'refused' });
  });

  it('refuses a redirect to a private address', async () => {
    const failure = await fetchPage(pages.url('/redirect-away'), onlyTestServer).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProductPageError);
    expect(failure).toMatchObject({ failure: 'refused' });
  });
});

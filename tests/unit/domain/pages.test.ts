import { describe, expect, it } from 'vitest';
import { installerLinkOf, pageOf } from '../../../src/domain/pages';

describe('the page an address opens', () => {
  it("opens the installer's page for an installer's link, and the app for every other address", () => {
    expect(pageOf('/install/0190a1b2/Zx-9_k')).toBe('install.html');
    expect(pageOf('/projects/detail/0190')).toBe('index.html');
    expect(pageOf('/')).toBe('index.html');
    expect(pageOf('/installations')).toBe('index.html');
  });

  it("reads the purchase order and the token from an installer's link", () => {
    expect(installerLinkOf('/install/0190a1b2/Zx-9_k')).toEqual({
      purchaseOrderId: '0190a1b2',
      installationToken: 'Zx-9_k',
    });
    expect(installerLinkOf('/install/0190a1b2')).toEqual({
      purchaseOrderId: '0190a1b2',
      installationToken: '',
    });
  });
});

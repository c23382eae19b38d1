// @vitest-environment happy-dom
/** Where a shopper's data, credentials or scripts go (issue 36): the page's own origin, absolute; the accounts service https. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsAddress, ownAddress } from '../../src/lib/own-address';
import { resetWarningsForTests } from '../../src/lib/report';

afterEach(() => {
  resetWarningsForTests();
  vi.restoreAllMocks();
});

describe('ownAddress', () => {
  it("takes an address on the page's own origin as an absolute URL, resolved against the page (never the document's base URL)", () => {
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.head.append(base);
    try {
      expect(ownAddress('graphql', '/graphql/v1/', '/graphql/v1/')).toBe(`${location.origin}/graphql/v1/`);
      expect(ownAddress('scriptPrefix', `${location.origin}/theme/js/`, '/gfx/pol/')).toBe(`${location.origin}/theme/js/`);
    } finally {
      base.remove();
    }
  });

  it("refuses another origin or scheme: the default on the page's origin, one warning a field", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const planted of ['https://evil.example/graphql', '//evil.example/graphql', 'javascript:alert(1)', 'data:,x'])
      expect(ownAddress('graphql', planted, '/graphql/v1/'), planted).toBe(`${location.origin}/graphql/v1/`);
    expect(ownAddress('oneClickUrl', 'https://evil.example/order', '/order1.php?oneclick=1')).toBe(`${location.origin}/order1.php?oneclick=1`);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('"graphql"');
  });
});

describe('accountsAddress', () => {
  it('takes https, or http on the machine itself; anything else is the platform default, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(accountsAddress('https://accounts.shop-cluster.test/')).toBe('https://accounts.shop-cluster.test/');
    expect(accountsAddress('http://localhost:9000/')).toBe('http://localhost:9000/');
    for (const bad of ['http://accounts.test/', 'javascript:alert(1)', 'http://localhost.evil.example/'])
      expect(accountsAddress(bad), bad).toBe('https://accounts.idosell.com/');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

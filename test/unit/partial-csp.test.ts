// @vitest-environment happy-dom
/** A partial load runs only what a full load of the answer would: the answer's own CSP nonce decides (issue 28). */
import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import { ajaxScriptsOf, cspNonce, fullLoadNeeded, parsePartialPage } from '../../src/partial-page';

describe('partial pages under the answer’s CSP', () => {
  it("reads a directive's nonce, else default-src's; several policies joined by commas", () => {
    expect(cspNonce("script-src 'nonce-abc+/=' 'strict-dynamic'; style-src 'self'", 'script-src')).toBe('abc+/=');
    expect(cspNonce("script-src 'nonce-abc'; style-src 'self'", 'style-src')).toBeUndefined();
    expect(cspNonce("default-src 'nonce-d3f'", 'style-src')).toBe('d3f');
    expect(cspNonce("object-src 'none', script-src 'nonce-s3c0nd'", 'script-src')).toBe('s3c0nd');
    expect(cspNonce('', 'script-src')).toBeUndefined();
  });

  const PART = `<header><script class="ajaxLoad" nonce="n1">a()</script></header><main id="content">
    <script class="ajaxLoad">planted()</script>
    <div data-widget-ignore><script class="ajaxLoad" nonce="n1">plantedInContent()</script></div>
    <script data-ajax-load nonce="n1">b()</script><noscript><script class="ajaxLoad" nonce="n1">never()</script></noscript></main>`;

  it('with a nonce policy: only the marked scripts carrying its nonce, none in shop content', () => {
    const doc = parsePartialPage(PART, "script-src 'nonce-n1'");
    expect(ajaxScriptsOf(doc).map((s) => s.text)).toEqual(['a()', 'b()']);
  });

  it('without one: every marked script outside shop content, as before', () => {
    const doc = parsePartialPage(PART);
    expect(ajaxScriptsOf(doc).map((s) => s.text)).toEqual(['a()', 'planted()', 'b()']);
  });

  describe('this page under a nonce (the loader tag had one)', () => {
    // What the loader publishes (src/lib/shared.ts), with only the nonce this test needs.
    const KEY = Symbol.for('storefront.shared');
    const setPageNonce = (nonce: string | undefined) =>
      nonce === undefined
        ? delete (window as unknown as Record<symbol, unknown>)[KEY]
        : Object.defineProperty(window, KEY, { value: { nonce }, configurable: true });
    afterEach(() => setPageNonce(undefined));

    it('an answer without a nonce policy fails closed: none of its scripts runs, and the part is to be loaded whole', () => {
      setPageNonce('p4ge');
      const doc = parsePartialPage(PART);
      expect(ajaxScriptsOf(doc)).toEqual([]);
      expect(fullLoadNeeded(doc)).toMatch(/no nonce policy/);
    });

    it('an answer with a nonce policy is told apart as before, and swaps in place', () => {
      setPageNonce('p4ge');
      const doc = parsePartialPage(PART, "script-src 'nonce-n1'; style-src 'nonce-n1'");
      expect(ajaxScriptsOf(doc).map((s) => s.text)).toEqual(['a()', 'b()']);
      expect(fullLoadNeeded(doc)).toBeUndefined();
    });

    it('an answer with nothing to run or style swaps in place without a policy', () => {
      setPageNonce('p4ge');
      expect(
        fullLoadNeeded(parsePartialPage('<main id="content"><p>text</p><div data-widget-ignore><script class="ajaxLoad">x()</script></div></main>')),
      ).toBeUndefined();
    });
  });
});

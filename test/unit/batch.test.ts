import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatch, requestBodyFor } from '../../src/net/batch';
import { resetWarningsForTests } from '../../src/lib/report';

type Call = { url: string; body: Record<string, unknown> };

function fakeFetch(respond: (keys: string[]) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const params = new URLSearchParams(String(init.body));
    const body = JSON.parse(params.get('request')!);
    calls.push({ url, body });
    return respond(Object.keys(body));
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const json = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  vi.stubGlobal('location', {
    href: 'https://shop.example/product-pol-1-x.html?a=1',
    origin: 'https://shop.example',
    pathname: '/product-pol-1-x.html',
    search: '?a=1',
  });
  resetWarningsForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('request bodies', () => {
  it('are exactly the spec shapes per key', () => {
    expect(requestBodyFor(['Projector', 'Basket', 'Wishlist', 'Comparers', 'Snippets', 'ToplayersAndWidgets'], 2, '/x?y', 'extra')).toEqual({
      Projector: { format: 'json', params: {} },
      Basket: {},
      Wishlist: {},
      Comparers: {},
      Snippets: { format: 'json', params: { mobile: false, tablet: true, pc: false, request_uri: '/x?y', additional_ajax: 'extra' } },
      ToplayersAndWidgets: { format: 'json', params: { mobile: false, tablet: true, pc: false, request_uri: '/x?y', additional_ajax: 'extra' } },
    });
  });
});

describe('batch', () => {
  it('merges the keys asked for in one task into one POST', async () => {
    const f = fakeFetch((keys) => json(Object.fromEntries(keys.map((k) => [k, { response: k }]))));
    vi.stubGlobal('fetch', f.fn);
    const batch = createBatch({ view: () => 1 });
    batch.request(['Basket']);
    batch.request(['Snippets', 'Basket']);
    const [basket, snippets] = await Promise.all([batch.get('Basket'), batch.get('Snippets')]);
    expect(f.calls).toHaveLength(1);
    // On the page's own origin, whatever the document's base URL.
    expect(f.calls[0].url).toBe('https://shop.example/ajax/get.php');
    expect(Object.keys(f.calls[0].body).sort()).toEqual(['Basket', 'Snippets']);
    expect((f.calls[0].body.Snippets as any).params).toMatchObject({ mobile: true, request_uri: '/product-pol-1-x.html?a=1' });
    expect(basket).toEqual({ response: 'Basket' });
    expect(snippets).toEqual({ response: 'Snippets' });
  });

  it("sends the platform's rendered request URI (page configuration requestUri) while the page is at its URL, the current one after a partial navigation", async () => {
    const f = fakeFetch((keys) => json(Object.fromEntries(keys.map((k) => [k, { response: k }]))));
    vi.stubGlobal('fetch', f.fn);
    const batch = createBatch({ view: () => 4, requestUri: '/product-pol-1-kurtka.html?a=1' });
    batch.request(['Snippets']);
    await batch.get('Snippets');
    expect((f.calls[0].body.Snippets as any).params.request_uri).toBe('/product-pol-1-kurtka.html?a=1');
    vi.stubGlobal('location', { href: 'https://shop.example/guide.php?id=2', origin: 'https://shop.example', pathname: '/guide.php', search: '?id=2' });
    batch.refresh(['Snippets']);
    await vi.waitFor(() => expect(f.calls).toHaveLength(2));
    expect((f.calls[1].body.Snippets as any).params.request_uri).toBe('/guide.php?id=2');
  });

  it('sends form-urlencoded request=<JSON>', async () => {
    let init: RequestInit | undefined;
    vi.stubGlobal('fetch', async (_u: string, i: RequestInit) => ((init = i), json({})));
    const batch = createBatch({ view: () => 4 });
    await batch.get('Basket');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(init!.body)).toBe('request=' + encodeURIComponent('{"Basket":{}}'));
  });

  it('does not ask again for keys already requested; refresh asks for chosen keys only', async () => {
    let n = 0;
    const f = fakeFetch((keys) => json(Object.fromEntries(keys.map((k) => [k, ++n]))));
    vi.stubGlobal('fetch', f.fn);
    const batch = createBatch({ view: () => 4 });
    await batch.request(['Basket', 'Wishlist']);
    await batch.request(['Basket']);
    expect(f.calls).toHaveLength(1);
    const seen: unknown[] = [];
    batch.subscribe('Basket', (part) => seen.push(part));
    await batch.refresh(['Basket']);
    expect(f.calls).toHaveLength(2);
    expect(Object.keys(f.calls[1].body)).toEqual(['Basket']);
    expect(seen).toEqual([1, 3]);
    expect(await batch.get('Wishlist')).toBe(2);
  });

  it('resolves parts as undefined on HTTP errors, bad JSON and non-objects, warning once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const response of [new Response('oops', { status: 500 }), new Response('{not json'), json([1, 2]), json(null)]) {
      vi.stubGlobal('fetch', async () => response);
      const batch = createBatch({ view: () => 4 });
      expect(await batch.get('Basket')).toBeUndefined();
    }
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failing = createBatch({ view: () => 4 });
    expect(await failing.get('Basket')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('never reads the tracking-events header: the platform checks it on GraphQL and basketchange.php answers only', async () => {
    const onTrackingEvents = vi.fn();
    // The option the batch once had, passed anyway: nothing in the batch may act on the header.
    vi.stubGlobal('fetch', async () => json({ Basket: 1 }, { 'x-iai-tracking-events': '3', 'x-idosell-tracking-events': '3' }));
    const options = { view: () => 4 as const, onTrackingEvents };
    const batch = createBatch(options);
    expect(await batch.get('Basket')).toBe(1);
    expect(onTrackingEvents).not.toHaveBeenCalled();
    const exported = Object.keys(await import('../../src/net/batch'));
    expect(exported).not.toContain('wantsTrackingEvents');
    expect(exported).not.toContain('TRACKING_HEADER');
  });

  it('keeps other listeners running when one listener throws; the error is thrown again on its own (uncaught: logged)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', async () => json({ Basket: 1 }));
      const batch = createBatch({ view: () => 4 });
      const good = vi.fn();
      batch.subscribe('Basket', () => {
        throw new Error('bad listener');
      });
      batch.subscribe('Basket', good);
      await batch.get('Basket');
      expect(good).toHaveBeenCalledWith(1);
      expect(() => vi.runAllTimers()).toThrow('bad listener');
    } finally {
      vi.useRealTimers();
    }
  });
});

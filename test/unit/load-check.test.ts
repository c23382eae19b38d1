// loader/load-check.ts: why a chunk's import failed. The browser refuses a file whose bytes are not the integrity the
// page's import map gives it (test/e2e/release.spec.ts and the engines' journeys show it in Chromium, Firefox and
// WebKitGTK); here, the answers that tell a missing file, a changed one and a page being left apart, and the static
// imports walked to the file to blame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const here = new URL('../../loader/', import.meta.url).href;

/** The host's files: HEAD's answer (an HTTP status, or none: the page being left), whether a GET with integrity passes. */
interface HostFile {
  head: number | 'none';
  /** false: the file's bytes are not those of its integrity (a GET with one is refused). */
  intact?: boolean;
  /** Once it was fetched, no answer at all (the page left meanwhile). */
  thenLeft?: boolean;
  code?: string;
}
let host: Record<string, HostFile> = {};
const asked: string[] = [];

async function fakeFetch(url: URL, init: RequestInit = {}): Promise<Response> {
  const file = String(url).slice(here.length);
  const f = host[file] ?? { head: 404 };
  asked.push(`${init.method ?? 'GET'}${init.integrity ? ' (integrity)' : ''} ${file}`);
  if (f.head === 'none' || (f.thenLeft && asked.some((a) => a.startsWith('GET') && a.endsWith(` ${file}`)) && init.method === 'HEAD'))
    throw new TypeError('NetworkError');
  if (init.method === 'HEAD') return new Response(null, { status: f.head });
  if (init.integrity && f.intact === false) throw new TypeError('integrity');
  return new Response(f.code ?? '', { status: f.head });
}

/**
 * The page's import map: every file of the host with an integrity, unless `listed` says which. The document's members
 * are read from its prototypes (Document's `head`, Node's `baseURI`), never from the document itself (shop content
 * can shadow them): here the document's own `head` is a form a product description put there.
 */
function importMap(listed = Object.keys(host)) {
  const integrity = Object.fromEntries(listed.map((f) => [new URL(f, here).pathname, `sha384-${f}`]));
  const head = { querySelectorAll: () => [{ textContent: JSON.stringify({ integrity }) }] };
  class Node {
    get baseURI() {
      return here;
    }
  }
  class Document extends Node {
    get head() {
      return head;
    }
  }
  vi.stubGlobal('Node', Node);
  vi.stubGlobal('Document', Document);
  vi.stubGlobal('document', Object.defineProperty(new Document(), 'head', { value: { querySelectorAll: () => [] } }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fakeFetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  asked.splice(0);
});

/** A fresh module (its checks are kept for a page). */
const load = async () => (await import('../../loader/load-check')).why;

describe('why (loader/load-check.ts)', () => {
  it('a file a chunk imports that answers an HTTP error did not load; no answer at all is the page being left', async () => {
    host = {
      'map-AbCdEf.js': { head: 200, code: 'import{a}from"./http-Ab12Cd34.js"' },
      'http-Ab12Cd34.js': { head: 404 },
      'tooltip-AbCdEf.js': { head: 200, code: 'import"./floating-Ab12Cd34.js"' },
      'floating-Ab12Cd34.js': { head: 'none' },
    };
    importMap();
    const why = await load();
    expect(String(await why('map-AbCdEf.js'))).toBe('Error: http-Ab12Cd34.js did not load (a partial deploy?)');
    expect(await why('tooltip-AbCdEf.js')).toBeUndefined();
  });

  it('without an integrity in the import map (a page without one), the chunk is asked its HEAD and nothing more', async () => {
    host = { 'map-AbCdEf.js': { head: 200, intact: false } };
    importMap([]);
    expect(await (await load())('map-AbCdEf.js')).toBeUndefined();
    expect(asked).toEqual(['HEAD map-AbCdEf.js']);
  });

  it('a file that answers but is refused by its integrity failed its integrity check; unless the page is left meanwhile', async () => {
    host = { 'map-AbCdEf.js': { head: 200, intact: false }, 'tooltip-AbCdEf.js': { head: 200, intact: false, thenLeft: true } };
    importMap();
    const why = await load();
    expect(String(await why('map-AbCdEf.js'))).toBe('Error: map-AbCdEf.js failed its integrity check');
    expect(asked).toEqual(['HEAD map-AbCdEf.js', 'GET (integrity) map-AbCdEf.js', 'HEAD map-AbCdEf.js']);
    expect(await why('tooltip-AbCdEf.js')).toBeUndefined();
  });

  it('an intact chunk: the file it imports statically is blamed, with the same error for every chunk importing it', async () => {
    host = {
      'instalment-AbCdEf.js': { head: 200, code: 'import{a as b}from"./core-Ab12_-.js";import{p}from"./price-Ab12Cd34.js";import("./Modal-Zz.js")' },
      'calendar-AbCdEf.js': { head: 200, code: 'import"./price-Ab12Cd34.js";export*from"./calendar-AbCdEf.js"' },
      'core-Ab12_-.js': { head: 200, code: 'export{x as a}from"./instalment-AbCdEf.js"' },
      'price-Ab12Cd34.js': { head: 200, intact: false },
      'Modal-Zz.js': { head: 404 },
    };
    importMap();
    const why = await load();
    const first = await why('instalment-AbCdEf.js');
    expect(String(first)).toBe('Error: price-Ab12Cd34.js failed its integrity check');
    // One error object: the runtime says and reports it once, however many chunks import the file.
    expect(await why('calendar-AbCdEf.js')).toBe(first);
    // A dynamic import is no part of the chunk's own import; an import cycle ends.
    expect(asked.some((a) => a.includes('Modal'))).toBe(false);
    expect(await why('core-Ab12_-.js')).toBe(first);
  });

  it('an intact chunk whose imports are intact too: nothing to say (its import failed for a passing reason)', async () => {
    host = { 'map-AbCdEf.js': { head: 200, code: 'import"./core-Ab12_-.js"' }, 'core-Ab12_-.js': { head: 200 } };
    importMap();
    expect(await (await load())('map-AbCdEf.js')).toBeUndefined();
  });
});

// @vitest-environment happy-dom
/**
 * menu_search's shell part on server markup: the listeners on the server's input drive the `$search` atom the island
 * renders (typing, debounce, the request in flight, the arrow keys, Escape, Enter, focus leaving, full-screen mode),
 * and the combobox attributes on the input follow it. The request is the test's: each answer is released on cue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../src/i18n';
import { parsePageConfig, type Page } from '../../src/page-config';
import { resetWarningsForTests } from '../../src/lib/report';
import { scrollLocks } from '../../src/ui/scroll-lock';
import { DEBOUNCE_MS, cacheKey, type SearchResult } from '../../widgets/menu_search/rules';
import { connectSearch, type SearchRequest } from '../../widgets/menu_search/search-shell';
import { mountIsland } from '../../widgets/menu_search/Search';
import type { Translator } from '../../src/i18n';

const page = (over: object = {}): Page => {
  const config = parsePageConfig(over);
  return { ...config, t: createTranslator(config.language) };
};

const empty: SearchResult = { products: [], series: [], producers: [], cms: [], searchQueries: [], menuNodes: [] };
const result = (n: number, name = 'kurtka'): SearchResult => ({
  ...empty,
  searchQueries: Array.from({ length: n }, (_, i) => ({ name: `${name} ${i}`, link: `/search.php?text=${name}+${i}` })),
});

/** A request whose answers the test releases: one entry per call, in order. */
function heldRequest() {
  const calls: Array<{ text: string; signal: AbortSignal; answer(r: SearchResult): Promise<void>; fail(e: unknown): Promise<void> }> = [];
  const request: SearchRequest = (text, signal) =>
    new Promise<SearchResult>((resolve, reject) => {
      calls.push({
        text,
        signal,
        answer: async (r) => {
          resolve(r);
          await Promise.resolve();
          await Promise.resolve();
        },
        fail: async (e) => {
          reject(e);
          await Promise.resolve();
          await Promise.resolve();
        },
      });
    });
  return { calls, request };
}

let form: HTMLFormElement;
let input: HTMLInputElement;
let stop: AbortController;

const type = (text: string) => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const key = (k: string) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  input.dispatchEvent(e);
  return e.defaultPrevented;
};

/** The shell connected to the fixture form, with the request the test answers; the input focused. */
function connect() {
  const { calls, request } = heldRequest();
  const shell = connectSearch(form, input, page(), stop.signal, request);
  input.focus();
  return { ...shell, calls };
}

/** Types `text`, lets the debounce fire and answers the request it made with `answer`. */
async function search(calls: ReturnType<typeof heldRequest>['calls'], text: string, answer: SearchResult) {
  const asked = calls.length;
  type(text);
  vi.advanceTimersByTime(DEBOUNCE_MS);
  expect(calls.map((c) => c.text).slice(asked)).toEqual([text]);
  await calls[asked].answer(answer);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<form id="menu_search" action="/search.php"><input id="menu_search_text" name="text" type="text"></form><button id="out">x</button>`;
  form = document.querySelector('form')!;
  input = document.querySelector('input')!;
  stop = new AbortController();
  sessionStorage.clear();
  resetWarningsForTests();
});
afterEach(() => {
  stop.abort();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('menu_search shell part', () => {
  it('gives the input its combobox attributes, and takes them away when the widget unmounts', () => {
    const { calls, request } = heldRequest();
    const { base } = connectSearch(form, input, page(), stop.signal, request);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(`${base}_list`);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    stop.abort();
    for (const a of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) expect(input.hasAttribute(a)).toBe(false);
    input.focus();
    type('kurtka');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls).toHaveLength(0); // its listeners are gone too
  });

  it('is taken off the input when the suggestions island fails to render: the form works as without JavaScript', () => {
    const { calls, request } = heldRequest();
    const shell = connectSearch(form, input, page(), stop.signal, request);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.fn();
    const broken = (() => {
      throw new Error('render failed');
    }) as unknown as Translator;
    mountIsland(form, { ...shell, t: broken }, report);
    vi.runOnlyPendingTimers(); // the island puts the server's markup back in a task of its own
    expect(report).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    expect(form.querySelector('.sf-search__results')).toBeNull();
    for (const a of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded']) expect(input.hasAttribute(a)).toBe(false);
    input.focus();
    type('kurtka');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(key('Enter')).toBe(false); // the form submits
  });

  it('searches 500 ms after the last keystroke, from 2 characters, and opens the options it found while the input has focus', async () => {
    const { $search, calls } = connect();
    type('k');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    type('ku');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    type('kur');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.text)).toEqual(['kur']);
    await calls[0].answer(result(3));
    expect($search.get()).toMatchObject({ text: 'kur', open: true, active: -1, announce: '3 wyniki' });
    expect($search.get().options.map((o) => o.name)).toEqual(['kurtka 0', 'kurtka 1', 'kurtka 2']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // Too short again: closed and forgotten.
    type('k');
    expect($search.get()).toMatchObject({ text: undefined, options: [], open: false });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays closed when nothing was found, and says so', async () => {
    const { $search, calls } = connect();
    await search(calls, 'xyz', empty);
    expect($search.get()).toMatchObject({ text: 'xyz', options: [], open: false, announce: 'Brak wyników' });
    expect(key('ArrowDown')).toBe(false);
    input.blur();
    input.focus(); // the same text again: nothing to open
    expect($search.get().open).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the request in flight for its own text, aborts it for another, and never shows a stale answer', async () => {
    const { $search, calls } = connect();
    type('kurtka');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    type('kurtka '); // the same searched text: the request in flight is kept
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    type('kurtki');
    expect(calls[0].signal.aborted).toBe(true);
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.map((c) => c.text)).toEqual(['kurtka', 'kurtki']);
    await calls[0].answer(result(1, 'stale'));
    expect($search.get().options).toEqual([]);
    await calls[1].answer(result(2, 'kurtki'));
    expect($search.get().options.map((o) => o.name)).toEqual(['kurtki 0', 'kurtki 1']);
  });

  it('serves a text searched before from the session cache, without a request', async () => {
    const { $search, calls } = connect();
    await search(calls, 'kurtka', result(2));
    expect(sessionStorage.getItem(cacheKey('kurtka'))).toContain('"lang":"pl"');
    await search(calls, 'ku', result(1, 'ku'));
    type('kurtka');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect($search.get()).toMatchObject({ text: 'kurtka', open: true });
  });

  it('moves the active option with the arrow keys (wrapping), Home and End; Enter follows it; Escape closes and keeps the text', async () => {
    const { $search, calls } = connect();
    await search(calls, 'kurtka', result(3));
    const active = () => $search.get().active;
    const ids = $search.get().options.map((o) => o.id);
    expect(key('ArrowDown')).toBe(true);
    expect(active()).toBe(0);
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[0]);
    key('ArrowUp');
    expect(active()).toBe(2);
    key('ArrowDown');
    expect(active()).toBe(0);
    key('End');
    expect(active()).toBe(2);
    key('Home');
    expect(active()).toBe(0);
    expect(key('Escape')).toBe(true);
    expect($search.get()).toMatchObject({ open: false, active: -1 });
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('kurtka');
    // Closed: ArrowUp opens on the last option.
    key('ArrowUp');
    expect($search.get()).toMatchObject({ open: true, active: 2 });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    expect(key('Enter')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/search.php?text=kurtka+2');
    expect($search.get().open).toBe(false);
  });

  it('lets Enter submit the form when no option is active, and ignores the arrows for options of another text', async () => {
    const { $search, calls } = connect();
    await search(calls, 'kurtka', result(2));
    expect(key('Enter')).toBe(false);
    expect($search.get().open).toBe(false);
    type('kurtki'); // waiting for its debounce: the options held are kurtka's
    expect(key('ArrowDown')).toBe(false);
    expect($search.get().active).toBe(-1);
  });

  it('closes the suggestions silently when the request fails, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $search, calls } = connect();
    await search(calls, 'kurtka', result(2));
    type('kurtki');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    await calls[1].fail(new Error('HTTP 500'));
    expect($search.get()).toMatchObject({ text: undefined, options: [], open: false });
    type('kurtkę');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    await calls[2].fail(new Error('HTTP 500'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('closes when focus or a press goes outside the form, and opens again on focus for the same text', async () => {
    const { $search, calls } = connect();
    await search(calls, 'kurtka', result(2));
    document.getElementById('out')!.focus();
    expect($search.get().open).toBe(false);
    input.focus();
    expect($search.get().open).toBe(true);
    document.getElementById('out')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect($search.get().open).toBe(false);
  });

  it('searches text typed before it arrived at once, as if the last keystroke came now', async () => {
    const { calls, request } = heldRequest();
    input.focus();
    input.value = 'kurtka';
    const { $search } = connectSearch(form, input, page(), stop.signal, request);
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.map((c) => c.text)).toEqual(['kurtka']);
    await calls[0].answer(result(1));
    expect($search.get().open).toBe(true);
  });

  it('below 768 px opens the full-screen mode on focus, locking the page scroll; closeFull and Escape leave it', () => {
    const { request } = heldRequest();
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(767);
    const { $search, closeFull } = connectSearch(form, input, page(), stop.signal, request);
    const locks = scrollLocks();
    input.focus();
    expect($search.get().full).toBe(true);
    expect(form.classList.contains('sf-search--full')).toBe(true);
    expect(document.documentElement.classList.contains('--search-open')).toBe(true);
    expect(scrollLocks()).toBe(locks + 1);
    closeFull();
    expect($search.get().full).toBe(false);
    expect(form.classList.contains('sf-search--full')).toBe(false);
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expect(scrollLocks()).toBe(locks);
    expect(document.activeElement).not.toBe(input);
    input.focus();
    expect(key('Escape')).toBe(true);
    expect($search.get().full).toBe(false);
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); // a tap on the focused input opens it again
    expect(form.classList.contains('sf-search--full')).toBe(true);
    stop.abort(); // unmounting in full mode gives the page its scroll back
    expect(form.classList.contains('sf-search--full')).toBe(false);
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expect(scrollLocks()).toBe(locks);
  });

  it("sets the template's state classes: --focus, --loading while a request is in flight, --open with suggestions shown", async () => {
    const { calls } = connect();
    expect(form.classList.contains('--focus')).toBe(true);
    type('kurtka');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(form.classList.contains('--loading')).toBe(true);
    expect(form.classList.contains('--open')).toBe(false);
    await calls[0].answer(result(2));
    expect(form.classList.contains('--loading')).toBe(false);
    expect(form.classList.contains('--open')).toBe(true);
    expect(key('Escape')).toBe(true);
    expect(form.classList.contains('--open')).toBe(false);
    document.getElementById('out')!.focus();
    expect(form.classList.contains('--focus')).toBe(false);
  });

  it('the mobile opener: setFull opens and leaves html.--search-open at any width, and its aria-expanded follows', () => {
    const { request } = heldRequest();
    const mobile = document.createElement('a');
    form.prepend(mobile);
    const shell = connectSearch(form, input, page(), stop.signal, request, mobile);
    shell.setFull(true);
    expect(document.documentElement.classList.contains('--search-open')).toBe(true);
    expect(mobile.getAttribute('aria-expanded')).toBe('true');
    expect(form.classList.contains('sf-search--full')).toBe(window.innerWidth < 768);
    shell.setFull(false);
    expect(document.documentElement.classList.contains('--search-open')).toBe(false);
    expect(mobile.getAttribute('aria-expanded')).toBe('false');
  });
});

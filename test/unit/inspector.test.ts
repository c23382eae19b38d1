// @vitest-environment happy-dom
/**
 * The inspector's data (src/inspector/rows.ts, record.ts): what a row says about a marker, from its attributes, the
 * registry, the resource and measure entries and the recorded console notes. The panel itself: test/e2e/inspector.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { argText, noteOf } from '../../src/inspector/record';
import { pageNotes, rows, type Sources } from '../../src/inspector/rows';
import type { RegistryEntry } from '../../src/widget';

function page(html: string): Element[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('[data-widget]')];
}

const registry = new Map<string, RegistryEntry>([
  ['menu_basket', { keys: ['Basket'], hydrate: 'idle', load: () => Promise.reject(new Error('unused')) }],
  ['map', { keys: [], hydrate: 'visible', load: () => Promise.reject(new Error('unused')) }],
  ['shop_badge', { name: 'shop_badge', keys: [], hydrate: 'load', mount() {} }],
]);

const sources = (elements: Element[], more: Partial<Sources> = {}): Sources => ({
  elements,
  registry,
  scripts: ['https://shop.test/storefront/loader.js', 'https://shop.test/storefront/core-AbC_12.js', 'https://shop.test/storefront/map-Zz9-x_.js?x'],
  mounts: new Map([['menu_basket', [3.25]]]),
  notes: [],
  reasons: new Map(),
  ...more,
});

describe('the inspector rows', () => {
  it('a mounted core widget: its moment, the core chunk, its mount time; a lazy one: its own chunk; a shop widget: inline', () => {
    const els = page(
      '<div data-widget="menu_basket" data-widget-state="mounted"></div><div data-widget="map" data-hydrate="load" data-widget-state="mounted"></div><div data-widget="shop_badge" data-widget-state="mounted"></div>',
    );
    const [basket, map, badge] = rows(sources(els));
    expect(basket).toMatchObject({ name: 'menu_basket', state: 'mounted', moment: 'idle', chunk: 'core-AbC_12.js', mount: '3.3 ms', notes: [] });
    expect(map).toMatchObject({ moment: 'load', chunk: 'map-Zz9-x_.js' });
    expect(badge).toMatchObject({ chunk: 'inline' });
  });

  it('an invalid data-hydrate: the widget’s own moment, as the loader chose', () => {
    const [row] = rows(sources(page('<div data-widget="map" data-hydrate="later" data-widget-state="pending"></div>')));
    expect(row).toMatchObject({ moment: 'visible', chunk: '', mount: '' });
  });

  it("unknown, ignored, not set up yet; a skip's reason asked again of its widget, once (not again beside its recorded warning)", () => {
    const els = page(
      '<div data-widget="nope" data-widget-state="unknown"></div><div data-widget-ignore><div data-widget="menu_basket"></div></div><div data-widget="map"></div><div data-widget="menu_basket" data-widget-state="skipped"></div>',
    );
    const reasons = new Map([[els[3], 'the marker needs its link (a.top_basket__sub)']]);
    const [unknown, ignored, fresh, skipped] = rows(sources(els, { reasons }));
    expect(unknown.notes).toEqual(['no widget is named "nope"']);
    expect(ignored).toMatchObject({ state: 'ignored', moment: '' });
    expect(fresh.state).toBe('not set up');
    expect(skipped.notes).toEqual(['skipped: the marker needs its link (a.top_basket__sub)']);
    const said = noteOf('warning', ['storefront: widget "menu_basket": the marker needs its link (a.top_basket__sub); the widget is skipped.', els[3]])!;
    expect(rows(sources(els, { reasons, notes: [said] }))[3].notes).toEqual([`warning: ${said.text}`]);
  });

  it("notes go to the marker given with them, or to the first marker of the widget they name; the rest are the page's", () => {
    const els = page(
      '<div data-widget="menu_basket" data-widget-state="skipped"><a></a></div><div data-widget="menu_basket" data-widget-state="mounted"></div>',
    );
    const notes = [
      noteOf('warning', ['storefront: widget "menu_basket": the marker needs its link (a.top_basket__sub); the widget is skipped.', els[0].firstElementChild])!,
      noteOf('error', ['storefront: widget "menu_basket" failed:', new TypeError('x is undefined')])!,
      noteOf('warning', ["storefront: /ajax/get.php failed (HTTP 500); the server's content stays."])!,
    ];
    expect(noteOf('warning', ['not ours'])).toBeUndefined();
    const [first, second] = rows(sources(els, { notes }));
    expect(first.notes).toEqual([
      'warning: storefront: widget "menu_basket": the marker needs its link (a.top_basket__sub); the widget is skipped. <a>',
      'error: storefront: widget "menu_basket" failed: TypeError: x is undefined',
    ]);
    expect(second.notes).toEqual([]);
    expect(pageNotes(notes, [first, second]).map((n) => n.text)).toEqual(["storefront: /ajax/get.php failed (HTTP 500); the server's content stays."]);
  });

  it('console arguments as text: an element by its tag and marker name, an error by its message, other values as JSON', () => {
    const [el] = page('<nav data-widget="footer"></nav>');
    expect(argText(el)).toBe('<nav data-widget="footer">');
    expect(argText(new RangeError('r'))).toBe('RangeError: r');
    expect(argText({ a: 1 })).toBe('{"a":1}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(argText(cyclic)).toBe('[object Object]');
  });
});

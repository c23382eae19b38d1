// @vitest-environment happy-dom
/** The footer widget on server markup: what it changes, and that unmount puts it all back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import footerWidget from '../../widgets/footer/index';
import { $view } from '../../src/stores/view';
import { mount } from './mount-widget';
import type { View } from '../../src/lib/view';

// The Standard template's footer lists (the second without aria-controls: found beside its header).
const FOOTER =
  `<nav id="footer_links"><ul class="footer_links" id="menu_orders"><li><a class="footer_tab__header" aria-controls="orders_sub" aria-expanded="true">Informacje</a><ul id="orders_sub" class="footer_links_sub" aria-hidden="false"><li><a href="/a">A</a></li></ul></li></ul>` +
  `<ul class="footer_links" id="links_footer_1"><li><a class="footer_tab__header" aria-expanded="true">Płatności</a><ul id="pay" class="footer_links_sub" aria-hidden="false"><li><a href="/b"><img src="/p.svg" data-hover-src="/p-hover.svg" alt="P"></a></li></ul></li></ul></nav>`;

const state = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('.footer_links')).map((tab) => ({
    button:
      tab.querySelector('.footer_tab__header')!.getAttribute('role') === 'button'
        ? tab.querySelector('.footer_tab__header')!.getAttribute('aria-expanded')
        : null,
    hidden: tab.querySelector('.footer_links_sub')!.getAttribute('aria-hidden') === 'true',
  }));

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
  document.body.innerHTML = '';
  sessionStorage.clear();
  $view.set(4);
});

describe('footer widget', () => {
  it('collapses tabs only in view 1, remembers them across views, and unmount restores the server markup', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true }); // the store reads it when first subscribed
    document.body.innerHTML = `<footer id="footer">${FOOTER}</footer>`;
    const el = document.getElementById('footer')!;
    const server = el.innerHTML;
    const unmount = await mount(footerWidget as never, el);
    expect(state(el)).toEqual([
      { button: 'false', hidden: true },
      { button: 'false', hidden: true },
    ]);
    const second = el.querySelectorAll<HTMLElement>('.footer_tab__header')[1];
    expect(second.getAttribute('aria-controls')).toBe('pay');
    expect(second.tabIndex).toBe(0);
    expect(second.textContent).toBe('Płatności');
    second.click();
    expect(state(el)).toEqual([
      { button: 'false', hidden: true },
      { button: 'true', hidden: false },
    ]);
    for (const view of [2, 3, 4] as View[]) {
      $view.set(view);
      expect(state(el)).toEqual([
        { button: null, hidden: false },
        { button: null, hidden: false },
      ]);
    }
    $view.set(1);
    expect(state(el)).toEqual([
      { button: 'false', hidden: true },
      { button: 'true', hidden: false },
    ]);
    unmount();
    expect(el.innerHTML).toBe(server);
  });

  it('swaps a hover image on pointer enter and back on leave, its code loaded at the first intent; a javascript: address is refused with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<footer id="footer">${FOOTER}<a id="bad" href="/c"><img src="/c.svg" data-hover-src="javascript:alert(1)" alt="C"></a></footer>`;
    const el = document.getElementById('footer')!;
    const unmount = await mount(footerWidget as never, el);
    const link = el.querySelector<HTMLAnchorElement>('#pay a')!;
    // Before the shopper reaches for the footer, its links' code is not there: nothing swaps, nothing is checked.
    link.dispatchEvent(new Event('pointerenter'));
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/p.svg');
    expect(warn).not.toHaveBeenCalled();
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await vi.dynamicImportSettled();
    link.dispatchEvent(new Event('pointerenter'));
    expect(link.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/p-hover.svg`);
    link.dispatchEvent(new Event('pointerleave'));
    await Promise.resolve();
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/p.svg');
    const bad = el.querySelector<HTMLAnchorElement>('#bad')!;
    bad.dispatchEvent(new Event('pointerenter'));
    expect(bad.querySelector('img')!.getAttribute('src')).toBe('/c.svg');
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('data-hover-src'))).toHaveLength(1);
    unmount();
    warn.mockRestore();
  });
});

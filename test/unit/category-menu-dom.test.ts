// @vitest-environment happy-dom
/**
 * The category menu's core part on server markup, without its lazy parts: the drawers' closed state at mount and on
 * view changes, given back on unmount; and the drawers' code failing to load (its module made to throw): the held
 * toggler click replayed on the server's markup, one report, what the core set for the drawers given back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import menuWidget from '../../widgets/category_menu/index';
import { $view } from '../../src/stores/view';
import type { WidgetContext } from '../../src/widget';

vi.mock('../../widgets/category_menu/drawers-shell', () => {
  throw new Error('the drawers chunk failed to load');
});

const PAGE =
  '<header id="header"><nav id="menu_categories" data-widget="category_menu" aria-label="Kategorie"><button type="button" class="navbar-toggler">Menu</button>' +
  '<div class="navbar-collapse" id="menu_navbar"><ul class="navbar-nav"><li class="nav-item"><span class="nav-link-wrapper"><a class="nav-link --l1" href="/a">A</a><button type="button" class="nav-link-expand"></button></span>' +
  '<ul class="navbar-subnav"><li class="nav-header"><a class="nav-header__backLink">Wróć</a><a class="nav-link --l1" href="/a">A</a></li><li class="nav-item"><a class="nav-link --l2" href="/a1">A1</a></li></ul></li></ul></div></nav></header>' +
  '<main><a href="#aside" class="link_toggler" aria-controls="aside">Kategorie</a><button type="button" class="filters_toggler" aria-controls="filters">Filtry</button><form id="filters"></form></main>' +
  '<aside id="aside"><div class="setMobileGrid" data-item="#menu_navbar"></div></aside>';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

async function mountAt(width: number, reportError = vi.fn()) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  $view.set(width < 768 ? 1 : width < 979 ? 2 : 4);
  document.body.innerHTML = PAGE;
  const el = $('#menu_categories');
  const parsed = menuWidget.parseConfig!({}, el, []);
  if (!parsed.ok) throw new Error(parsed.message);
  const controller = new AbortController();
  const context = { name: 'category_menu', config: parsed.value, batch: {}, signal: controller.signal, reportError } as unknown as WidgetContext<
    typeof parsed.value
  >;
  const unmount = await menuWidget.mount(el, context);
  await Promise.resolve(); // the list box's move (a microtask after the view pass)
  return {
    reportError,
    unmount: () => {
      controller.abort();
      unmount?.();
    },
  };
}

/** The drawers' state as the page shows it. */
const closedState = () => ({
  toggler: [$('.navbar-toggler').getAttribute('aria-controls'), $('.navbar-toggler').getAttribute('aria-expanded'), $('.navbar-toggler').hidden],
  link: [$('.link_toggler').getAttribute('aria-expanded'), $('.link_toggler').hidden],
  filters: [$('#filters').classList.contains('--filters-drawer'), $('.filters_toggler').getAttribute('aria-expanded'), $('.filters_toggler').hidden],
  inert: $('#aside').inert,
  listInAside: !!$('#aside').querySelector('.setMobileGrid > #menu_navbar'),
});

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
  document.body.innerHTML = '';
  document.documentElement.className = '';
  $view.set(4);
  vi.restoreAllMocks();
});

describe('category menu: the drawers without their code', () => {
  it('view 1: the closed state at mount, followed on view changes, given back on unmount; no drawer opens without the code', async () => {
    const { unmount, reportError } = await mountAt(390);
    expect(closedState()).toEqual({
      toggler: ['aside', 'false', false],
      link: ['false', false],
      filters: [true, 'false', false],
      inert: true,
      listInAside: true,
    });
    $view.set(4);
    await Promise.resolve();
    expect(closedState()).toMatchObject({
      link: ['false', true],
      filters: [false, 'false', true],
      inert: false,
      listInAside: false,
    });
    expect([$('.navbar-toggler').getAttribute('aria-expanded'), $('.navbar-toggler').hidden]).toEqual(['false', true]);
    expect($('#menu_categories > #menu_navbar')).toBeTruthy();
    $view.set(2);
    await Promise.resolve();
    expect(closedState()).toMatchObject({ toggler: ['aside', 'false', false], inert: true, listInAside: true });
    unmount();
    expect(closedState()).toEqual({
      toggler: [null, null, false],
      link: ['false', false],
      filters: [false, 'false', false],
      inert: false,
      listInAside: false,
    });
    expect(reportError).not.toHaveBeenCalled();
    expect(document.documentElement.className).toBe('');
  });

  it('the code failing to load: the held click replayed on the server markup, one report, the toggler, the aside and the filters as served', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page is still here (src/lib/load-failed.ts asks with HEAD before it says and reports anything).
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    const { reportError, unmount } = await mountAt(390);
    const seen: boolean[] = [];
    $('.link_toggler').addEventListener('click', (e) => {
      seen.push(e.defaultPrevented);
      e.preventDefault(); // happy-dom would navigate
    });
    $('.link_toggler').click();
    // Held: the toggler's own listeners have not seen it.
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual([false]));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0][0]).toBeInstanceOf(Error);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(closedState()).toEqual({
      toggler: [null, null, false],
      link: ['false', false],
      filters: [false, 'false', false],
      inert: false,
      listInAside: true,
    });
    // Nothing is held or reported any more; a view change sets nothing again.
    $('.navbar-toggler').click();
    $('.link_toggler').click();
    expect(seen).toEqual([false, false]);
    $view.set(4);
    $view.set(1);
    await Promise.resolve();
    expect(closedState()).toMatchObject({ toggler: [null, null, false], filters: [false, 'false', false], inert: false });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(document.documentElement.className).toBe('');
    unmount();
  });
});

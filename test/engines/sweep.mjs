/**
 * The page sweep: every fixture page (both shops) loaded at 390 and 1280 px. On each load every marker must come to
 * life: the loader's ready moment comes, then a marker waiting to be seen (`visible`) is scrolled to, and every marker
 * must end `mounted`, with no error on the page. An error, or a marker in another state, fails the sweep with the page,
 * the width, the marker and its state.
 */
import { check, until, waitFor } from './engine.mjs';

export const WIDTHS = [390, 1280];

/** The loader's ready moment (every `load` and `idle` marker has mounted or given up): the mark, as waitForWidgets reads it. */
export const isReady = () => performance.getEntriesByName('storefront:ready').length > 0;

/** Every marker: its widget, state and moment. */
const markers = () =>
  [...document.querySelectorAll('[data-widget]')].map((el, i) => ({
    i,
    widget: el.getAttribute('data-widget'),
    state: el.getAttribute('data-widget-state'),
    hydrate: el.getAttribute('data-hydrate'),
  }));

/** The errors the page's collector (./proxy.mjs) recorded. */
export const pageErrors = () => /** @type {any} */ (window).__engineErrors ?? ['the error collector is missing from this page'];

/**
 * Loads each page at each width and checks its markers and errors.
 * @param {import('./engine.mjs').Engine} engine
 * @param {string} origin
 * @param {string[]} pages
 * @param {() => boolean} idle whether none of the bundle's files is on its way (the proxy's count)
 * @returns {Promise<{ views: number, markers: number, mounted: number, failures: string[] }>}
 */
export async function sweep(engine, origin, pages, idle) {
  let views = 0;
  let total = 0;
  let mounted = 0;
  /** @type {string[]} */
  const failures = [];
  for (const width of WIDTHS) {
    await engine.setViewport(width, 900);
    // The pointer off the widgets: where it rests, a page's widget would take it as the shopper's intent.
    await engine.pointerAway();
    for (const page of pages) {
      const where = `${page} at ${width} px`;
      try {
        await engine.goto(origin + page);
        await waitFor(engine, `the ready mark on ${where}`, isReady);
        // Markers whose moment is being seen come to life when scrolled to (the map, further down the page).
        for (const m of (await engine.evaluate(markers)).filter((m) => m.state === 'pending')) {
          await engine.evaluate((i) => document.querySelectorAll('[data-widget]')[i].scrollIntoView({ block: 'center' }), m.i);
        }
        // Every marker mounted (a marker still on its way has 10 s, as the Chromium suite's assertions).
        const settled = await waitFor(
          engine,
          `every marker of ${where} to settle`,
          () => {
            const all = [...document.querySelectorAll('[data-widget]')];
            return all.every((el) => !/^(pending|mounting)$/.test(el.getAttribute('data-widget-state') ?? '')) && all.length;
          },
          [],
          10_000,
        ).then(
          () => true,
          () => false,
        );
        const list = await engine.evaluate(markers);
        views++;
        total += list.length;
        mounted += list.filter((m) => m.state === 'mounted').length;
        const wrong = list.filter((m) => m.state !== 'mounted');
        check(engine, list.length > 0, `${where}: no marker on the page`);
        check(engine, settled && !wrong.length, `${where}: markers not mounted: ${wrong.map((m) => `${m.widget} (${m.state})`).join(', ')}`);
        const errors = [...(await engine.evaluate(pageErrors)), ...engine.takeDriverErrors()];
        check(engine, !errors.length, `${where}: errors on the page:\n  ${errors.join('\n  ')}`);
        // Before the next page, as the journeys do: none of the bundle's files on its way. Firefox and WebKit abort a
        // page's loads as it is left, and a widget's part cut off that way says so (a pointer resting where a widget
        // is, the bottom-right corner over a short page's footer, is the shopper's intent: its part loads at once).
        await until(engine, `the bundle's files of ${where} fetched`, idle);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
        engine.takeDriverErrors();
      }
    }
  }
  return { views, markers: total, mounted, failures };
}

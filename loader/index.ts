/**
 * The storefront loader: the only script a shop includes.
 *   <script type="module" src="/storefront/loader.js"></script>
 * No React here. It installs error logging, finds [data-widget] markers (also ones added later),
 * asks for all their data in one POST /ajax/get.php and imports each widget only when its marker
 * exists and its hydration moment comes.
 */
import { createBatch } from '../src/net/batch';
import { installErrorLogging } from './errors';
import { viewFromWidth } from '../src/lib/view';
import { createRuntime } from './runtime';
import { loaderNonce } from '../src/lib/nonce';
import { registry } from './registry';
import type { Storefront, WidgetInit } from '../types/storefront';
import type { Host } from '../src/widget';
import { clean, doc } from '../src/lib/dom';
import { warnOnce } from '../src/lib/report';
import { publish } from '../src/lib/shared';
import { holdClicks } from '../src/lib/hold-clicks';
import { CLOBBERING, CONFIG_SELECTOR } from '../src/lib/config-selector';

interface RawPageConfig {
  graphql?: unknown;
  additionalAjax?: unknown;
  requestUri?: unknown;
}

type AppShop = { urls?: { graphql?: unknown }; vars?: RawPageConfig };

/**
 * What the batch and the error log need of the page configuration (src/page-config.ts reads the rest): the
 * platform's `app_shop` (a plain object a page script defined: an element clobbering the name is not one), then
 * the theme's JSON block, a child of the real <head> only (src/lib/dom.ts: a planted `<form name="head">` is not it).
 */
function rawPageConfig(): RawPageConfig {
  // `var app_shop` is a window property. A clobbering element's (or collection's) constructor is never Object,
  // whatever its named children.
  let shop = (window as { app_shop?: AppShop }).app_shop;
  if (shop?.constructor != Object) shop = undefined;
  let theme: RawPageConfig = {};
  try {
    theme = JSON.parse(doc.head.querySelector(CONFIG_SELECTOR)?.textContent || '{}') || {};
  } catch {
    /* reported, with defaults, by src/page-config.ts when a widget reads it */
  }
  return { graphql: shop?.urls?.graphql, ...shop?.vars, ...theme };
}

/** A non-empty string, else undefined (its default applies). */
const text = (value: unknown): string | undefined => (typeof value == 'string' && value ? value : undefined);

/** window.storefront's members but `ready` and `version`: each loads src/api.ts (through its build entry) on its first call. */
type Members = Omit<Storefront, 'ready' | 'version'>;
/** What the lazy module must give for them: each member, taking the loader's Host first (a drift fails the type check). */
type Api = { [K in keyof Members]: (host: Host, ...args: Parameters<Members[K]>) => Promise<Awaited<ReturnType<Members[K]>>> };

// Everything but the first scan runs as the module runs, so `window.storefront` is there before DOMContentLoaded (a
// module script in the page's HTML runs before that event: docs/api.md, "When window.storefront is there"). It is a
// few closures and one small JSON parse; the scan and the unclobbering query run in a task of their own (below).
// Lent to the lazily loaded code: the document, warnOnce, the click hold, and the nonce the bundle's own scripts and
// styles carry (this tag's, written by the theme: src/lib/nonce.ts).
publish({ clean, doc, warnOnce, holdClicks, nonce: loaderNonce(import.meta.url) });
const config = rawPageConfig();
const reportError = installErrorLogging(text(config.graphql) ?? '/graphql/v1/');
const batch = createBatch({
  view: () => viewFromWidth(innerWidth),
  additionalAjax: text(config.additionalAjax),
  requestUri: text(config.requestUri),
});
const runtime = createRuntime({ batch, reportError });
const host: Host = { registry, add: runtime.add, batch };
// Each member as types/storefront.d.ts types it; its input is checked in the lazy module.
const member =
  <K extends keyof Members>(name: K) =>
  async (...args: Parameters<Members[K]>): Promise<Awaited<ReturnType<Members[K]>>> => {
    const api: Api = (await import('../src/load-script')).api;
    return api[name](host, ...args);
  };
const storefront = { ready: runtime.ready, version: __STOREFRONT_VERSION__ } as Storefront;
for (const name of ['register', 'refresh', 'loadScript', 'subscriptionPrice', 'toast', 'inspect'] as const) (storefront[name] as unknown) = member(name);
const register = (window.storefront = storefront).register;
// Widgets queued before the loader ran are registered before the first scan (their markers are never "unknown");
// a push after that registers at once.
const queue: WidgetInit[] = (window.storefrontWidgets = Array.isArray(window.storefrontWidgets) ? window.storefrontWidgets : []);
queue.push = (...widgets) => (widgets.map((w) => register(w)), [].push.apply(queue, widgets as never));
// The markers are found, scheduled and their batch keys asked for in a task of their own: a module script runs inside
// the HTML parser's task, whose length is the page's, not ours; no task of ours runs long.
// Settled, not fulfilled: a registration whose module did not load (a partial deploy) keeps no other widget waiting.
// Shop content naming members of the document (`<img name="createElement">`) is made harmless for the libraries the
// widgets run before any of them does (src/lib/unclobber.ts: a chunk of its own, loaded only for such content).
setTimeout(() =>
  Promise.allSettled([doc.querySelector(CLOBBERING) && import('../src/lib/unclobber').then((m) => m.unclobber()), ...queue.map((w) => register(w))]).then(
    runtime.start,
  ),
);

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
import { removeDismissed } from './dismissals';
import { recordLoaderNonce } from '../src/lib/nonce';
import type { InlineWidget } from './registry';

interface RawPageConfig {
  graphql?: unknown;
  additionalAjax?: unknown;
  requestUri?: unknown;
}

type AppShop = { urls?: { graphql?: unknown }; vars?: RawPageConfig };

/**
 * What the batch and the error log need of the page configuration (src/page-config.ts reads the rest): the
 * platform's `app_shop` (a plain object a page script defined: an element clobbering the name is not one), then
 * the theme's JSON block, in <head> only.
 */
function rawPageConfig(): RawPageConfig {
  // `var app_shop` is a window property. A clobbering element's (or collection's) constructor is never Object,
  // whatever its named children.
  let shop = (window as { app_shop?: AppShop }).app_shop;
  if (shop?.constructor != Object) shop = undefined;
  let theme: RawPageConfig = {};
  try {
    theme = JSON.parse(document.head.querySelector('#storefront-config')?.textContent || '{}') || {};
  } catch {
    /* reported, with defaults, by src/page-config.ts when a widget reads it */
  }
  return { graphql: shop?.urls?.graphql, ...shop?.vars, ...theme };
}

/** A non-empty string, else undefined (its default applies). */
const text = (value: unknown): string | undefined => (typeof value == 'string' && value ? value : undefined);

declare global {
  interface Window {
    storefront?: unknown;
    /** Widgets a shop defines before the loader runs. */
    storefrontWidgets?: InlineWidget[];
  }
}

function boot() {
  // The nonce the bundle's own scripts and styles carry: this tag's, written by the theme (src/lib/nonce.ts).
  recordLoaderNonce(import.meta.url);
  removeDismissed(document);
  const config = rawPageConfig();
  const reportError = installErrorLogging(text(config.graphql) ?? '/graphql/v1/');
  const batch = createBatch({
    view: () => viewFromWidth(innerWidth),
    additionalAjax: text(config.additionalAjax),
    requestUri: text(config.requestUri),
  });
  const runtime = createRuntime({ batch, reportError });
  const preRegistered = window.storefrontWidgets;
  if (Array.isArray(preRegistered)) preRegistered.forEach(runtime.register);

  window.storefront = {
    /** Adds a widget: { name, keys?, hydrate?, mount(element, context) }. */
    register: runtime.register,
    /** Re-requests batch keys, e.g. storefront.refresh(['Basket']) after a shop script changed the basket. */
    refresh: batch.refresh,
    /**
     * Loads a script by name ({prefix}{name}.js) or link into head, body_top, body_bottom, before_shop_js or
     * after_shop_js; `{ module: true }` loads it as a module (spec §9 "Script and module loading").
     */
    loadScript: (nameOrLink: string, place?: string, options?: { module?: boolean }) =>
      import('../src/load-script').then((m) => m.loadScript(nameOrLink, place as never, { module: !!options?.module })),
    /** The subscription price (spec §3, §9): {max, maxNet, save?, before?, rebateValue?, rebateType?} → a promise of {gross, net, percent}. */
    subscriptionPrice: (input: never) => import('../src/lib/subscription-price').then((m) => m.subscriptionPriceForPage(input)),
    /** Resolves when every widget that mounts without user action has mounted (or failed). */
    ready: runtime.ready,
  };
  // The markers are found, scheduled and their batch keys asked for in a task of their own: no task runs long.
  setTimeout(runtime.start);
}

// In a task of its own: a module script runs inside the HTML parser's task, whose length is the page's, not ours.
setTimeout(boot);

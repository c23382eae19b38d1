/**
 * Types of the storefront widget bundle's public API: `window.storefront`, `window.storefrontWidgets`, the widget
 * context a shop's widget's `mount` receives, and the DOM events the bundle dispatches. Documented in docs/api.md.
 *
 * Shipped in every release as `storefront.d.ts`. Use it from a shop's TypeScript:
 *   /// <reference path="./storefront.d.ts" />
 * or `import type { WidgetInit } from './storefront'`. It declares the globals as well (see the end of the file).
 *
 * Kept in step with the code: loader/index.ts builds `window.storefront` against these types, and
 * test/unit/storefront-types.test.ts compares them with the loader's own (a drift fails `npm run typecheck`).
 */

/** The batch keys of POST /ajax/get.php: what a widget's data is asked for with. */
export type BatchKey = 'Projector' | 'Basket' | 'Wishlist' | 'Comparers' | 'Snippets' | 'ToplayersAndWidgets';

/** When a widget's code is fetched and mounted (a marker's `data-hydrate` chooses another). */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

/** A marker's `data-widget-state`, and the `state` of its `storefront:widget` event. */
export type WidgetState = 'pending' | 'mounting' | 'mounted' | 'failed' | 'skipped' | 'unknown';

/** Undoes what `mount` did (listeners registered with `context.signal` are released without it). */
export type Unmount = () => void;

/** The page's shared batch: one request per page view, later re-requests of chosen keys. */
export interface Batch {
  /** The key's part of the latest answer (undefined when missing or the request failed). */
  get(key: BatchKey): Promise<unknown>;
  /** Asks again for chosen keys; subscribers get the new parts. */
  refresh(keys: BatchKey[]): Promise<void>;
  /** Called with every part that arrives for the key, starting with the current one if any. */
  subscribe(key: BatchKey, listener: (part: unknown) => void): Unmount;
}

/** What a widget's `mount` receives besides its marker element. */
export interface WidgetContext<Options = Record<string, unknown>> {
  /** The widget's name. */
  name: string;
  /**
   * The marker's options (`data-config` JSON, then each other `data-*` attribute, `data-max-items` → `maxItems`),
   * as the widget's `schema` made them; without a schema, as written (attribute values are strings).
   */
  config: Options;
  batch: Batch;
  /** Aborted when the widget is unmounted (its marker left the page): pass it to fetches and addEventListener. */
  signal: AbortSignal;
  /** Sends a contained error to the shop's error log. */
  reportError(error: unknown): void;
}

/**
 * A Standard Schema (https://standardschema.dev, version 1): valibot 1.x schemas are ones, as are zod's (3.24+) and
 * others'. Its `validate` must answer at once (not a promise).
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardSchemaV1.Result<Output> | Promise<StandardSchemaV1.Result<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}
export declare namespace StandardSchemaV1 {
  type Result<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<Issue> };
  interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
  }
}

/** A shop's own widget, for `storefront.register` or `window.storefrontWidgets`. No other field is accepted. */
export interface WidgetInit<Options = Record<string, unknown>> {
  /** Lower case letters, digits and `_`, starting with a letter (the markers' `data-widget`). */
  name: string;
  /** The batch keys its data comes with (default none). */
  keys?: readonly BatchKey[];
  /** Its default hydration moment (default `load`). */
  hydrate?: Hydrate;
  /**
   * Checks and types the marker's options: a marker whose options fail it is `skipped`, with one warning naming the
   * attribute, and `mount` is not called. Without one, `mount` gets the options as written.
   */
  schema?: StandardSchemaV1<unknown, Options>;
  mount(element: HTMLElement, context: WidgetContext<Options>): Unmount | void | Promise<Unmount | void>;
  /**
   * Replaces a built-in widget (or one registered before) of the same name, for every marker set up from then on;
   * without it, such a name is refused with a warning.
   */
  replace?: boolean;
}

/** Where `loadScript` puts the script. */
export type ScriptPlace = 'head' | 'body_top' | 'body_bottom' | 'before_shop_js' | 'after_shop_js';

/**
 * The spec's subscription-price input (§3 "Subscription price"). Amounts are numbers ≥ 0 (or numeric strings). The
 * currency's fields go beside the amounts (the spec's shape: `{max, maxNet, format, symbol, space, beforeValue}`) or
 * in `currency`; those not given are the shop's.
 */
export interface SubscriptionInput extends Partial<CurrencySettings> {
  /** The gross price. */
  max: number | string;
  /** The net price (without it the net answer is 0, with a warning). */
  maxNet?: number | string;
  save?: number | string;
  /** The price the percentage applies to (default `max`). */
  before?: number | string;
  rebateValue?: number | string;
  /** `percentage` (the default), or anything else for a fixed amount. */
  rebateType?: string;
  /**
   * Overrides the shop's currency settings field by field, and the same fields given beside the amounts (with one
   * warning); the fields it lacks are the shop's (with a warning).
   */
  currency?: Partial<CurrencySettings>;
}

export interface CurrencySettings {
  id: string;
  symbol: string;
  /** A mask such as "### ##0,00". */
  format: string;
  /** A space between value and symbol. */
  space: boolean;
  /** The symbol before the value. */
  beforeValue: boolean;
  groupingSeparator: string;
  decimalSeparator: string;
}

export interface SubscriptionPrice {
  gross: { value: number; formatted: string };
  net: { value: number; formatted: string };
  percent: number;
}

/** The spec's alert types (§4 "Alerts"); `sr-only` is announced to screen readers and never shown. */
export type ToastType = 'info' | 'warning' | 'error' | 'success' | 'sr-only';

export interface ToastInit {
  /** Default `info`. */
  type?: ToastType;
  /** 1 to 500 characters, shown as text (never markup). */
  text: string;
  /** Milliseconds before it hides (default 4000, at most 60000); 0 keeps it until it is closed. */
  duration?: number;
}

export interface ToastHandle {
  close(): void;
}

/**
 * `window.storefront`. Every member checks its input: `register`, `refresh` and `toast` give one console warning
 * for bad input and do nothing (answering false / undefined); `loadScript` and `subscriptionPrice` reject with a
 * TypeError. Both name the field, the value and what was expected.
 */
export interface Storefront {
  /**
   * Adds a shop's own widget; its markers already on the page come alive. Answers true when registered, false (with
   * one warning) when refused.
   */
  register<Options = Record<string, unknown>>(widget: WidgetInit<Options>): Promise<boolean>;
  /** Asks the batch again for chosen keys (after a shop script changed the basket, say); widgets update. */
  refresh(keys: BatchKey[]): Promise<void>;
  /** Loads a script by name (`{scriptPrefix}{name}.js`) or http(s) link, once per URL; rejects after 5000 ms. */
  loadScript(nameOrLink: string, place?: ScriptPlace, options?: { module?: boolean }): Promise<HTMLScriptElement>;
  /** The spec's subscription price, formatted in the shop's currency. */
  subscriptionPrice(input: SubscriptionInput): Promise<SubscriptionPrice>;
  /** Shows one of the spec's alerts (the toast the widgets use). Answers its handle, or undefined when refused. */
  toast(alert: ToastInit): Promise<ToastHandle | undefined>;
  /** Settles when every widget that mounts without user action has mounted (or failed). */
  ready: Promise<void>;
  /** The bundle's version (package.json's at the build; also in the loader's banner and every error report). */
  readonly version: string;
  /**
   * Shows the inspector over the page: every marker with its widget, state, moment, chunk, mount time, missing parts
   * and warnings (also opened by `?storefront-debug` in the page's address). Settles when it is shown.
   */
  inspect(): Promise<void>;
}

/** `storefront:widget`'s detail. */
export interface WidgetEventDetail {
  name: string;
  state: WidgetState;
}

/**
 * Where a reported failure happened: its chunk loading, its mount, its work after mounting (what it reported itself),
 * its unmount, or the page (an uncaught error or rejection, no widget).
 */
export type ErrorPhase = 'load' | 'mount' | 'run' | 'unmount' | 'page';

/** `storefront:error`'s detail. */
export interface ErrorEventDetail {
  /** The widget whose failure it is; none for the page's. */
  widget?: string;
  phase: ErrorPhase;
  /** What was thrown (an Error, usually). */
  error: unknown;
  /** `storefront.version`. */
  version: string;
}

/** `storefront:partial`'s detail (after each partial navigation). */
export interface PartialEventDetail {
  url: string;
  ok: boolean;
  /** Why the page was loaded whole, when `ok` is false. */
  reason?: string;
}

/** The events the bundle dispatches on `document`. */
export interface StorefrontDocumentEvents {
  /** Every widget that mounts without user action has mounted (or failed). */
  'storefront:ready': CustomEvent<null>;
  /** A failure was reported to the shop's error log (every report, before the log's own limits): forward it. */
  'storefront:error': CustomEvent<ErrorEventDetail>;
  /** A marker's state changed (bubbles up from the marker). */
  'storefront:widget': CustomEvent<WidgetEventDetail>;
  /** A partial navigation finished (`ok`), or gave way to a whole page load. */
  'storefront:partial': CustomEvent<PartialEventDetail>;
  /** The footer is about to open the cookie configuration: cancel it (preventDefault) to open your own. */
  'storefront:cookies': CustomEvent<null>;
}

declare global {
  interface Window {
    /**
     * Set by the loader as its module runs: there by `DOMContentLoaded` when the loader's tag is in the page's HTML
     * (a module script runs before that event). A script that runs earlier waits for that event, or queues its
     * widgets on `storefrontWidgets`.
     */
    storefront?: Storefront;
    /**
     * Widgets for the loader: push to it at any time, `(window.storefrontWidgets ??= []).push(widget)`: before the
     * loader runs they are registered when it starts, after it each push registers at once.
     */
    storefrontWidgets?: WidgetInit<any>[];
  }
  interface DocumentEventMap extends StorefrontDocumentEvents {}
  interface HTMLElementEventMap {
    'storefront:widget': CustomEvent<WidgetEventDetail>;
  }
}

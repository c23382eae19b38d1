/**
 * The contract between the loader and a widget (types, and the moments' list).
 *
 * A widget is one folder, widgets/<name>/:
 *  - manifest.json: `{ about, keys, hydrate, why?, holdsClicks?, core? }`: what it does, the batch keys it needs, its
 *    default hydration moment (and why, when that is not obvious). The build turns every manifest into one row of
 *    the loader's widget table (loader/registry.ts) and fails when a folder and its manifest disagree.
 *    `"core": true` (true or absent) is for the small DOM-only widgets of the shop's layout, on every page (header,
 *    menus, footer; a page-specific widget such as banner or breadcrumbs is not core): they are built into one chunk,
 *    `core`, with every module they import statically (shared code other widgets then import from it), so a page
 *    fetches few files before its first interaction. The build fails when a core widget's static imports reach
 *    React, react-dom, @floating-ui, leaflet, supercluster or ky: import such code with `import()` when it is needed.
 *  - index.ts(x): `export default defineWidget({ name, schema, mount })`, loaded only when a
 *    marker exists and its moment comes.
 */

export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';
export const HYDRATE_MOMENTS: readonly Hydrate[] = ['load', 'idle', 'visible', 'interaction'];

/** The batch keys of POST /ajax/get.php (spec §3 "Widget data request keys"). */
export type BatchKey = 'Projector' | 'Basket' | 'Wishlist' | 'Comparers' | 'Snippets' | 'ToplayersAndWidgets';

export type Unmount = () => void;

/** The page's shared batch: one request per page view, later re-requests of chosen keys. */
export interface Batch {
  /** The key's part of the latest response (undefined when missing or the request failed). */
  get(key: BatchKey): Promise<unknown>;
  /** Asks again for chosen keys (e.g. Basket after the basket changed); subscribers get the new parts. */
  refresh(keys: BatchKey[]): Promise<void>;
  /** Called with every part that arrives for the key, starting with the current one if any. */
  subscribe(key: BatchKey, listener: (part: unknown) => void): Unmount;
}

/** Where a reported failure happened (types/storefront.d.ts `ErrorPhase`). */
export type ErrorPhase = 'load' | 'mount' | 'run' | 'unmount' | 'page';
/**
 * The loader's report (loader/errors.ts → src/net/error-log.ts, which also dispatches `storefront:error`): the
 * context's `reportError` is one; defineWidget and storefront.register call it with the widget's name and `run`.
 */
export type Report = (error: unknown, widget?: string, phase?: ErrorPhase) => void;

export interface WidgetContext<Config = unknown> {
  name: string;
  config: Config;
  batch: Batch;
  /** Aborted when the widget is unmounted: pass it to fetches and addEventListener. */
  signal: AbortSignal;
  /** Reports a contained error to the shop's error log (spec §7 "Error logging"). */
  reportError(error: unknown): void;
}

/** A marker's checked configuration, or why the widget is skipped ("data-max-items is invalid (expected a number)"). */
export type ConfigResult<Config> = { ok: true; value: Config } | { ok: false; message: string };

export interface WidgetDefinition<Config = unknown> {
  name: string;
  /**
   * Validates the marker's raw configuration (from data-* attributes and data-config JSON, whose own keys are
   * `jsonKeys`), naming the attribute at fault. Runs in the widget's chunk: the loader only reports the result.
   */
  parseConfig?(raw: Record<string, unknown>, element: HTMLElement, jsonKeys: readonly string[]): ConfigResult<Config>;
  mount(element: HTMLElement, context: WidgetContext<Config>): Unmount | void | Promise<Unmount | void>;
}

export interface WidgetManifest {
  keys: readonly BatchKey[];
  hydrate: Hydrate;
  /**
   * The widget's job happens on a click of a link (logout, the empty shopping list): a plain click that comes
   * before the widget has mounted is held, the widget mounted at once, and the click replayed when it has
   * (at most HOLD_CLICK_MS later, then the link is followed anyway).
   */
  holdsClicks?: boolean;
  /** The widget's definition: its chunk's default export, or a core widget's export of the core chunk. */
  load(): Promise<WidgetDefinition>;
}

/** A widget registered by a shop script (`storefront.register`): its definition inline, no chunk to load. */
export interface InlineWidget extends WidgetDefinition {
  keys?: BatchKey[];
  hydrate?: Hydrate;
}

/** A row of the loader's widget registry (loader/registry.ts): a built widget's manifest, or a registered one. */
export type RegistryEntry = WidgetManifest | (InlineWidget & { keys: readonly BatchKey[]; hydrate: Hydrate });

/** What the loader lends `window.storefront`'s members (src/api.ts): its widget registry, a way to add to it, the page's batch. */
export interface Host {
  registry: Map<string, RegistryEntry>;
  /** Adds a checked widget and brings its markers already on the page to life (loader/runtime.ts). */
  add(name: string, entry: RegistryEntry): void;
  batch: Batch;
}

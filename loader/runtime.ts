/**
 * The widget runtime: finds markers, schedules each one's hydration, mounts and unmounts widgets,
 * and keeps one widget's failure away from every other widget.
 */
import { HYDRATE_MOMENTS, type Report, type Batch, type BatchKey, type Hydrate, type Unmount, type WidgetDefinition, type WidgetManifest } from '../src/widget';
import { warnOnce } from '../src/lib/report';
import { LEFT, registry, type RegistryEntry } from './registry';
import { readMarkerConfig } from '../src/lib/marker-config';
import { schedule } from './schedule';
import { clean, doc } from '../src/lib/dom';
import { holdClicks } from '../src/lib/hold-clicks';

/** A marker's `data-widget-state` (types/storefront.d.ts `WidgetState`). */
export type State = 'pending' | 'mounting' | 'mounted' | 'failed' | 'skipped' | 'unknown';

interface Marker {
  el: HTMLElement;
  name: string;
  cancel?: () => void;
  controller?: AbortController;
  unmount?: Unmount | void;
  eager: boolean;
  removed?: boolean;
  /** As its data-widget-state says (the attribute is the theme's to read, not ours). */
  state?: State;
}

export interface RuntimeOptions {
  batch: Batch & { request(keys: Iterable<BatchKey>): Promise<void> };
  reportError: Report;
}

const SELECTOR = '[data-widget]';

function warn(name: string, text: string, el: Element) {
  console.warn(`storefront: widget "${name}": ${text}`, el);
}

export function createRuntime({ batch, reportError }: RuntimeOptions) {
  const markers = new Map<HTMLElement, Marker>();
  let eagerLeft = 0;
  let counting = true;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));
  const said = new Set<unknown>([LEFT]);

  function setState(marker: Marker, state: State) {
    marker.el.setAttribute('data-widget-state', (marker.state = state));
    if (state !== 'pending' && state !== 'mounting') settle(marker);
    marker.el.dispatchEvent(new CustomEvent('storefront:widget', { bubbles: true, detail: { name: marker.name, state } }));
  }

  /** An eager marker's moment is over (mounted, failed, skipped or removed): one fewer for `ready`. */
  function settle(marker: Marker) {
    if (marker.eager) {
      marker.eager = false;
      eagerLeft--;
      checkReady();
    }
  }

  function skip(marker: Marker, message: string) {
    warn(marker.name, `${message}; the widget is skipped.`, marker.el);
    setState(marker, 'skipped');
  }

  function checkReady() {
    if (counting || eagerLeft > 0) return;
    performance.mark('storefront:ready');
    doc.dispatchEvent(new CustomEvent('storefront:ready'));
    resolveReady();
  }

  async function mount(marker: Marker, entry: RegistryEntry, raw: Record<string, unknown>, jsonKeys: string[]) {
    const { el, name } = marker;
    setState(marker, 'mounting');
    try {
      const def: WidgetDefinition = 'load' in entry ? await entry.load() : entry;
      if (marker.removed) return;
      const checked = def.parseConfig?.(raw, el, jsonKeys);
      if (checked && !checked.ok) return skip(marker, checked.message);
      const controller = new AbortController();
      marker.controller = controller;
      marker.unmount = await def.mount(el, {
        name,
        config: checked ? checked.value : raw,
        batch,
        signal: controller.signal,
        // The widget's own reports: defineWidget (src/define-widget.ts) and storefront.register (src/api.ts) give
        // them its name and the `run` phase.
        reportError,
      });
      if (marker.removed) return teardown(marker);
      setState(marker, 'mounted');
    } catch (error) {
      // A chunk that did not load fails its widgets with one error (loader/registry.ts): said and reported once.
      if (!said.has(error)) {
        said.add(error);
        console.error(`storefront: widget "${name}" failed:`, error);
        reportError(error, name); // its phase: mount, or load for a chunk's failure (src/net/error-log.ts)
      }
      if (!marker.removed) setState(marker, 'failed');
    }
  }

  function setup(el: HTMLElement) {
    // Markers inside merchant or customer content (a description, a CMS page, a review) are never brought to life:
    // the theme marks such areas data-widget-ignore (docs/architecture.md, "Trust").
    // Through the prototypes (src/lib/dom.ts): a form's named controls (`<input name="closest">`) cannot answer.
    const own = clean(el);
    if (markers.has(el) || own.closest('[data-widget-ignore]')) return;
    const name = own.getAttribute('data-widget') || '';
    const marker: Marker = { el, name, eager: false };
    markers.set(el, marker);
    const entry = registry.get(name);
    if (!entry) {
      warnOnce(`unknown:${name}`, `storefront: no widget is named "${name}"; its marker waits for one.`, el);
      return setState(marker, 'unknown');
    }
    // Not a moment: the widget's own (said when its code arrives: src/define-widget.ts warnHydrate).
    const asked = el.getAttribute('data-hydrate');
    const hydrate = (HYDRATE_MOMENTS as readonly (string | null)[]).includes(asked) ? (asked as Hydrate) : entry.hydrate;
    const config = readMarkerConfig(el);
    if (typeof config == 'string') return skip(marker, config);
    if (entry.keys.length) batch.request(entry.keys);
    if (counting && (hydrate === 'load' || hydrate === 'idle')) {
      marker.eager = true;
      eagerLeft++;
    }
    setState(marker, 'pending');
    let started: Promise<void> | undefined;
    const start = () => (started ??= mount(marker, entry, config.raw, config.jsonKeys));
    marker.cancel = schedule(el, hydrate, () => void start());
    if ((entry as WidgetManifest).holdsClicks) holdLinks(marker, start);
  }

  /**
   * A widget whose job happens on a link's click gets that click whatever its moment: a plain click on a link in its
   * marker before it has mounted is held, the widget mounted at once, and the click replayed on the link when it has,
   * failed, or HOLD_CLICK_MS passed (src/lib/hold-clicks.ts): then the widget's step runs, or the server's link is
   * followed. Through the prototypes (src/lib/dom.ts): a form's named control (`<input name="closest">`) cannot answer.
   */
  function holdLinks(marker: Marker, start: () => Promise<void>) {
    holdClicks(
      marker.el,
      ({ target }) => {
        const link = clean(target as Element).closest('a[href]');
        return link && marker.el.contains(link) && /^(pending|mounting)$/.test(marker.state!) && link;
      },
      () => (marker.cancel?.(), start()),
      (link) => link.click(),
    );
  }

  function teardown(marker: Marker) {
    marker.removed = true;
    markers.delete(marker.el);
    marker.cancel?.();
    marker.controller?.abort();
    try {
      marker.unmount?.();
    } catch (error) {
      reportError(error, marker.name, 'unmount');
    }
    marker.unmount = undefined;
    settle(marker);
    marker.el.removeAttribute('data-widget-state');
  }

  function scan(root: HTMLElement) {
    // Through the prototype: an added form's named controls (`<input name="querySelectorAll">`) cannot answer. Called
    // as the prototype's methods, not through `clean` (src/lib/dom.ts): every node any script adds comes here (a map's
    // move adds dozens), and a cleaned view for each cost the map's moves (bench).
    const element = Element.prototype;
    if (element.matches.call(root, SELECTOR)) setup(root);
    (element.querySelectorAll.call(root, SELECTOR) as NodeListOf<HTMLElement>).forEach(setup);
  }

  function start() {
    scan(doc.documentElement);
    counting = false;
    checkReady();
    new MutationObserver((records) => {
      let removed = false;
      for (const record of records) {
        record.addedNodes.forEach((node) => node instanceof HTMLElement && scan(node));
        removed ||= record.removedNodes.length > 0;
      }
      if (removed) for (const marker of [...markers.values()]) if (!marker.el.isConnected) teardown(marker);
    }).observe(doc.documentElement, { childList: true, subtree: true });
  }

  /**
   * Adds a widget a shop registered (checked by src/register-check.ts: only a whole, valid one comes here) and brings
   * its markers already on the page to life: those no widget had a name for.
   */
  function add(name: string, entry: RegistryEntry) {
    registry.set(name, entry);
    for (const marker of [...markers.values()]) {
      if (marker.name === name && marker.state === 'unknown') {
        markers.delete(marker.el);
        setup(marker.el);
      }
    }
  }

  return { start, add, ready };
}

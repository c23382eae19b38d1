/**
 * The inspector (docs/theme-guide.md, "The inspector"): `storefront.inspect()`, or `?storefront-debug` in the
 * page's address (the loader calls it then, before its first scan). A chunk loaded only when asked: the loader pays
 * the member's name and the address check. It records the bundle's console notes (./record.ts) and shows the panel
 * (./Panel.tsx, React) in a shadow root of its own at the end of <body>.
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Host } from '../widget';
import { bundleNonce } from '../lib/nonce';
import { doc } from '../lib/dom';
import { onNote, record, recorded } from './record';
import { Panel } from './Panel';
import type { Sources } from './rows';
import { INSPECTOR_CSS } from './style';
import { readMarkerConfig } from '../lib/marker-config';
import type { WidgetDefinition } from '../widget';

/** Why each skipped marker was skipped, asked again of its widget's configuration check (see `why`). */
const reasons = new Map<Element, string>();

/**
 * Why a skipped marker was skipped, whenever the inspector opened: its options read again (src/lib/marker-config.ts)
 * and checked again by its widget (`parseConfig`: the same message the loader's warning gave, a missing part with the
 * selector tried, a bad option), its code being there already. Settles when every skipped marker has its reason.
 */
async function why(host: Host): Promise<void> {
  for (const el of doc.querySelectorAll('[data-widget][data-widget-state="skipped"]')) {
    if (reasons.has(el)) continue;
    const entry = host.registry.get(el.getAttribute('data-widget') ?? '');
    const read = readMarkerConfig(el as HTMLElement);
    if (!entry) continue;
    if (typeof read === 'string') {
      reasons.set(el, read);
      continue;
    }
    try {
      const def: WidgetDefinition = 'load' in entry ? await entry.load() : entry;
      const checked = def.parseConfig?.(read.raw, el as HTMLElement, read.jsonKeys);
      if (checked && !checked.ok) reasons.set(el, checked.message);
    } catch {
      /* its code did not load: the marker is failed, not skipped */
    }
  }
}

let open: { root: Root; hostEl: HTMLElement } | undefined;

/** The page as the rows need it, now. */
function sourcesOf(host: Host): Sources {
  const mounts = new Map<string, number[]>();
  for (const m of performance.getEntriesByType('measure'))
    if (m.name.startsWith('storefront:mount ')) {
      const name = m.name.slice(17);
      mounts.set(name, [...(mounts.get(name) ?? []), m.duration]);
    }
  return {
    elements: [...doc.querySelectorAll('[data-widget]')],
    registry: host.registry,
    scripts: performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((n) => /\.js(\?|$)/.test(n)),
    mounts,
    notes: recorded(),
    reasons,
  };
}

/**
 * Calls `changed` (at most once a frame) when a marker's state, the markers or the notes change, once the skipped
 * markers' reasons are known.
 */
const watchPage =
  (host: Host) =>
  (changed: () => void): (() => void) => {
    let frame = 0;
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), void why(host).then(changed)));
    };
    const observer = new MutationObserver(soon);
    observer.observe(doc.documentElement, { subtree: true, attributeFilter: ['data-widget-state', 'data-widget'] });
    doc.addEventListener('storefront:widget', soon, true);
    const off = onNote(soon);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      doc.removeEventListener('storefront:widget', soon, true);
      off();
    };
  };

function close(): void {
  if (!open) return;
  const { root, hostEl } = open;
  open = undefined;
  const hadFocus = hostEl.shadowRoot?.activeElement;
  root.unmount();
  hostEl.remove();
  if (hadFocus) doc.body.focus();
}

/** Records from now on and shows the panel (once: a second call while it is shown does nothing). */
export async function inspect(host: Host): Promise<void> {
  record();
  if (open) return;
  const hostEl = doc.createElement('div');
  hostEl.setAttribute('data-storefront-inspector', '');
  const shadow = hostEl.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  const nonce = bundleNonce();
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = INSPECTOR_CSS;
  const mountPoint = doc.createElement('div');
  shadow.append(style, mountPoint);
  doc.body.append(hostEl);
  const root = createRoot(mountPoint);
  open = { root, hostEl };
  await why(host);
  root.render(createElement(Panel, { version: __STOREFRONT_VERSION__, sources: () => sourcesOf(host), watch: watchPage(host), onClose: close }));
  // Settles once the panel is on the page.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

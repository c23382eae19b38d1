/**
 * tooltip: a server text with an explanation behind it (spec §2 "Order process page" security
 * tooltip, "Basket edit page" gifts and products tooltips; §9 "Tooltip": 500 ms hide delay, 10 px
 * offset, 20 px from the viewport edges). The marker holds `.tooltip__label` (the trigger's text)
 * and `.tooltip__content` (the explanation); without JavaScript both show as text. The widget's DOM
 * part renders the label as a button (the same markup as the island's, so nothing shifts); the
 * shared <Tooltip> (src/ui), a React island (TooltipIsland.tsx), loads when the shopper reaches for
 * the button (pointer, focus, touch: src/ui/intent.ts) and opens at once under a pointer still
 * there or on the focused button. Shown on hover and on keyboard focus, hidden by Escape, on blur,
 * or 500 ms after the pointer leaves; the tooltip describes the button. A tap made before the
 * island arrived is held and opens it. Both texts are read as TEXT.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { onIntent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { doc } from '../../src/lib/dom';

const CSS = `
.tooltip__trigger{display:inline-flex;align-items:center;gap:.375rem;min-height:1.5rem;padding:.125rem .25rem;margin:0;border:0;background:none;color:inherit;font:inherit;text-align:start;cursor:help;text-decoration:underline dotted;text-underline-offset:.2em}
.tooltip__trigger:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.tooltip__icon{display:inline-flex;align-items:center;justify-content:center;width:1.25em;height:1.25em;border-radius:50%;border:1px solid currentColor;font-size:.8em;font-weight:700;text-decoration:none}
`;

const PLACEMENTS = ['top', 'bottom', 'left', 'right', 'top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The trigger as the island renders it: `button.tooltip__trigger` with the label and the "?" icon. */
function triggerButton(label: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'tooltip__trigger';
  const icon = doc.createElement('span');
  icon.className = 'tooltip__icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = '?';
  button.append(label, icon);
  return button;
}

export default defineWidget({
  name: 'tooltip',
  schema: v.object({ placement: v.optional(v.picklist(PLACEMENTS), 'top') }),
  parts: {
    label: part('a label', '.tooltip__label', HTMLElement, { text: true }),
    content: part('an explanation', '.tooltip__content', HTMLElement, { text: true }),
  },
  mount(el, { config, signal, reportError, parts }) {
    const label = squash(parts.label.textContent);
    const content = squash(parts.content.textContent);
    injectStyle('tooltip', CSS);
    const serverNodes = Array.from(el.childNodes);
    const putBack = () => {
      el.replaceChildren(...serverNodes);
      el.removeAttribute('data-tooltip');
    };
    el.setAttribute('data-tooltip', 'ready');
    el.replaceChildren(triggerButton(label));
    let island: Unmount | undefined;

    onIntent(
      el,
      async (intent) => {
        let mountIsland: typeof import('./TooltipIsland').mountIsland;
        try {
          ({ mountIsland } = await import('./TooltipIsland'));
        } catch (error) {
          // Without its explanation the button says nothing: the server's texts come back, as without JavaScript.
          if (!signal.aborted) putBack();
          throw error;
        }
        if (signal.aborted) return;
        island = mountIsland(el, { label, content, placement: config.placement, intent }, reportError);
      },
      { signal, reportError, holdClicks: 'button.tooltip__trigger', prefetch: 'TooltipIsland' },
    );
    return () => {
      island?.();
      putBack();
    };
  },
});

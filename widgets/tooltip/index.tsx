/**
 * tooltip: a server text with an explanation behind it (spec §2 "Order process page" security
 * tooltip, "Basket edit page" gifts and products tooltips; §9 "Tooltip": 500 ms hide delay, 10 px
 * offset, 20 px from the viewport edges). The marker holds `.tooltip__label` (the trigger's text)
 * and `.tooltip__content` (the explanation); without JavaScript both show as text. The widget renders
 * the label as a button with the shared <Tooltip> (src/ui): shown on hover and on keyboard focus,
 * hidden by Escape, on blur, or 500 ms after the pointer leaves; the tooltip describes the button.
 * Both texts are read as TEXT.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { Tooltip } from '../../src/ui/floating';

const CSS = `
.tooltip__trigger{display:inline-flex;align-items:center;gap:.375rem;min-height:1.5rem;padding:.125rem .25rem;margin:0;border:0;background:none;color:inherit;font:inherit;text-align:start;cursor:help;text-decoration:underline dotted;text-underline-offset:.2em}
.tooltip__trigger:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.tooltip__icon{display:inline-flex;align-items:center;justify-content:center;width:1.25em;height:1.25em;border-radius:50%;border:1px solid currentColor;font-size:.8em;font-weight:700;text-decoration:none}
`;

const PLACEMENTS = ['top', 'bottom', 'left', 'right', 'top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

export default defineWidget({
  name: 'tooltip',
  schema: v.object({ placement: v.optional(v.picklist(PLACEMENTS), 'top') }),
  mount(el, { config, reportError }) {
    const label = squash(el.querySelector('.tooltip__label')?.textContent);
    const content = squash(el.querySelector('.tooltip__content')?.textContent);
    if (!label || !content) {
      warnOnce('tooltip:markup', 'storefront: widget "tooltip": the marker needs a .tooltip__label and a .tooltip__content with text; it is left as it is.');
      return;
    }
    injectStyle('tooltip', CSS);
    el.setAttribute('data-tooltip', 'ready');
    const unmount = renderIsland(
      el,
      <Tooltip content={content} placement={config.placement}>
        <button type="button" className="tooltip__trigger">
          {label}
          <span className="tooltip__icon" aria-hidden="true">
            ?
          </span>
        </button>
      </Tooltip>,
      reportError,
    );
    return () => {
      unmount();
      el.removeAttribute('data-tooltip');
    };
  },
});

/**
 * tooltip's island: the shared <Tooltip> around the trigger button, loaded when the shopper reaches for it
 * (src/ui/intent.ts). Until then the DOM part (index.ts) shows the same button.
 */
import type { Placement } from '@floating-ui/react';
import { renderIsland } from '../../src/island';
import { Tooltip } from '../../src/ui/floating';
import type { Intent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';

interface Props {
  label: string;
  content: string;
  placement: Placement;
  /** What brought the island: under a pointer that is still there, the tooltip opens at once. */
  intent?: Intent;
}

/** Focus on the DOM part's button moves to the island's (renderIsland), whose focus opens the tooltip. */
export function mountIsland(el: HTMLElement, { label, content, placement, intent }: Props, reportError: (error: unknown) => void): Unmount {
  return renderIsland(
    el,
    <Tooltip content={content} placement={placement} initialOpen={intent === 'hover' && el.matches(':hover')}>
      <button type="button" className="tooltip__trigger">
        {label}
        <span className="tooltip__icon" aria-hidden="true">
          ?
        </span>
      </button>
    </Tooltip>,
    reportError,
  );
}

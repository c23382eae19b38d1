import type { Trigger } from './trigger';
import { doc } from '../lib/dom';

/** A mouse pointer this close to an element (CSS px) is reaching for it. */
const APPROACH_PX = 48;

/** Whether a point is within `margin` of a rectangle. */
export function isNear(rect: { left: number; top: number; right: number; bottom: number }, x: number, y: number, margin = APPROACH_PX): boolean {
  return x >= rect.left - margin && x <= rect.right + margin && y >= rect.top - margin && y <= rect.bottom + margin;
}

/**
 * A mouse pointer approaching the element (within APPROACH_PX): one passive listener on the page, checked at most once
 * a frame; `run` gets the pointer's event.
 */
export const onApproach: Trigger = (el, run, signal) => {
  let frame = 0;
  doc.addEventListener(
    'pointermove',
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!signal.aborted && isNear(el.getBoundingClientRect(), event.clientX, event.clientY)) run(event);
      });
    },
    { passive: true, signal },
  );
};

import type { Trigger } from './trigger';

/**
 * The events that are a shopper's first touch of an element: a pointer over it or pressed on it, a touch, focus moving
 * in. All bubble: listened for on the element, passively.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** `interaction`: the first of INTERACTIONS on the element (or in it); `run` gets the event. */
export const onInteraction: Trigger = (el, run, signal) => {
  for (const type of INTERACTIONS) el.addEventListener(type, run, { capture: true, passive: true, signal });
};

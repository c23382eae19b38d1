import type { Trigger } from './trigger';
import { onApproach } from './approach';
import { onInteraction } from './interaction';

/**
 * The shopper's intent (the islands' moment, src/ui/intent.ts): a mouse approaching the element or a first
 * interaction with it; `run` gets the event (a `pointermove` for the approach).
 */
export const onIntentTrigger: Trigger = (el, run, signal) => {
  onApproach(el, run, signal);
  onInteraction(el, run, signal);
};

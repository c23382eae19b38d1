import type { Trigger } from './trigger';
import { doc } from '../lib/dom';
import { idle } from '../lib/idle';

/**
 * `idle`: after the load event (so widget code never competes with the page's own resources), once the main thread is
 * idle, at most 2 s later.
 */
export const onIdle: Trigger = (_el, run) => {
  const later = () => idle(run, 2000);
  if (doc.readyState == 'complete') later();
  else addEventListener('load', later, { once: true });
};

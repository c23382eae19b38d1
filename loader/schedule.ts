/**
 * Hydration moments: when a marker's widget is imported and mounted, each a trigger of src/triggers/ (one signature,
 * shared with the islands' intent):
 *  - load: at once (src/triggers/load.ts);
 *  - idle: after the load event, when the main thread is idle (at most 2 s later: src/triggers/idle.ts);
 *  - visible: when the marker comes within 200 px of the viewport (src/triggers/visible.ts);
 *  - interaction: the first pointer, touch or focus on the marker (src/triggers/interaction.ts).
 * Every moment also comes early with a first interaction. Returns a cancel function.
 */
import type { Hydrate } from '../src/widget';
import type { Trigger } from '../src/triggers/trigger';
import { onLoad } from '../src/triggers/load';
import { onIdle } from '../src/triggers/idle';
import { onVisible } from '../src/triggers/visible';
import { onInteraction } from '../src/triggers/interaction';

const MOMENTS: Record<Hydrate, Trigger> = { load: onLoad, idle: onIdle, visible: onVisible, interaction: onInteraction };

export function schedule(el: HTMLElement, hydrate: Hydrate, run: () => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  // The first of the moment and a first interaction; a cancelled schedule's late call does nothing.
  const once = () => {
    if (signal.aborted) return;
    controller.abort();
    run();
  };
  onInteraction(el, once, signal);
  MOMENTS[hydrate](el, once, signal);
  return () => controller.abort();
}

/**
 * Hydration triggers (docs/architecture.md, "Triggers"): one small module a moment, each of this one signature, used by
 * the loader for a marker's moment (loader/schedule.ts) and by the islands for the shopper's intent (src/ui/intent.ts).
 * A trigger calls `run` when its moment comes for `el` (with the event that made it come, if any; it may call it more
 * than once: the caller's `run` does its work once) and lets go of everything it listens to when `signal` aborts.
 */
export type Trigger = (el: Element, run: (event?: Event) => void, signal: AbortSignal) => void;

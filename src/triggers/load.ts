import type { Trigger } from './trigger';

/** `load`: at once, in a task of its own (a scan that sets up many markers stays short). */
export const onLoad: Trigger = (_el, run) => void setTimeout(run);

/**
 * `window.storefront`'s members for shop scripts (docs/api.md; types/storefront.d.ts), loaded with the first call:
 * the loader keeps only a line per member. Every member checks its input first and does nothing with bad input:
 *  - calls made for their effect (`register`, `refresh`, `toast`) give one console warning naming the field, the
 *    value and what was expected, and answer false / undefined (nothing throws into the shop's script);
 *  - calls made for an answer (`subscriptionPrice`, `loadScript`) reject with a TypeError saying the same.
 * The loader reaches this module through src/load-script.ts (a lazy entry of the build), which adds loadScript.
 */
import type { GenericSchema } from 'valibot';
import { defineWidget, warnHydrate } from './define-widget';
import { getPage } from './page-config';
import { loadLanguage } from './i18n';
import type { Host, InlineWidget, RegistryEntry, Report } from './widget';
import { checkRegistration, replacedMessage, shown, BATCH_KEYS } from './register-check';
import type { ToastHandle } from './ui/toast';
import type { SubscriptionPrice } from './lib/subscription-price';

/** The registry entries this module made: a name taken by one of them is a shop's, any other a built-in's. */
const registered = new WeakSet<RegistryEntry>();

/** storefront.register(widget): true when registered; false, with one warning, when not. */
async function register(host: Host, widget: unknown): Promise<boolean> {
  const checked = checkRegistration(widget, (name) => {
    const entry = host.registry.get(name);
    return entry && (registered.has(entry) ? 'registered' : 'built-in');
  });
  if (!checked.ok) {
    console.warn(checked.message);
    return false;
  }
  const { name, keys, hydrate, schema, mount } = checked.widget;
  // With a schema, a marker's options are checked as defineWidget widgets' are (the same messages, the `skipped`
  // state), by defineWidget itself.
  // Without one, its own reports are given its name and the `run` phase here (defineWidget does that for the others).
  const definition: InlineWidget = schema
    ? defineWidget({ name, schema: schema as unknown as GenericSchema, mount })
    : {
        name,
        parseConfig: (raw, el) => (warnHydrate(name, el), { ok: true, value: raw }),
        mount: (el, context) => mount(el, { ...context, reportError: (error) => (context.reportError as Report)(error, name, 'run') }),
      };
  const entry: RegistryEntry = { ...definition, keys, hydrate };
  if (checked.replaces) {
    // One of the bundle's own widgets: one warning naming it (still replaced); the shop's own earlier one: a note.
    const { warn, message } = replacedMessage(name, checked.replaces);
    if (warn) console.warn(message);
    else console.info(message);
  }
  registered.add(entry);
  host.add(name, entry);
  return true;
}

/** storefront.refresh(keys): asks the batch again for the keys; with any unknown key, nothing is asked. */
async function refresh(host: Host, keys: unknown): Promise<void> {
  const expected = `a non-empty array of batch keys: ${BATCH_KEYS.join(', ')}`;
  if (!Array.isArray(keys) || !keys.length)
    return console.warn(`storefront.refresh: keys ${shown(keys)} are invalid (expected ${expected}); nothing is refreshed.`);
  const bad = keys.findIndex((key) => !BATCH_KEYS.includes(key));
  if (bad >= 0) return console.warn(`storefront.refresh: ${shown(keys[bad])} is not a batch key (expected ${expected}); nothing is refreshed.`);
  return host.batch.refresh([...new Set(keys)]);
}

const TOAST_TYPES = ['info', 'warning', 'error', 'success', 'sr-only'] as const;
/** The longest text a toast shows (characters): an alert is a sentence or two, not a page. */
const TOAST_MAX_TEXT = 500;
/** The longest a toast may stay (ms) before it hides by itself; 0 keeps it until closed. */
const TOAST_MAX_DURATION = 60_000;

/** Why `storefront.toast(alert)`'s input is refused, or undefined when it is good. */
export function toastProblem(alert: unknown): string | undefined {
  if (typeof alert !== 'object' || alert === null || Array.isArray(alert)) return `the alert ${shown(alert)} is invalid (expected { type, text, duration? })`;
  const { type = 'info', text, duration } = alert as Record<string, unknown>;
  const unknown = Object.keys(alert).find((key) => !['type', 'text', 'duration'].includes(key));
  if (unknown) return `"${unknown}" is not a field of an alert (type, text, duration)`;
  if (!(TOAST_TYPES as readonly unknown[]).includes(type)) return `type ${shown(type)} is invalid (expected one of ${TOAST_TYPES.join(', ')})`;
  if (typeof text !== 'string' || !text.trim() || text.length > TOAST_MAX_TEXT)
    return `text ${shown(text)} is invalid (expected a string of 1 to ${TOAST_MAX_TEXT} characters, not only spaces${typeof text === 'string' && text.length > TOAST_MAX_TEXT ? `; it has ${text.length}` : ''})`;
  if (duration !== undefined && !(typeof duration === 'number' && duration >= 0 && duration <= TOAST_MAX_DURATION))
    return `duration ${shown(duration)} is invalid (expected milliseconds from 0 to ${TOAST_MAX_DURATION}; 0 keeps the alert until it is closed)`;
  return undefined;
}

/**
 * storefront.toast({ type, text, duration? }): the spec's alerts (§4 "Alerts": info, warning, error, success,
 * screen-reader-only) for shop scripts: src/ui/toast.ts, the one the widgets use, in the page's language; the text is
 * shown as text, never markup. Answers the toast's handle ({ close() }), or undefined (one warning) for bad input.
 */
async function toast(_host: Host, alert: unknown): Promise<ToastHandle | undefined> {
  const problem = toastProblem(alert);
  if (problem) return void console.warn(`storefront.toast: ${problem}; no alert is shown.`);
  const { type = 'info', text, duration } = alert as { type?: (typeof TOAST_TYPES)[number]; text: string; duration?: number };
  const [{ toast: show }] = await Promise.all([import('./ui/toast'), loadLanguage(getPage().language)]);
  return show(text, { type, duration });
}

/** storefront.subscriptionPrice(input): src/lib/subscription-input.ts checks the input (a TypeError when bad). */
function subscriptionPrice(_host: Host, input: unknown): Promise<SubscriptionPrice> {
  return import('./lib/subscription-input').then((m) => m.subscriptionPriceForPage(input));
}

/**
 * storefront.inspect(): the inspector over the page (src/inspector/: every marker, its state, moment, chunk, mount
 * time, warnings; docs/theme-guide.md, "The inspector"), also opened by `?storefront-debug` in the page's address.
 * Settles when it is shown; a second call brings it back if closed.
 */
async function inspect(host: Host): Promise<void> {
  return (await import('./inspector/inspector')).inspect(host);
}

export const members = { register, refresh, toast, subscriptionPrice, inspect };

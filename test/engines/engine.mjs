/**
 * What the cross-engine run asks of a browser: the few operations the page sweep and the journeys use, each engine
 * behind a small adapter (./puppeteer-engine.mjs for Firefox, ./webkit-engine.mjs for WebKitGTK).
 *
 * @typedef {object} Engine
 * @property {string} name
 * @property {string} version
 * @property {(width: number, height: number) => Promise<void>} setViewport the page's layout viewport, in CSS px
 * @property {(url: string) => Promise<void>} goto navigates and waits for the load event
 * @property {<T>(fn: (...args: any[]) => T | Promise<T>, ...args: unknown[]) => Promise<T>} evaluate runs `fn` in the
 *   page (its source, so it must use only its arguments and the page's globals) and answers its JSON-able result
 * @property {(selector: string) => Promise<void>} click a real pointer click in the middle of the element
 * @property {(selector: string) => Promise<void>} hover the pointer moved onto the element
 * @property {() => Promise<void>} pointerAway the pointer to the viewport's bottom-right corner
 * @property {(text: string) => Promise<void>} type key by key, into the focused element
 * @property {(key: 'Enter' | 'ArrowDown' | 'ArrowUp' | 'Escape' | 'Tab' | 'Space') => Promise<void>} press one key
 * @property {() => string[]} takeDriverErrors errors the driver itself saw since the last call (none for WebKitGTK)
 * @property {() => Promise<void>} close
 */

/**
 * Waits until `fn` (run in the page, as `evaluate` runs it) answers something truthy, and answers that. Asked again
 * after each answer (a navigation in between answers nothing and is asked again); fails after `timeout` ms with
 * `what` and the last answer. A wait for a state, not a sleep: it ends as soon as the page is there.
 *
 * @template T
 * @param {Engine} engine
 * @param {string} what the state waited for, for the failure message
 * @param {(...args: any[]) => T | Promise<T>} fn
 * @param {unknown[]} [args]
 * @param {number} [timeout]
 * @returns {Promise<T>}
 */
export async function waitFor(engine, what, fn, args = [], timeout = 10_000) {
  const end = Date.now() + timeout;
  /** @type {unknown} */
  let last;
  for (;;) {
    try {
      last = await engine.evaluate(fn, ...args);
      if (last) return /** @type {T} */ (last);
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > end) throw new Error(`${engine.name}: timed out after ${timeout} ms waiting for ${what} (last answer: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until `fn` (run here, in Node: what the proxy saw) answers true; fails after `timeout` ms with `what`.
 * @param {Engine} engine
 * @param {string} what
 * @param {() => boolean} fn
 * @param {number} [timeout]
 */
export async function until(engine, what, fn, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!fn()) {
    if (Date.now() > end) throw new Error(`${engine.name}: timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Throws `message` (prefixed with the engine) unless `ok`. */
export function check(engine, ok, message) {
  if (!ok) throw new Error(`${engine.name}: ${message}`);
}

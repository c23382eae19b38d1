/**
 * The document, read so that shop content cannot answer instead of it (docs/architecture.md, "Trust": DOM clobbering).
 *
 * `Document` and `HTMLFormElement` are the two interfaces whose named properties override their built-ins: inside a
 * product description, `<form name="head">` makes `document.head` that form, `<img name="querySelectorAll">` makes
 * `document.querySelectorAll` an image, `<input name="closest">` inside a form makes `form.closest` an input. So the
 * bundle never reads a member of the document through the instance: `doc` answers every member from the document's
 * prototype chain (nearest first), which no markup can change: its getters and setters called on the document, its
 * methods bound to it. Looked up at each use (a walk of a few prototypes): taking every member of every kind of
 * element up front made the runtime's marker scan a long task under 4× CPU (bench). Every other module goes through it (an ESLint
 * rule refuses `document.<member>` outside this file). `clean(x)` does the same for another document (one DOMParser
 * made) or an element that may be a form. Only members are read through it: `doc` itself is no Node (pass `document`
 * where a node is expected).
 *
 * Small on purpose: the loader carries it, and hands it to the lazily loaded code (below).
 */
/** The member `key` of the target's prototype chain (nearest first), as the prototypes have it. */
function member(target: object, key: PropertyKey): PropertyDescriptor | undefined {
  for (let proto = target; (proto = Object.getPrototypeOf(proto));) {
    const found = Object.getOwnPropertyDescriptor(proto, key);
    if (found) return found;
  }
}

export function clean<T extends object>(target: T): T {
  return new Proxy(target, {
    get: (_, key) => {
      const found = member(target, key);
      // A method (a prototype's constants have no `bind`) bound to the target; an accessor's getter called on it.
      return found?.get ? found.get.call(target) : found?.value?.bind ? found.value.bind(target) : found?.value;
    },
    set: (_, key, value) => (member(target, key)!.set!.call(target, value), true),
  });
}

/** The page's document, clobber-proof (see above). Outside a browser (unit tests without a DOM): undefined. */
export const doc = (globalThis.document && clean(document)) as Document;

/**
 * Published for the lazily loaded code under a symbol key of `window` (which no element's id or name can be, and
 * which cannot be replaced once set): the build gives the chunks src/lib/dom-shared.ts, which takes these, so the
 * core carries no second copy. Once (a second loader on the page stops here).
 */
const DOM_KEY: unique symbol = Symbol.for('storefront.dom') as never;
Object.defineProperty(globalThis, DOM_KEY, { value: { clean, doc } });

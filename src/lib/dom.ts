/**
 * The document, read so that shop content cannot answer instead of it (docs/architecture.md, "Trust": DOM clobbering).
 *
 * `Document` and `HTMLFormElement` are the two interfaces whose named properties override their built-ins: inside a
 * product description, `<form name="head">` makes `document.head` that form, `<img name="querySelectorAll">` makes
 * `document.querySelectorAll` an image, `<input name="closest">` inside a form makes `form.closest` an input. So the
 * bundle never reads a member of the document through the instance: `doc` answers every member from the document's
 * prototype chain (nearest first), taken once, when this module first runs, before any widget code or snippet: its
 * getters and setters called on the document, its methods bound to it. Every other module goes through it (an ESLint
 * rule refuses `document.<member>` outside this file). `clean(x)` does the same for another document (one DOMParser
 * made) or an element that may be a form. Only members are read through it: `doc` itself is no Node (pass `document`
 * where a node is expected).
 *
 * Small on purpose: the loader carries it, and hands it to the lazily loaded code (below).
 */
const known = new WeakMap<object, PropertyDescriptorMap>();

export function clean<T extends object>(target: T): T {
  // The members of a prototype chain, taken the first time an object of that kind comes (the document's when the
  // loader starts): every later object of the kind costs a lookup, not a walk (the runtime cleans every added node).
  const first = Object.getPrototypeOf(target);
  let members = known.get(first);
  if (!members) {
    members = {};
    for (let proto = first; proto; proto = Object.getPrototypeOf(proto)) members = { ...Object.getOwnPropertyDescriptors(proto), ...members };
    known.set(first, members);
  }
  return new Proxy(target, {
    get: (_, key) => {
      const member = members![key as string];
      // A method (a prototype's constants have no `bind`) bound to the target; an accessor's getter called on it.
      return member?.get ? member.get.call(target) : member?.value?.bind ? member.value.bind(target) : member?.value;
    },
    set: (_, key, value) => (members![key as string].set!.call(target, value), true),
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

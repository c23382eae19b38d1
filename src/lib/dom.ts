/**
 * The document, read so that shop content cannot answer instead of it (docs/architecture.md, "Trust": DOM clobbering).
 *
 * `Document` and `HTMLFormElement` are the two interfaces whose named properties override their built-ins: inside a
 * product description, `<form name="head">` makes `document.head` that form, `<img name="querySelectorAll">` makes
 * `document.querySelectorAll` an image, `<input name="closest">` inside a form makes `form.closest` an input. So the
 * bundle never reads a member of the document through the instance: `doc` answers every member from the document's
 * prototype chain (nearest first), which no markup can change: its getters and setters called on the document, its
 * methods bound to it. A member is looked up the first time it is used, then kept (per cleaned object): taking every
 * member of every kind of element up front made the runtime's marker scan a long task under 4× CPU, and a walk and a
 * bind at every read made the mini basket's tap 10 to 15 ms slower (bench). Every other module goes through it (an ESLint
 * rule refuses `document.<member>` outside this file). `clean(x)` does the same for another document (one DOMParser
 * made) or an element that may be a form. Only members are read through it: `doc` itself is no Node (pass `document`
 * where a node is expected).
 *
 * Small on purpose: the loader carries it, and hands it to the lazily loaded code (below).
 */
export function clean<T extends object>(target: T): T {
  // Each member found once per cleaned object (hot paths read `doc.createElement` and the like thousands of times):
  // the nearest prototype's, a method (a prototype's constants have no `bind`) bound to the target once.
  const seen = new Map<PropertyKey, PropertyDescriptor>();
  const at = (key: PropertyKey) => {
    let found = seen.get(key);
    for (let proto: object | null = target; !found && (proto = Object.getPrototypeOf(proto));)
      if ((found = Object.getOwnPropertyDescriptor(proto, key))) {
        if (found.value?.bind) found.value = found.value.bind(target);
        seen.set(key, found);
      }
    return found;
  };
  return new Proxy(target, {
    // An accessor's getter called on the target at each read (its value changes); a method or a constant as found.
    get: (_, key) => {
      const found = at(key);
      return found?.get ? found.get.call(target) : found?.value;
    },
    set: (_, key, value) => (at(key)!.set!.call(target, value), true),
  });
}

/** The page's document, clobber-proof (see above). Outside a browser (unit tests without a DOM): undefined. */
export const doc = (globalThis.document && clean(document)) as Document;

/**
 * `clean` and `doc` are published for the lazily loaded code by the loader (loader/index.ts, with warnOnce), under a
 * symbol key of `window`: the build gives the chunks src/lib/dom-shared.ts, which takes them, so the core carries no
 * second copy.
 */

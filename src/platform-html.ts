/**
 * THE AUDITED MODULE: the only place in the bundle that inserts raw HTML or runs script text.
 * Only the spec's deliberate channels call it: platform snippets and top layers (batch keys
 * Snippets and ToplayersAndWidgets), tracking-event snippets, script loading by name or link,
 * and (a later issue) partial pages. Everything else renders data as text.
 *
 * Scripts inside inserted HTML are re-created so that they run (HTML parsed through a template
 * never runs its scripts), in document order, and carry the nonce of the loader's tag (src/lib/nonce.ts).
 * Trusted Types: every HTML, script text and script URL made here goes through the bundle's one policy
 * (src/lib/trusted-types.ts).
 */

import { bundleNonce } from './lib/nonce';
import { safeUrl } from './lib/url';
import { asScriptUrl, claimSinks } from './lib/trusted-types';
import { doc } from './lib/dom';

// The audited module's own HTML and script sinks (nothing else may claim them).
const { asHtml, asScript } = claimSinks();

/** The CSP nonce of the loader's own tag (src/lib/nonce.ts), never an arbitrary element's. */
export function pageNonce(): string | undefined {
  return bundleNonce() || undefined;
}

function runnable(old: HTMLScriptElement, nonce: string | undefined): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const attr of Array.from(old.attributes)) {
    if (attr.name !== 'src') script.setAttribute(attr.name, attr.value);
    else if (safeUrl(attr.value)) script.setAttribute('src', asScriptUrl(attr.value));
  }
  if (nonce) script.nonce = nonce;
  if (old.src) script.async = false; // keep the order of external scripts
  script.text = asScript(old.text);
  return script;
}

/** Parses trusted platform HTML into a fragment whose scripts will run when inserted. */
export function platformFragment(html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = asHtml(html);
  const nonce = pageNonce();
  template.content.querySelectorAll('script').forEach((old) => old.replaceWith(runnable(old, nonce)));
  // Its style sheets carry the nonce too, or a style-src nonce policy drops a top layer's or snippet's look.
  if (nonce) template.content.querySelectorAll('style').forEach((style) => style.setAttribute('nonce', nonce));
  return template.content;
}

export type Region = 'head' | 'body_top' | 'body_bottom';

/** Inserts platform HTML into the head, the top of the body, or the end of the body (anything else). */
export function insertPlatformHtml(html: string, region: string): void {
  const fragment = platformFragment(html);
  if (region === 'head') doc.head.append(fragment);
  else if (region === 'body_top') doc.body.prepend(fragment);
  else doc.body.append(fragment);
}

/**
 * Runs a script text given by the platform (top-layer `script` entries, tracking events) with the semantics the
 * platform gives it (`new Function(text)()` in a try/catch): `return` is legal, `var` and function declarations stay
 * local, `this` is the window, an exception is caught. No `eval` and no `new Function` (a strict CSP has no
 * 'unsafe-eval'): a script element carrying the page's nonce whose text wraps the body in a function, run
 * synchronously on insertion. An exception it throws is caught inside the wrapper and handed back on the element; a
 * syntax error (the body cannot be wrapped then) is caught by a window error listener active only while the element
 * runs. Either way the caller gets `{error}` back (undefined when the body ran through), never an uncaught one.
 */
export function runPlatformScript(text: string): { error: unknown } | undefined {
  const script = doc.createElement('script');
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  // The body on lines of its own: a trailing line comment in it cannot swallow the wrapper's closing brace.
  script.text = asScript(
    `(function(){var s=Object.getOwnPropertyDescriptor(Document.prototype,"currentScript").get.call(document);try{(function(){\n${text}\n}).call(window)}catch(e){if(s)s.__sfError={e:e}}})()`,
  );
  let failed: { error: unknown } | undefined;
  const onError = (event: ErrorEvent) => {
    failed = { error: event.error ?? new Error(event.message) };
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  addEventListener('error', onError, true);
  try {
    doc.head.append(script);
  } finally {
    removeEventListener('error', onError, true);
    script.remove();
  }
  // The wrapper's catch leaves the exception on its element (an expando).
  const caught = (script as HTMLScriptElement & { __sfError?: { e: unknown } }).__sfError;
  return caught ? { error: caught.e } : failed;
}

/**
 * Parses a fetched page or part of one (src/partial-page.ts). DOMParser never runs scripts, and scripts it created
 * stay inert when moved into the page: only runScripts re-creates (and so runs) the ones chosen.
 */
export function parseHtmlDocument(text: string): Document {
  return new DOMParser().parseFromString(asHtml(text), 'text/html');
}

/**
 * Runs a fetched part's scripts (src/partial-page.ts chose them: what a full load would run) as the platform does:
 * each re-created from its element, in document order, with the page's nonce; one now inside the page (a swapped
 * region) runs in place, one outside the swapped regions (the answer's `<header>` when only `#breadcrumbs` of it was
 * swapped) runs at the end of the body and is removed after (one with a src stays until it has loaded). Returns how
 * many ran.
 */
export function runScripts(scripts: HTMLScriptElement[]): number {
  const nonce = pageNonce();
  for (const old of scripts) {
    const script = runnable(old, nonce);
    if (old.ownerDocument === document && old.isConnected) old.replaceWith(script);
    else {
      doc.body.append(script);
      if (!script.src) script.remove();
    }
  }
  return scripts.length;
}

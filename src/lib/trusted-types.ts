/**
 * Trusted Types: the bundle's one named policy, "storefront". Every string the bundle turns into HTML, script text or
 * a script URL (platform-html's snippets, top layers, partial pages and scripts; the map's worker) goes through it, so
 * a theme that enforces `require-trusted-types-for 'script'` lists `trusted-types storefront` (docs/theme-guide.md, "Content Security Policy").
 *
 * HTML and script text are taken only from the audited module: src/platform-html.ts claims the two sinks when it
 * loads (`claimSinks()`, once: a second claim throws), and the policy refuses a string that does not come through
 * them, so no other module (or code that reached the policy) turns a string into HTML or script. Script URLs are
 * sanitised instead: http(s) only. Without Trusted Types (or when the page's policy list refuses the name, which
 * the browser reports) the strings pass as they are, through the same sinks, script URLs still checked.
 */
import { safeUrl } from './url';

interface Policy {
  createHTML(text: string): string;
  createScript(text: string): string;
  createScriptURL(text: string): string;
}

let policy: Policy | null | undefined;
/** True only while a claimed sink calls the policy. */
let handing = false;

function handed(text: string): string {
  if (!handing) throw new TypeError('storefront: the Trusted Types policy takes HTML and script only from src/platform-html.ts');
  return text;
}

function trusted(): Policy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }).trustedTypes;
    try {
      policy = factory
        ? factory.createPolicy('storefront', {
            createHTML: handed,
            createScript: handed,
            createScriptURL: (text: string) => checkedScriptUrl(text),
          })
        : null;
    } catch {
      policy = null;
    }
  }
  return policy;
}

function checkedScriptUrl(text: string): string {
  if (!safeUrl(text)) throw new TypeError(`storefront: not an http(s) script URL: ${text.slice(0, 100)}`);
  return text;
}

function hand(text: string, make: (policy: Policy) => string): string {
  const found = trusted();
  if (!found) return text;
  handing = true;
  try {
    return make(found);
  } finally {
    handing = false;
  }
}

let claimed = false;

/** The HTML and script sinks, for src/platform-html.ts alone: the first claim gets them, any later one throws. */
export function claimSinks(): { asHtml(text: string): string; asScript(text: string): string } {
  if (claimed) throw new TypeError('storefront: the HTML and script sinks belong to src/platform-html.ts');
  claimed = true;
  return {
    asHtml: (text) => hand(text, (p) => p.createHTML(text)),
    asScript: (text) => hand(text, (p) => p.createScript(text)),
  };
}

export const asScriptUrl = (text: string): string => trusted()?.createScriptURL(text) ?? checkedScriptUrl(text);

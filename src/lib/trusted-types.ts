/**
 * Trusted Types: the bundle's one named policy, "storefront". Every string the bundle turns into HTML, script text or
 * a script URL (platform-html's snippets, top layers, partial pages and scripts; the map's worker) goes through it, so
 * a theme that enforces `require-trusted-types-for 'script'` lists `trusted-types storefront` (docs/theme-guide.md, "Content Security Policy").
 * Script URLs must be http(s). Without Trusted Types (or when the page's policy list refuses the name, which the
 * browser reports) the strings pass as they are, script URLs still checked.
 */
import { safeUrl } from './url';

interface Policy {
  createHTML(text: string): string;
  createScript(text: string): string;
  createScriptURL(text: string): string;
}

let policy: Policy | null | undefined;

function trusted(): Policy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }).trustedTypes;
    try {
      policy = factory
        ? factory.createPolicy('storefront', {
            createHTML: (text: string) => text,
            createScript: (text: string) => text,
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

export const asHtml = (text: string): string => trusted()?.createHTML(text) ?? text;
export const asScript = (text: string): string => trusted()?.createScript(text) ?? text;
export const asScriptUrl = (text: string): string => trusted()?.createScriptURL(text) ?? checkedScriptUrl(text);

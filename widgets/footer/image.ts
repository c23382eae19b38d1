/**
 * The footer's hover images' rule (links-shell.ts, which loads on the shopper's intent; not in the core chunk). Pure:
 * no DOM.
 */
import { safeUrl } from '../../src/lib/url';

/** A hover image source: an http(s) URL (absolute or relative to the page; src/lib/url.ts); anything else is refused. */
export function safeImageUrl(src: string, base: string): string | null {
  return safeUrl(src, base)?.href ?? null;
}

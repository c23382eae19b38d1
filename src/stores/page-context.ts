/**
 * The page context (spec §2): the page container carries a class {type}_page (main_page,
 * order1_page, ...); the platform marks the order process on <html class="order_process">. Read once per page.
 */
import { clean } from '../lib/dom';
export interface PageContext {
  /** The {type}_page class, e.g. "main_page" or "projector_page"; "" when none. */
  type: string;
  /** True on the order process pages (promotional bars are not run there). */
  orderProcess: boolean;
}

export function pageContextFromClasses(classes: Iterable<string>): PageContext {
  let type = '';
  let orderProcess = false;
  for (const c of classes) {
    if (c === 'order_process') orderProcess = true;
    else if (!type && /^[\w-]+_page$/.test(c)) type = c;
  }
  return { type, orderProcess };
}

/** The page type from `#container`; the order process from `<html>`, where the platform marks it. */
export function readPageContext(doc: Document = document): PageContext {
  // Through the prototypes (src/lib/dom.ts): shop content cannot stand in for the container, the body or <html>.
  const container = clean(doc).getElementById('container') ?? clean(doc).body;
  const { type } = pageContextFromClasses(container ? Array.from(container.classList) : []);
  return { type, orderProcess: clean(doc).documentElement.classList.contains('order_process') };
}

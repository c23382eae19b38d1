/**
 * The aside's shopping lists in the phone's drawer (issue 37 item 3): part of the drawer's own code (the category
 * menu's aside part, widgets/category_menu/aside-shell.ts, loaded when the drawer is first reached for), as the
 * template's aside script handles them; none of it in the core chunk. DOM only.
 *
 * Facts (sklepfryzpl/idoselltheme): below 979 px the Standard template's stylesheet draws the aside's
 * `ul.slm_lists__nav` as a panel over the drawer and shows it only while the drawer is open (`html.sidebar_open`) and
 * its `.slm_lists` has the class `--active` (gfx/pol/common_style.css); its script toggles that class when any
 * `a.slm_lists__label` is clicked (the "Ulubione" opener, `href="#showShoppingLists"`, and the back link in the panel's
 * header `li.slm_lists__nav_header`) and drops it when focus moves outside the lists while the drawer is open
 * (gfx/pol/common_shop.js). With the platform's script off, nothing set the class: the lists never opened on a phone.
 * From 979 px the labels are hidden and the lists are shown on the page, whatever the class.
 */
import { doc } from '../../src/lib/dom';

const ACTIVE = '--active';
const LABEL = 'a.slm_lists__label';
/** The lists whose listeners are set (once per mount: the signal releases them). */
const ready = new WeakSet<Element>();

/** The labels that open the panel (not the back link inside it). */
const openers = (lists: Element) => Array.from(lists.querySelectorAll(LABEL)).filter((label) => !label.closest('.slm_lists__nav'));

/** Focus to `el` when the shopper can see it (the back link and the opener are hidden from 979 px). */
function focusShown(el: Element | null | undefined) {
  if (el instanceof HTMLElement && el.getClientRects().length) el.focus();
}

function set(lists: Element, open: boolean) {
  lists.classList.toggle(ACTIVE, open);
  for (const opener of openers(lists)) opener.setAttribute('aria-expanded', String(open));
}

/**
 * The labels of the lists in `aside` open and close them, until `signal` aborts: each opener says it is collapsed
 * (`aria-expanded="false"`, the sign that a tap opens them), a click on any label toggles (toggleLists).
 */
export function watchLists(aside: Element, signal: AbortSignal): void {
  for (const lists of aside.querySelectorAll('.slm_lists')) for (const opener of openers(lists)) opener.setAttribute('aria-expanded', 'false');
  aside.addEventListener(
    'click',
    (e) => {
      const label = (e.target as Element | null)?.closest?.(LABEL);
      if (!label || !aside.contains(label) || !label.closest('.slm_lists')) return;
      e.preventDefault();
      toggleLists(label, signal);
    },
    { signal },
  );
  signal.addEventListener(
    'abort',
    () => {
      for (const lists of aside.querySelectorAll('.slm_lists')) for (const opener of openers(lists)) opener.removeAttribute('aria-expanded');
    },
    { once: true },
  );
}

/**
 * A click on a label of the aside's lists (`label`, inside `.slm_lists`): opens the panel (focus to its back link) or
 * closes it (focus back to the opener). The first call sets up, until `signal` aborts: focus moving outside the lists
 * closes them, Escape inside the open panel closes it (the drawer stays open); at the abort the class and the
 * `aria-expanded` this code added are removed.
 */
function toggleLists(label: Element, signal: AbortSignal): void {
  const lists = label.closest('.slm_lists');
  if (!lists || signal.aborted) return;
  if (!ready.has(lists)) {
    ready.add(lists);
    doc.addEventListener(
      'focusin',
      (e) => {
        if (lists.classList.contains(ACTIVE) && !lists.contains(e.target as Node)) set(lists, false);
      },
      { signal },
    );
    lists.addEventListener(
      'keydown',
      (e) => {
        if ((e as KeyboardEvent).key !== 'Escape' || e.defaultPrevented || !lists.classList.contains(ACTIVE)) return;
        e.preventDefault(); // handled: the drawer's own Escape (category_menu) leaves it open
        set(lists, false);
        focusShown(openers(lists)[0]);
      },
      { signal },
    );
    signal.addEventListener(
      'abort',
      () => {
        ready.delete(lists);
        lists.classList.remove(ACTIVE);
        for (const opener of openers(lists)) opener.removeAttribute('aria-expanded');
      },
      { once: true },
    );
  }
  const open = !lists.classList.contains(ACTIVE);
  set(lists, open);
  focusShown(open ? lists.querySelector(`.slm_lists__nav ${LABEL}`) : openers(lists)[0]);
}

/**
 * The search box's state and the listeners on the server's input: the part of menu_search's shell (index.ts) that
 * comes with the island, when the shopper reaches for the search. It owns an atom of the search state (the options
 * shown, open, the active option, full-screen mode, the announcement); the island (Search.tsx) renders it with
 * useStore and calls back through props. It is a file of its own, not in index.ts, because index.ts is in the core
 * chunk that every page loads before any interaction, and this part is needed only once the shopper reaches for the
 * search (docs/architecture.md, "Shell and island").
 *
 * The input stays the server's element: this part gives it the combobox attributes (role, aria-expanded,
 * aria-controls, aria-activedescendant) and takes them away when the widget unmounts. It also sets the state classes
 * the Standard template's CSS reads (standard-template.md, "menu_search"): on the form `--focus` (the input has
 * focus), `--open` (suggestions shown), `--loading` (a request in flight); on <html> `--search-open` (the search
 * mode of narrow screens: the template shows the search block below 979 px only with it).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { graphql } from '../../src/net/graphql';
import type { Page } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { lockScroll, unlockScroll } from '../../src/ui/scroll-lock';
import {
  DEBOUNCE_MS,
  decide,
  readCache,
  readSearchResponse,
  searchOperation,
  searchOptions,
  searchText,
  writeCache,
  type SearchOption,
  type SearchResult,
} from './rules';
import { addPolish } from '../../src/i18n';
import { plSearch } from '../../src/i18n/pl-search';
import { doc } from '../../src/lib/dom';

// The suggestions' Polish texts come with this chunk (src/i18n/pl-search.ts), not with the core.
addPolish(plSearch);

/** Below this viewport width focusing the input opens the full-screen search mode (spec §2). */
const FULL_BELOW = 768;
/** The template's class on <html> for the open search of narrow screens. */
const OPEN = '--search-open';
/** The template's class on <html> while the aside is open as the drawer (the search box sits in it). */
const DRAWER = 'sidebar_open';
/** Our class on the form for the full-screen layout (style.ts). */
const FULL = 'sf-search--full';

interface SearchState {
  /** The searched text the options were found for; undefined when none are held. */
  text?: string;
  options: SearchOption[];
  /** The listbox is shown (never without options). */
  open: boolean;
  /** Index of the active option (aria-activedescendant), -1 for none. */
  active: number;
  /** The search mode of narrow screens: html.--search-open (full screen below 768 px). */
  full: boolean;
  /** A request is in flight (the form's --loading). */
  loading: boolean;
  /** The live region's text: how many suggestions were found. */
  announce: string;
}

export interface SearchShell {
  $search: ReadableAtom<SearchState>;
  /** The prefix of every id the island renders (listbox `{base}_list`, options `{base}_o{n}`, headings `{base}_{block}`). */
  base: string;
  /** Leaves the search mode and the input (the close button's action). */
  closeFull(): void;
  /** The template's mobile opener: opens or leaves the narrow screens' search mode (html.--search-open). */
  setFull(full: boolean): void;
  /** Takes the shell off the input before the widget unmounts (the island failed: the form submits as without JavaScript). */
  disconnect(): void;
}

/** Asks the platform for the suggestions of a text. */
export type SearchRequest = (text: string, signal: AbortSignal) => Promise<SearchResult>;

/** productsTextSearch read item by item: one bad suggestion is left out, never the whole list (docs/widgets/menu_search.md). */
const requestSuggestions: SearchRequest = async (text, signal) => {
  const body = await graphql<unknown>(searchOperation(text), { signal });
  const parsed = readSearchResponse(body.data);
  if (!parsed) throw new Error('productsTextSearch: malformed response');
  if (parsed.dropped)
    warnOnce('menu_search:items', `storefront: menu_search: ${parsed.dropped} suggestion(s) did not fit the expected shape and were left out.`);
  return parsed.result;
};

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let instances = 0;

/**
 * Connects the search state to the server's form and input until the widget's signal aborts or `disconnect()` is
 * called. Text typed before this arrived is searched at once, as if its last keystroke came now (typing that goes on
 * makes one request, for the whole text).
 */
export function connectSearch(
  form: HTMLFormElement,
  input: HTMLInputElement,
  page: Page,
  widget: AbortSignal,
  request = requestSuggestions,
  mobile?: HTMLElement | null,
): SearchShell {
  const { t } = page;
  const connection = new AbortController();
  const disconnect = () => connection.abort();
  const signal = connection.signal;
  if (widget.aborted) disconnect();
  else widget.addEventListener('abort', disconnect, { once: true, signal });
  const base = `menu_search_${++instances}`;
  const root = doc.documentElement;
  const $search = atom<SearchState>({ options: [], open: false, active: -1, full: root.classList.contains(OPEN), loading: false, announce: '' });
  const set = (patch: Partial<SearchState>) => {
    const next = { ...$search.get(), ...patch };
    next.open &&= next.options.length > 0;
    $search.set(next);
  };

  let timer = 0;
  let controller: AbortController | undefined;
  let pending: string | undefined;

  const close = () => set({ open: false, active: -1 });
  const closeAll = () => set({ open: false, active: -1, full: false });
  const drop = () => set({ text: undefined, options: [], open: false, active: -1 });
  const abort = () => {
    controller?.abort();
    controller = undefined;
    pending = undefined;
    set({ loading: false });
  };
  const show = (text: string, result: SearchResult) => {
    const options = searchOptions(result, page.priceType, t, base);
    set({ text, options, active: -1, open: doc.activeElement === input, announce: t('search.results', { count: options.length }) });
  };
  const run = (text: string) => {
    const lang = t.language;
    const currency = page.currency.id;
    const cached = readCache(storage(), text, lang, currency);
    if (cached) return show(text, cached);
    const mine = new AbortController();
    controller = mine;
    pending = text;
    set({ loading: true });
    request(text, mine.signal).then(
      (result) => {
        if (mine.signal.aborted) return;
        controller = pending = undefined;
        set({ loading: false });
        writeCache(storage(), text, lang, currency, result);
        show(text, result);
      },
      (error: unknown) => {
        if (mine.signal.aborted) return;
        controller = pending = undefined;
        set({ loading: false });
        // Spec §4: failures close the results silently.
        warnOnce('menu_search', 'storefront: menu_search: the search request failed; suggestions are closed.', error);
        drop();
      },
    );
  };

  const onInput = () => {
    clearTimeout(timer);
    set({ active: -1 });
    const decision = decide(input.value, $search.get().text, pending);
    if (decision === 'keep') return;
    abort();
    if (decision === 'close') drop();
    else if (decision === 'reopen') set({ open: true });
    else {
      const text = searchText(input.value);
      timer = window.setTimeout(() => run(text), DEBOUNCE_MS);
    }
  };
  const move = (index: number) => {
    set({ open: true, active: index });
    const option = $search.get().options[index];
    if (option) doc.getElementById(option.id)?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const { text, options, open, active, full } = $search.get();
    const count = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!count || text !== searchText(input.value)) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!open) move(down ? 0 : count - 1);
      else move(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
    } else if ((e.key === 'Home' || e.key === 'End') && open && active >= 0) {
      e.preventDefault();
      move(e.key === 'Home' ? 0 : count - 1);
    } else if (e.key === 'Enter') {
      const option = open && active >= 0 ? options[active] : undefined;
      if (option) {
        e.preventDefault();
        window.location.assign(option.link);
      }
      close(); // otherwise the form submits as without JavaScript
    } else if (e.key === 'Escape' && (open || full)) {
      e.preventDefault(); // a search input would also clear its text
      if (full) closeFull();
      else closeAll();
    }
  };
  // Not in the open drawer (html.sidebar_open), as the template's own script: its CSS shows the block in place
  // there, and while --search-open it hides #layout, the aside with the search in it (focus lost, the drawer closed).
  const openFull = () => {
    if (window.innerWidth < FULL_BELOW && !root.classList.contains(DRAWER)) set({ full: true });
  };
  const onFocus = () => {
    form.classList.add('--focus');
    openFull();
    if ($search.get().text === searchText(input.value)) set({ open: true });
  };
  const onFocusOut = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && form.contains(next)) return;
    if (!next && doc.activeElement === input) return;
    form.classList.remove('--focus');
    closeAll();
  };
  // The search mode left: focus goes back to the template's opener when it shows (the input is hidden with the block).
  const closeFull = () => {
    closeAll();
    input.blur();
    if (mobile?.getClientRects().length) mobile.focus();
  };
  const onDocPointer = (e: PointerEvent) => {
    if (!form.contains(e.target as Node)) closeAll();
  };

  // The combobox attributes on the server's input, the template's state classes and full-screen mode follow the state.
  // The live region and the close button are the form's, outside the results element the island renders into (the
  // theme's CSS hides that element unless the form has --focus.--open: a hidden live region announces nothing, and
  // the close button must show before any result).
  const status = doc.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'sr-only';
  form.append(status);
  let closeButton: HTMLButtonElement | undefined;
  const listboxId = `${base}_list`;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listboxId);
  let locked = false;
  const unsubscribe = $search.subscribe(({ open, active, options, full, loading, announce }) => {
    if (status.textContent !== announce) status.textContent = announce;
    if (full && !closeButton) {
      closeButton = doc.createElement('button');
      closeButton.type = 'button';
      closeButton.className = 'sf-search__close';
      closeButton.textContent = t('ui.close');
      closeButton.addEventListener('click', closeFull);
      // Beside the input, in the template's search block: its CSS lays that block over the whole screen while
      // --search-open (fixed, z-index 1), over anything else in the form.
      (input.parentElement && form.contains(input.parentElement) ? input.parentElement : form).append(closeButton);
    } else if (!full && closeButton) {
      closeButton.remove();
      closeButton = undefined;
    }
    input.setAttribute('aria-expanded', String(open));
    const activeId = open && active >= 0 ? options[active]?.id : undefined;
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
    form.classList.toggle('--open', open);
    form.classList.toggle('--loading', loading);
    root.classList.toggle(OPEN, full);
    mobile?.setAttribute('aria-expanded', String(full));
    // Full screen (our layout, and the page's scroll locked) only below 768 px; wider, the theme shows the block.
    const whole = full && window.innerWidth < FULL_BELOW;
    if (whole === locked) return;
    locked = whole;
    form.classList.toggle(FULL, whole);
    if (whole) lockScroll();
    else unlockScroll();
  });

  const options = { signal };
  input.addEventListener('input', onInput, options);
  input.addEventListener('keydown', onKeyDown, options);
  input.addEventListener('focus', onFocus, options);
  input.addEventListener('pointerdown', openFull, options);
  form.addEventListener('focusout', onFocusOut, options);
  doc.addEventListener('pointerdown', onDocPointer, options);
  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      abort();
      unsubscribe();
      if (locked) unlockScroll();
      status.remove();
      closeButton?.remove();
      form.classList.remove(FULL, '--focus', '--open', '--loading');
      root.classList.remove(OPEN);
      for (const a of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(a);
    },
    { once: true },
  );
  if (doc.activeElement === input) {
    onFocus();
    onInput();
  }

  return {
    $search,
    base,
    closeFull,
    setFull(full) {
      if (signal.aborted) root.classList.toggle(OPEN, full);
      else if (full) set({ full });
      else closeAll();
    },
    disconnect,
  };
}

/**
 * The live search box: enhances the server's form (the input stays the server's element) with a
 * WAI-ARIA combobox: one listbox with a group per block, aria-activedescendant moved by the arrow
 * keys, a polite live region counting the results. Everything from the network renders as text.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { renderIsland } from '../../src/island';
import type { Unmount } from '../../src/widget';
import { graphql } from '../../src/net/graphql';
import type { Page } from '../../src/page-config';
import { warnOnce } from '../../src/lib/report';
import { lockScroll, unlockScroll } from '../../src/ui/scroll-lock';
import {
  DEBOUNCE_MS,
  categoryItems,
  decide,
  highlight,
  priceText,
  readCache,
  readSearchResponse,
  safeLink,
  searchOperation,
  searchText,
  writeCache,
  type SearchResult,
} from './rules';

/** Below this viewport width focusing the input opens the full-screen search mode (spec §2). */
const FULL_BELOW = 768;

interface Props {
  form: HTMLFormElement;
  input: HTMLInputElement;
  page: Page;
}

interface Shown {
  text: string;
  result: SearchResult;
}

interface Option {
  id: string;
  link: string;
  block: 'queries' | 'products' | 'categories' | 'cms';
  content: ReactNode;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const narrow = () => window.innerWidth < FULL_BELOW;

/** Renders the suggestions island into a container appended inside the form; the unmount removes it. */
export function mountIsland(form: HTMLFormElement, input: HTMLInputElement, page: Page, reportError: (error: unknown) => void): Unmount {
  const container = document.createElement('div');
  container.className = 'menu_search__results';
  form.append(container);
  const unmount = renderIsland(container, <Search form={form} input={input} page={page} />, reportError);
  return () => {
    unmount();
    container.remove();
  };
}

function Search({ form, input, page }: Props) {
  const { t } = page;
  const base = `menu_search_${useId().replace(/[^\w-]/g, '')}`;
  const listboxId = `${base}_list`;
  const [shown, setShown] = useState<Shown>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [full, setFull] = useState(false);
  const [announce, setAnnounce] = useState('');

  const options = shown ? buildOptions(shown, page, base) : [];
  const expanded = open && options.length > 0;

  // The latest values for the input's listeners (registered once).
  const live = useRef({
    timer: 0,
    controller: undefined as AbortController | undefined,
    pending: undefined as string | undefined,
    shown,
    expanded,
    active,
    options,
    full,
  });
  live.current.shown = shown;
  live.current.expanded = expanded;
  live.current.active = active;
  live.current.options = options;
  live.current.full = full;

  useEffect(() => {
    const l = live.current;
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const abort = () => {
      l.controller?.abort();
      l.controller = undefined;
      l.pending = undefined;
    };
    const show = (text: string, result: SearchResult) => {
      const count = buildOptions({ text, result }, page, base).length;
      setShown({ text, result });
      setActive(-1);
      setOpen(count > 0 && document.activeElement === input);
      setAnnounce(t('search.results', { count }));
    };
    const run = (text: string) => {
      const lang = t.language;
      const currency = page.currency.id;
      const cached = readCache(storage(), text, lang, currency);
      if (cached) return show(text, cached);
      const controller = new AbortController();
      l.controller = controller;
      l.pending = text;
      graphql<unknown>(searchOperation(text), { signal: controller.signal })
        .then((body) => {
          // Item by item: one bad suggestion is left out, never the whole list (docs/widgets/menu_search.md).
          const parsed = readSearchResponse(body.data);
          if (!parsed) throw new Error('productsTextSearch: malformed response');
          if (parsed.dropped)
            warnOnce('menu_search:items', `storefront: menu_search: ${parsed.dropped} suggestion(s) did not fit the expected shape and were left out.`);
          return parsed.result;
        })
        .then(
          (result) => {
            if (controller.signal.aborted) return;
            l.controller = undefined;
            l.pending = undefined;
            writeCache(storage(), text, lang, currency, result);
            show(text, result);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            l.controller = undefined;
            l.pending = undefined;
            // Spec §4: failures close the results silently.
            warnOnce('menu_search', 'storefront: menu_search: the search request failed; suggestions are closed.', error);
            setShown(undefined);
            close();
          },
        );
    };
    const onInput = () => {
      clearTimeout(l.timer);
      setActive(-1);
      const decision = decide(input.value, l.shown?.text, l.pending);
      if (decision === 'keep') return;
      abort();
      if (decision === 'close') {
        setShown(undefined);
        close();
      } else if (decision === 'reopen') {
        setOpen(true);
      } else {
        const text = searchText(input.value);
        l.timer = window.setTimeout(() => run(text), DEBOUNCE_MS);
      }
    };
    const move = (index: number) => {
      setActive(index);
      const option = l.options[index];
      if (option) document.getElementById(option.id)?.scrollIntoView?.({ block: 'nearest' });
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const count = l.options.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!count || l.shown?.text !== searchText(input.value)) return;
        e.preventDefault();
        const down = e.key === 'ArrowDown';
        if (!l.expanded) {
          setOpen(true);
          move(down ? 0 : count - 1);
        } else move(down ? (l.active + 1) % count : l.active <= 0 ? count - 1 : l.active - 1);
      } else if ((e.key === 'Home' || e.key === 'End') && l.expanded && l.active >= 0) {
        e.preventDefault();
        move(e.key === 'Home' ? 0 : count - 1);
      } else if (e.key === 'Enter') {
        const option = l.expanded && l.active >= 0 ? l.options[l.active] : undefined;
        if (option) {
          e.preventDefault();
          window.location.assign(option.link);
        }
        close(); // otherwise the form submits as without JavaScript
      } else if (e.key === 'Escape' && (l.expanded || l.full)) {
        e.preventDefault(); // a search input would also clear its text
        close();
        setFull(false);
      }
    };
    const openFull = () => {
      if (narrow()) setFull(true);
    };
    const onFocus = () => {
      openFull();
      if (l.shown && l.shown.text === searchText(input.value)) setOpen(true);
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && form.contains(next)) return;
      if (!next && document.activeElement === input) return;
      close();
      setFull(false);
    };
    const onDocPointer = (e: PointerEvent) => {
      if (!form.contains(e.target as Node)) {
        close();
        setFull(false);
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    input.addEventListener('pointerdown', openFull);
    form.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onDocPointer);
    // Arrived after the shopper focused or typed (the island loads on intent): as if the last keystroke came now, so
    // typing that goes on makes one request, for the whole text.
    if (document.activeElement === input) {
      openFull();
      onInput();
    }
    return () => {
      clearTimeout(l.timer);
      abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('pointerdown', openFull);
      form.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onDocPointer);
    };
  }, [form, input, page, base, t]);

  // The combobox attributes live on the server's input.
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('aria-expanded', String(expanded));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, listboxId, expanded, activeId]);
  useEffect(
    () => () => {
      for (const a of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(a);
    },
    [input],
  );

  useEffect(() => {
    if (!full) return;
    form.classList.add('--full');
    lockScroll();
    return () => {
      form.classList.remove('--full');
      unlockScroll();
    };
  }, [form, full]);

  const blocks: Array<[Option['block'], string]> = [
    ['queries', t('search.queries')],
    ['products', t('search.products')],
    ['categories', t('search.categories')],
    ['cms', t('search.cms')],
  ];

  return (
    <>
      {full && (
        <button
          type="button"
          className="menu_search__close"
          onClick={() => {
            setFull(false);
            setOpen(false);
            input.blur();
          }}
        >
          {t('ui.close')}
        </button>
      )}
      <div className="menu_search__panel" hidden={!expanded} onMouseDown={(e) => e.preventDefault()}>
        <div role="listbox" id={listboxId} aria-label={t('search.suggestions')} className="menu_search__list">
          {blocks.map(([block, heading]) => {
            const items = options.filter((o) => o.block === block);
            if (!items.length) return null;
            const headingId = `${base}_${block}`;
            return (
              <div key={block} role="group" aria-labelledby={headingId} className={`menu_search__block --${block}`}>
                <div role="presentation" id={headingId} className="menu_search__heading">
                  {heading}
                </div>
                {items.map((o) => (
                  <a
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={o.id === activeId}
                    tabIndex={-1}
                    href={o.link}
                    className={`menu_search__option${o.id === activeId ? ' --active' : ''}`}
                  >
                    {o.content}
                  </a>
                ))}
              </div>
            );
          })}
        </div>
        <button type="submit" className="menu_search__all">
          {t('search.show_all')}
        </button>
      </div>
      <div role="status" className="sr-only">
        {announce}
      </div>
    </>
  );
}

/** Every option of every block, in display order, with links that are safe to follow. */
function buildOptions({ text, result }: Shown, page: Page, base: string): Option[] {
  const out: Option[] = [];
  const add = (block: Option['block'], link: string, content: ReactNode) => {
    const safe = safeLink(link);
    if (safe) out.push({ id: `${base}_o${out.length}`, link: safe, block, content });
  };
  for (const q of result.searchQueries) {
    add('queries', q.link, <span className="menu_search__name">{highlight(q.name, text).map((s, i) => (s.match ? <b key={i}>{s.text}</b> : s.text))}</span>);
  }
  for (const p of result.products) {
    const src = p.iconSmall || p.iconSmallSecond;
    add(
      'products',
      p.link,
      <>
        {src ? <img className="menu_search__photo" src={src} alt="" width={48} height={48} loading="lazy" /> : <span className="menu_search__photo" />}
        <span className="menu_search__name">{p.name}</span>
        <span className="menu_search__price">{priceText(p, page.priceType, page.t)}</span>
      </>,
    );
  }
  for (const c of categoryItems(result, page.t)) add('categories', c.link, <span className="menu_search__name">{c.label}</span>);
  for (const c of result.cms) add('cms', c.link, <span className="menu_search__name">{c.name}</span>);
  return out;
}

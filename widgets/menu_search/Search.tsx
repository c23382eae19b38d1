/**
 * The search suggestions: a WAI-ARIA listbox with a group per block, the active option marked, a polite live region
 * counting the results, and the full-screen mode's close button. Its state is the shell's atom (search-shell.ts), read
 * with useStore; the server's input and its listeners are the shell's. Everything from the network renders as text.
 */
import { useStore } from '@nanostores/react';
import { renderIsland } from '../../src/island';
import { injectStyle } from '../../src/ui/style';
import { css } from './style';
import type { MessageKey, Translator } from '../../src/i18n';
import type { Unmount } from '../../src/widget';
import { BLOCKS, highlight, type Block } from './rules';
import type { SearchShell } from './search-shell';
import { doc } from '../../src/lib/dom';

interface Props extends SearchShell {
  t: Translator;
}

const HEADINGS: Record<Block, MessageKey> = { queries: 'search.queries', products: 'search.products', categories: 'search.categories', cms: 'search.cms' };

/**
 * Renders the suggestions into a container appended inside `where`: the template's results element
 * (.search_result, which the theme's CSS places under the input and shows on the form's --focus.--open), or the form
 * when a theme has none; the server's elements stay as they are, and the unmount removes only the container. If rendering fails, the
 * container goes and the shell is taken off the input (no combobox pointing to a listbox that is not there, no Enter
 * following an option nobody sees): the form submits as without JavaScript.
 */
export function mountIsland(where: HTMLElement, props: Props, reportError: (error: unknown) => void): Unmount {
  // The search's styles (the panel, the full-screen mode) come with it: none are in the core chunk.
  injectStyle('menu_search', css);
  const container = doc.createElement('div');
  container.className = 'sf-search__results';
  where.append(container);
  const unmount = renderIsland(container, <Search {...props} />, reportError, () => {
    props.disconnect();
    container.remove();
  });
  return () => {
    unmount();
    container.remove();
  };
}

function Search({ $search, base, t }: Props) {
  const { text = '', options, open, active } = useStore($search);
  const activeId = open && active >= 0 ? options[active]?.id : undefined;
  return (
    <>
      <div className="sf-search__panel" hidden={!open} onMouseDown={(e) => e.preventDefault()}>
        <div role="listbox" id={`${base}_list`} aria-label={t('search.suggestions')} className="sf-search__list">
          {BLOCKS.map((block) => {
            const items = options.filter((o) => o.block === block);
            if (!items.length) return null;
            const headingId = `${base}_${block}`;
            return (
              <div key={block} role="group" aria-labelledby={headingId} className={`sf-search__group --${block}`}>
                <div role="presentation" id={headingId} className="sf-search__heading">
                  {t(HEADINGS[block])}
                </div>
                {items.map((o) => (
                  <a
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={o.id === activeId}
                    tabIndex={-1}
                    href={o.link}
                    className={`sf-search__option${o.id === activeId ? ' --active' : ''}`}
                  >
                    {o.product &&
                      (o.product.photo ? (
                        <img className="sf-search__photo" src={o.product.photo} alt="" width={48} height={48} loading="lazy" />
                      ) : (
                        <span className="sf-search__photo" />
                      ))}
                    <span className="sf-search__name">
                      {block === 'queries' ? highlight(o.name, text).map((s, i) => (s.match ? <b key={i}>{s.text}</b> : s.text)) : o.name}
                    </span>
                    {o.product && <span className="sf-search__price">{o.product.price}</span>}
                  </a>
                ))}
              </div>
            );
          })}
        </div>
        <button type="submit" className="sf-search__all">
          {t('search.show_all')}
        </button>
      </div>
    </>
  );
}

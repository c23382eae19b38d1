/**
 * select_language: the country and language modal (spec §2 "Country and language modal", §3
 * "Country config", "Select-language parameters", §4 "Select-language modal", §7 "Country and
 * language form", §9 "Cookies", "Languages").
 *
 * The marker holds the shop's country list as JSON (a `script type="application/json"` inside it,
 * or `countries` in data-config). The modal (the shared <Modal>: focus trap, Escape, focus back)
 * has three steps as three labelled selects: region group (shown when there is more than one),
 * delivery country (flag, name, currency id and symbol) and language (shown when the country has
 * more than one). The marker's `--recommended` class adds a first screen proposing the
 * recommended country, with next / back / submit. The form is a GET to the chosen language's site
 * URL carrying redirection=redirected; the current URL when the language has no site.
 * Opens by itself when show_select is "true" and it was not closed before; the open buttons
 * (`.select_language__open`, anywhere on the page) open it by click or Enter. Closing or
 * submitting sets the cookie redirection=closed.
 *
 * This DOM part checks the configuration and keeps the open buttons; the modal is a React island
 * (SelectLanguage.tsx) loaded at once when it opens by itself, otherwise when the shopper reaches for
 * an open button (pointer, touch, focus) and at the latest on its click or Enter, which opens the
 * modal when the island has arrived (the button is aria-busy meanwhile).
 */
import * as v from 'valibot';
import { atom } from 'nanostores';
import { defineWidget } from '../../src/define-widget';
import { markupBoolean } from '../../src/schemas/markup';
import { getPage } from '../../src/page-config';
import { parseCookieHeader } from '../../src/lib/cookies';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { prefetchIsland } from '../../src/ui/prefetch';
import type { Unmount } from '../../src/widget';
import { DEFAULT_RECOMMENDED_LANG, parseCountries, refusedSites, shouldAutoOpen } from './rules';
import { css } from './style';

/** "true"/"false" parameters of the page (spec §3), accepted as strings or JSON booleans. */
const flagParam = () =>
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((x) => String(x) as 'true' | 'false'),
    ),
    'false',
  );

const schema = v.object({
  showSelect: flagParam(),
  countryFirst: flagParam(),
  selectedLangId: v.optional(v.string(), ''),
  recommendedLang: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.trim() || DEFAULT_RECOMMENDED_LANG),
    ),
    DEFAULT_RECOMMENDED_LANG,
  ),
  isDefaultCountry: flagParam(),
  isRecommendedCountry: flagParam(),
  /** The recommended-country variant; the marker's `--recommended` class sets it too. */
  recommended: v.optional(markupBoolean(), false),
  /** Selector of the open buttons. */
  openButton: v.optional(v.string(), '.select_language__open'),
  countries: v.optional(v.unknown()),
});
type Config = v.InferOutput<typeof schema>;

/** The first signs that the shopper reaches for an open button: its island starts loading. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function readCountries(el: HTMLElement, config: Config): unknown {
  if (config.countries !== undefined) return config.countries;
  const script = el.querySelector(':scope > script[type="application/json"]');
  if (!script) return undefined;
  try {
    return JSON.parse(script.textContent ?? '');
  } catch {
    return null;
  }
}

export default defineWidget({
  name: 'select_language',
  schema,
  async mount(el, { config, signal, reportError }) {
    const raw = readCountries(el, config);
    const { countries, problems } = parseCountries(raw);
    if (problems.length) {
      warnOnce(
        `select_language:countries`,
        `storefront: select_language: ${problems.length} country entr${problems.length === 1 ? 'y does' : 'ies do'} not fit and ${problems.length === 1 ? 'is' : 'are'} left out (${problems[0]}).`,
      );
    }
    if (!countries.length) {
      warnOnce('select_language:empty', 'storefront: select_language: no valid country in the configuration; the modal is not set up.');
      return;
    }
    const refused = refusedSites(countries, location.href, getPage().sites);
    if (refused.length) {
      warnOnce(
        'select_language:sites',
        `storefront: select_language: ${refused.length} language site(s) lead off this shop (not this origin, not in the page configuration's sites), so their forms go to the current page: ${refused.slice(0, 3).join(', ')}.`,
      );
    }
    injectStyle('select_language', css);
    const variant = (config.recommended || el.classList.contains('--recommended')) && config.isRecommendedCountry !== 'true';
    const autoOpen = shouldAutoOpen(config.showSelect, location.href, parseCookieHeader(document.cookie));
    // Whether the modal is open: owned here, read by the island (SelectLanguage.tsx), which closes it.
    const $open = atom(autoOpen);
    let island: Unmount | undefined;

    const isOpener = (target: EventTarget | null): HTMLElement | null => {
      if (!(target instanceof Element)) return null;
      try {
        return target.closest<HTMLElement>(config.openButton);
      } catch {
        warnOnce('select_language:open-selector', `storefront: select_language: openButton "${config.openButton}" is not a valid selector.`);
        return null;
      }
    };

    // The island: loaded once, at the first sign of intent (or at once when the modal opens by itself). An open
    // button pressed before it arrived is marked busy, and the modal opens with the island.
    let loading: Promise<void> | undefined;
    let arrived = false;
    const busy = new Set<HTMLElement>();
    const onIntent = (event: Event) => {
      if (isOpener(event.target)) void load();
    };
    const load = () =>
      (loading ??= (async () => {
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
        try {
          const { mountIsland } = await import('./SelectLanguage');
          if (signal.aborted) return;
          island = mountIsland(
            el,
            {
              countries,
              config,
              variant,
              $open,
            },
            reportError,
          );
        } catch (error) {
          console.error('storefront: widget "select_language": its modal failed to load; the open buttons do nothing.', error);
          reportError(error);
        } finally {
          arrived = true;
          for (const button of busy) button.ariaBusy = null;
          busy.clear();
        }
      })());
    const open = (opener: HTMLElement) => {
      $open.set(true);
      if (arrived) return;
      opener.ariaBusy = 'true';
      busy.add(opener);
      void load();
    };

    let reached = false;
    const buttons = document.querySelectorAll<HTMLElement>(config.openButton);
    for (const button of buttons) {
      button.setAttribute('aria-haspopup', 'dialog');
      if (button.matches(':hover') || button.contains(document.activeElement)) reached = true;
    }
    if (buttons.length) prefetchIsland('SelectLanguage', signal);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true, signal });
    document.addEventListener(
      'click',
      (event) => {
        const opener = isOpener(event.target);
        if (!opener) return;
        event.preventDefault();
        open(opener);
      },
      { signal },
    );
    // Enter on an open "button" that is not a native button or link (those click on Enter already).
    document.addEventListener(
      'keydown',
      (event) => {
        const opener = event.key === 'Enter' ? isOpener(event.target) : null;
        if (!opener || opener.closest('button, a[href], input, summary')) return;
        event.preventDefault();
        open(opener);
      },
      { signal },
    );

    if (autoOpen) await load();
    else if (reached) void load();
    return () => island?.();
  },
});

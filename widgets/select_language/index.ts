/**
 * select_language: the country and language modal (spec §2 "Country and language modal", §3
 * "Country config", "Select-language parameters", §4 "Select-language modal", §7 "Country and
 * language form", §9 "Cookies", "Languages"), on the Standard template's country-first chooser.
 *
 * Put the marker on the template's `div#select_language.select_language` (inside `#menu_settings.--select_language`).
 * The data is the page's own: `window.selectLanguageConfig` (one entry per language × country) and
 * `window.selectLanguageParamsConfig` ({show_select, recommended_lang, is_recommended_country, is_default_country,
 * country_first, selectedLangId}, strings), read through src/lib/page-globals.ts; malformed data gets one warning and
 * defaults. A marker's data-* options (and `countries` in data-config) still override them.
 *
 * The modal (the shared <Modal>: focus trap, Escape, focus back) has three steps as three labelled selects: region
 * group (shown when there is more than one), delivery country (flag, name, currency id and symbol) and language
 * (shown when the country has more than one). When is_recommended_country is "true" (the page's recommended country
 * is not the shopper's) a first screen proposes the recommended country, with next / back / submit. The form is a GET
 * to the chosen language's site URL carrying redirection=redirected; the current URL when the language has no site.
 * Opens by itself when show_select is "true" and it was not closed before; the opener (`.select_language__open`,
 * anywhere on the page: the template's is a `div[tabindex=0]`, made a button for assistive technology) opens it by
 * click, Enter or Space. Closing or submitting sets the session cookie redirection=closed on path "/".
 *
 * The theme's CSS hides `.select_language` outside its own `.modal`; `#select_language` inside
 * `#menu_settings.--select_language` shows only below 979 px (in the drawer, where the template's grid moves the menu),
 * so the modal renders in an element of its own at the end of the body, never inside the marker. Below 979 px the
 * theme also hides every `.select_language__open`: there the marker's own block is the way in. Its
 * `.select_language__choose` (which the platform's script would fill with its dropdowns) gets a button naming the
 * current country and language, and its "apply" link (`a.select_language__submit`, whose href only sets the hash
 * without the platform's script) opens the modal too (docs/widgets/select_language.md, "On a phone").
 *
 * This DOM part reads the data and keeps the openers; the modal is a React island (SelectLanguage.tsx) loaded at once
 * when it opens by itself, otherwise when the shopper reaches for an opener (pointer, touch, focus) and at the latest
 * on its click or key, which opens the modal when the island has arrived (the opener is aria-busy meanwhile).
 */
import * as v from 'valibot';
import { atom } from 'nanostores';
import { defineWidget } from '../../src/define-widget';
import { markupBoolean } from '../../src/schemas/markup';
import { getPage } from '../../src/page-config';
import { parseCookieHeader } from '../../src/lib/cookies';
import { pagePlatformSites, pageSelectLanguageConfig, pageSelectLanguageParams } from '../../src/lib/page-data';
import { part } from '../../src/lib/parts';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { prefetchIsland } from '../../src/ui/prefetch';
import type { Unmount } from '../../src/widget';
import { countryLabel, initialChoice, parseCountries, readParams, refusedSites, shouldAutoOpen, sitesOf, type LanguageParams } from './rules';
import { css } from './style';
import { doc } from '../../src/lib/dom';
import { addPolish } from '../../src/i18n';
import { plSelectLanguage } from '../../src/i18n/pl-select-language';
import { languageName } from '../../src/i18n/language-names';

// Polish: the block's button (src/i18n/pl-select-language.ts; this chunk brings it, not the core).
addPolish(plSelectLanguage);

/** A marker's own "true"/"false" option (overrides the page's), as a string or a JSON boolean. */
const flagOption = () =>
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((x) => String(x) as 'true' | 'false'),
    ),
  );

const schema = v.object({
  showSelect: flagOption(),
  countryFirst: flagOption(),
  selectedLangId: v.optional(v.string()),
  recommendedLang: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  isDefaultCountry: flagOption(),
  isRecommendedCountry: flagOption(),
  /** The recommended-country first screen, whatever is_recommended_country says. */
  recommended: v.optional(markupBoolean(), false),
  countries: v.optional(v.unknown()),
});

/** The first signs that the shopper reaches for an opener: its island starts loading. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const OPENER = '.select_language__open';

const PLATFORM_LIST = 'window.selectLanguageConfig';

/** The country list: the marker's own (data-config `countries`, or a JSON script inside it), else the page's. */
function readCountries(el: HTMLElement, given: unknown): { raw: unknown; source: string } {
  if (given !== undefined) return { raw: given, source: 'data-config → countries' };
  const script = el.querySelector(':scope > script[type="application/json"]');
  if (script) {
    try {
      return { raw: JSON.parse(script.textContent ?? ''), source: 'the marker' };
    } catch {
      return { raw: null, source: 'the marker' };
    }
  }
  return { raw: pageSelectLanguageConfig(), source: PLATFORM_LIST };
}

export default defineWidget({
  name: 'select_language',
  schema,
  // The template renders the opener with the chooser; a page without one is skipped with one warning.
  parts: {
    openers: part('its open buttons, anywhere on the page', OPENER, HTMLElement, { document: true, many: true }),
    // The marker's own block, what a phone shows (below 979 px the theme hides every opener): the box the platform's
    // script fills with its dropdowns, and the apply link, a hash link without that script.
    choose: part('its choices box', '.select_language__choose', HTMLElement, { optional: true }),
    apply: part('its apply link', '.select_language__submit', HTMLElement, { optional: true, many: true }),
  },
  async mount(el, { config, signal, reportError, parts: { openers: headerOpeners, choose, apply } }) {
    const { raw, source } = readCountries(el, config.countries);
    const { countries, problems } = parseCountries(raw);
    if (!Array.isArray(raw)) {
      warnOnce(
        'select_language:empty',
        `storefront: select_language: ${source} is ${raw === undefined ? 'missing' : 'not an array'}; the modal is not set up.`,
      );
      return;
    }
    if (problems.length) {
      warnOnce(
        `select_language:countries`,
        `storefront: select_language: ${problems.length} country entr${problems.length === 1 ? 'y' : 'ies'} of ${source} do${problems.length === 1 ? 'es' : ''} not fit and ${problems.length === 1 ? 'is' : 'are'} left out (${problems[0]}).`,
      );
    }
    if (!countries.length) {
      warnOnce('select_language:empty', `storefront: select_language: no valid country in ${source}; the modal is not set up.`);
      return;
    }
    const page = pageSelectLanguageParams();
    if (!page && 'selectLanguageParamsConfig' in window) {
      warnOnce('select_language:params', 'storefront: select_language: window.selectLanguageParamsConfig is not an object; its defaults are used.');
    }
    const given: Partial<LanguageParams> = {
      showSelect: config.showSelect,
      countryFirst: config.countryFirst,
      selectedLangId: config.selectedLangId,
      recommendedLang: config.recommendedLang,
      isDefaultCountry: config.isDefaultCountry,
      isRecommendedCountry: config.isRecommendedCountry,
    };
    const { params, problems: bad } = readParams(page, given);
    if (bad.length)
      warnOnce('select_language:params', `storefront: select_language: window.selectLanguageParamsConfig: ${bad.join('; ')}; the default is used.`);
    // Where a language's form may go: this shop's origin, the page configuration's sites, the sites the platform
    // renders (app_shop.vars.sites), and, when the list is the platform's own inline data (window.selectLanguageConfig,
    // trusted as the head's configuration is), its own sites: a stock shop needs no configuration. A list from the
    // marker (body markup) leads only where those allow.
    const sites = [...getPage().sites, ...pagePlatformSites(), ...(source === PLATFORM_LIST ? sitesOf(countries) : [])];
    const refused = refusedSites(countries, location.href, sites);
    if (refused.length) {
      warnOnce(
        'select_language:sites',
        `storefront: select_language: ${refused.length} language site(s) lead off this shop (not this origin, not in the page configuration's sites), so their forms go to the current page: ${refused.slice(0, 3).join(', ')}.`,
      );
    }
    const autoOpen = shouldAutoOpen(params.showSelect, location.href, parseCookieHeader(doc.cookie));
    if (!headerOpeners.length && !choose && !apply.length && !autoOpen) {
      warnOnce(
        'select_language:openers',
        `storefront: select_language: no open button (${OPENER}) on the page and show_select is not "true": nothing opens the modal.`,
      );
    }
    injectStyle('select_language', css);
    // The block's own opener: a button naming the current country and language, in the box the template leaves empty.
    let change: HTMLButtonElement | undefined;
    if (choose) {
      const { countryId, langId } = initialChoice(countries, params.selectedLangId);
      const country = countries.find((c) => c.id === countryId);
      change = doc.createElement('button');
      change.type = 'button';
      change.className = 'sf-select-language__change';
      const label = doc.createElement('span');
      label.className = 'sf-select-language__change_label';
      label.textContent = getPage().t('select_language.title');
      const current = doc.createElement('span');
      current.className = 'sf-select-language__change_current';
      current.textContent = country ? countryLabel(country) : '';
      if (langId) {
        // The language's own name, marked with its language (as the modal's options are).
        const named = languageName(langId);
        const language = doc.createElement('span');
        language.className = 'sf-select-language__change_language';
        if (named.tag) language.lang = named.tag;
        language.textContent = named.name;
        current.append(current.textContent ? ' · ' : '', language);
      }
      // A space between the two lines, so the button's name reads as two phrases (the column layout drops it).
      change.append(label, ' ', current);
      choose.append(change);
    }
    const openers = [...headerOpeners, ...(change ? [change] : []), ...apply];
    const variant = config.recommended || params.isRecommendedCountry === 'true';
    // Whether the modal is open: owned here, read by the island (SelectLanguage.tsx), which closes it.
    const $open = atom(autoOpen);
    let island: Unmount | undefined;
    let host: HTMLElement | undefined;

    // The openers found (the template's `.select_language__open`, or the marker's data-parts → openers).
    const isOpener = (target: EventTarget | null): HTMLElement | null =>
      target instanceof Node ? (openers.find((o) => o === target || o.contains(target)) ?? null) : null;

    // The island: loaded once, at the first sign of intent (or at once when the modal opens by itself). An opener
    // pressed before it arrived is marked busy, and the modal opens with the island.
    let loading: Promise<void> | undefined;
    let arrived = false;
    const busy = new Set<HTMLElement>();
    const onIntent = (event: Event) => {
      if (isOpener(event.target)) void load();
    };
    const load = () =>
      (loading ??= (async () => {
        for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
        try {
          const { mountIsland } = await import('./SelectLanguage');
          if (signal.aborted) return;
          // Its own element at the end of the body: the theme hides the marker (outside its `.modal`).
          host = doc.createElement('div');
          host.className = 'sf-select-language-host';
          doc.body.append(host);
          island = mountIsland(host, { countries, params, variant, $open, sites }, reportError);
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
    for (const button of openers) {
      button.setAttribute('aria-haspopup', 'dialog');
      // The template's opener is a focusable div: a button to assistive technology.
      if (!button.matches('button, a[href], input, summary') && !button.hasAttribute('role')) button.setAttribute('role', 'button');
      if (button.matches(':hover') || button.contains(doc.activeElement)) reached = true;
    }
    prefetchIsland('SelectLanguage', signal, openers[0]);
    for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true, signal });
    doc.addEventListener(
      'click',
      (event) => {
        const opener = isOpener(event.target);
        if (!opener) return;
        event.preventDefault();
        open(opener);
      },
      { signal },
    );
    // Enter or Space on an opener that is not a native button or link (those click on their own).
    doc.addEventListener(
      'keydown',
      (event) => {
        const opener = event.key === 'Enter' || event.key === ' ' ? isOpener(event.target) : null;
        if (!opener || opener.closest('button, a[href], input, summary')) return;
        event.preventDefault();
        open(opener);
      },
      { signal },
    );

    if (autoOpen) await load();
    else if (reached) void load();
    return () => {
      island?.();
      host?.remove();
      change?.remove();
      for (const link of apply) link.removeAttribute('aria-haspopup');
    };
  },
});

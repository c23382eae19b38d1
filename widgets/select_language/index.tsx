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
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { defineWidget, markupBoolean } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { parseCookieHeader, writeCookie } from '../../src/lib/cookies';
import { warnOnce } from '../../src/lib/report';
import { Modal } from '../../src/ui/modal';
import { injectStyle } from '../../src/ui/style';
import {
  DEFAULT_GROUP,
  DEFAULT_RECOMMENDED_LANG,
  REDIRECTION_CLOSED,
  REDIRECTION_COOKIE,
  REDIRECTION_COOKIE_DAYS,
  REDIRECTION_PARAM,
  REDIRECTION_REDIRECTED,
  chooseCountry,
  chooseGroup,
  countriesIn,
  countryLabel,
  groupsOf,
  initialChoice,
  parseCountries,
  refusedSites,
  recommendation,
  shouldAutoOpen,
  siteFor,
  splitAction,
  type Country,
} from './rules';
import { languageName, noDeliveryText } from './texts';
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
  recommendedLang: v.optional(v.pipe(v.string(), v.transform((s) => s.trim() || DEFAULT_RECOMMENDED_LANG)), DEFAULT_RECOMMENDED_LANG),
  isDefaultCountry: flagParam(),
  isRecommendedCountry: flagParam(),
  /** The recommended-country variant; the marker's `--recommended` class sets it too. */
  recommended: v.optional(markupBoolean(), false),
  /** Selector of the open buttons. */
  openButton: v.optional(v.string(), '.select_language__open'),
  countries: v.optional(v.unknown()),
});
type Config = v.InferOutput<typeof schema>;

interface Props {
  countries: Country[];
  config: Config;
  variant: boolean;
  autoOpen: boolean;
  onOpenRequest: (open: () => void) => void;
}

function closedCookie() {
  writeCookie(REDIRECTION_COOKIE, REDIRECTION_CLOSED, REDIRECTION_COOKIE_DAYS);
}

function SelectLanguage({ countries, config, variant, autoOpen, onOpenRequest }: Props) {
  const { t, language, texts } = getPage();
  const [open, setOpen] = useState(autoOpen);
  const rec = useMemo(() => (variant ? recommendation(countries, config.recommendedLang) : undefined), [countries, config.recommendedLang, variant]);
  const [step, setStep] = useState<'recommended' | 'form'>(rec ? 'recommended' : 'form');
  const [choice, setChoice] = useState(() => initialChoice(countries, config.selectedLangId || ''));
  const id = useId();
  // One stable ref for the dialog's first focus (a new ref object would make the Modal reopen):
  // whichever step is rendered points it at its first control.
  const focusRef = useRef<HTMLElement | null>(null);
  const focusHere = (when: boolean) => (node: HTMLElement | null) => {
    if (node && when) focusRef.current = node;
  };

  useLayoutEffect(() => {
    onOpenRequest(() => {
      setStep(rec ? 'recommended' : 'form');
      setOpen(true);
    });
  }, [onOpenRequest, rec]);

  const close = useCallback(() => {
    closedCookie();
    setOpen(false);
  }, []);

  // Moving between the recommendation and the form keeps focus inside the dialog.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusRef.current?.focus();
  }, [step]);
  const go = (next: 'recommended' | 'form') => {
    moved.current = true;
    setStep(next);
  };

  const groups = groupsOf(countries);
  const country = countries.find((c) => c.id === choice.countryId);
  const noDelivery = step === 'form' && !!country && country.lang.length === 0;
  const here = typeof location === 'undefined' ? '/' : location.href;
  const target =
    step === 'recommended' && rec
      ? { countryId: rec.country.id, langId: rec.langId, site: siteFor(rec.country, rec.langId, here, getPage().sites) }
      : { countryId: choice.countryId, langId: choice.langId, site: siteFor(country, choice.langId, here, getPage().sites) };
  const { action, params } = splitAction(target.site, here);
  // The shopper's current delivery country: the selected one, else the shop's default (a shopper who chose
  // nothing yet is served the default); each by the recommended entry's own name for it when it has one.
  const selected = countries.find((c) => c.selected);
  const fallback = countries.find((c) => c.default);
  const currentName = rec ? (selected ? rec.country.selectedName || selected.name : fallback ? rec.country.defaultName || fallback.name : '') : '';
  const noteId = `${id}-note`;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('select_language.title')}
      className={`select_language__modal${variant ? ' --recommended' : ''}`}
      initialFocusRef={focusRef}
    >
      <form
        className="select_language__form"
        method="get"
        action={action}
        onSubmit={(event) => {
          if (noDelivery) return void event.preventDefault();
          closedCookie();
        }}
      >
        {params.map(([name, value], i) => (
          <input key={`${i}-${name}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={REDIRECTION_PARAM} value={REDIRECTION_REDIRECTED} />
        {step === 'recommended' && rec ? (
          <div className="select_language__recommended">
            {currentName && <p className="select_language__current">{t('select_language.current', { country: currentName })}</p>}
            <p className="select_language__proposal">{t('select_language.recommended', { country: rec.country.recommendedName || rec.country.name })}</p>
            <input type="hidden" name="country" value={target.countryId} />
            {target.langId && <input type="hidden" name="language" value={target.langId} />}
            <div className="select_language__buttons">
              <button type="button" className="select_language__button select_language__next" onClick={() => go('form')}>
                {t('select_language.next')}
              </button>
              <button type="submit" ref={focusHere(true)} className="select_language__button --primary select_language__submit">
                {t('select_language.recommended_submit', { country: rec.country.recommendedName || rec.country.name })}
              </button>
            </div>
          </div>
        ) : (
          <>
            {groups.length > 1 && (
              <div className="select_language__field select_language__group">
                <label htmlFor={`${id}-group`}>{t('select_language.group')}</label>
                <select id={`${id}-group`} ref={focusHere(config.countryFirst !== 'true')} value={choice.group} onChange={(e) => setChoice(chooseGroup(countries, choice, e.currentTarget.value))}>
                  {groups.map((g) => (
                    <option key={g} value={g}>
                      {g === DEFAULT_GROUP ? t('select_language.group_default') : g}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="select_language__field select_language__country">
              <label htmlFor={`${id}-country`}>{t('select_language.country')}</label>
              <select
                id={`${id}-country`}
                name="country"
                ref={focusHere(config.countryFirst === 'true' || groups.length <= 1)}
                value={choice.countryId}
                aria-describedby={noDelivery ? noteId : undefined}
                onChange={(e) => setChoice(chooseCountry(countries, choice, e.currentTarget.value))}
              >
                {countriesIn(countries, choice.group).map((c) => (
                  <option key={c.id} value={c.id}>
                    {countryLabel(c)}
                  </option>
                ))}
              </select>
            </div>
            {country && country.lang.length > 1 && (
              <div className="select_language__field select_language__language">
                <label htmlFor={`${id}-language`}>{t('select_language.language')}</label>
                <select id={`${id}-language`} name="language" value={choice.langId} onChange={(e) => setChoice({ ...choice, langId: e.currentTarget.value })}>
                  {country.lang.map((l) => {
                    const named = languageName(l.id);
                    return (
                      <option key={l.id} value={l.id} lang={named.tag}>
                        {named.name}
                      </option>
                    );
                  })}
                </select>
              </div>
            )}
            {country && country.lang.length === 1 && <input type="hidden" name="language" value={country.lang[0].id} />}
            <p id={noteId} className="select_language__no_delivery" role="status">
              {noDelivery ? noDeliveryText(language, texts) : ''}
            </p>
            <div className="select_language__buttons">
              {rec && (
                <button type="button" className="select_language__button select_language__back" onClick={() => go('recommended')}>
                  {t('select_language.back')}
                </button>
              )}
              <button type="submit" className="select_language__button --primary select_language__submit" disabled={noDelivery}>
                {t('select_language.submit')}
              </button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}

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
  mount(el, { config, signal, reportError }) {
    const raw = readCountries(el, config);
    const { countries, problems } = parseCountries(raw);
    if (problems.length) {
      warnOnce(`select_language:countries`, `storefront: select_language: ${problems.length} country entr${problems.length === 1 ? 'y does' : 'ies do'} not fit and ${problems.length === 1 ? 'is' : 'are'} left out (${problems[0]}).`);
    }
    if (!countries.length) {
      warnOnce('select_language:empty', 'storefront: select_language: no valid country in the configuration; the modal is not set up.');
      return;
    }
    const refused = refusedSites(countries, location.href, getPage().sites);
    if (refused.length) {
      warnOnce('select_language:sites', `storefront: select_language: ${refused.length} language site(s) lead off this shop (not this origin, not in the page configuration's sites), so their forms go to the current page: ${refused.slice(0, 3).join(', ')}.`);
    }
    injectStyle('select_language', css);
    const variant = (config.recommended || el.classList.contains('--recommended')) && config.isRecommendedCountry !== 'true';
    const autoOpen = shouldAutoOpen(config.showSelect, location.href, parseCookieHeader(document.cookie));
    let openModal: (() => void) | undefined;

    const isOpener = (target: EventTarget | null): HTMLElement | null => {
      if (!(target instanceof Element)) return null;
      try {
        return target.closest<HTMLElement>(config.openButton);
      } catch {
        warnOnce('select_language:open-selector', `storefront: select_language: openButton "${config.openButton}" is not a valid selector.`);
        return null;
      }
    };
    for (const button of document.querySelectorAll<HTMLElement>(config.openButton)) button.setAttribute('aria-haspopup', 'dialog');
    document.addEventListener(
      'click',
      (event) => {
        if (!isOpener(event.target)) return;
        event.preventDefault();
        openModal?.();
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
        openModal?.();
      },
      { signal },
    );

    return renderIsland(
      el,
      <SelectLanguage
        countries={countries}
        config={config}
        variant={variant}
        autoOpen={autoOpen}
        onOpenRequest={(fn) => {
          openModal = fn;
        }}
      />,
      reportError,
    );
  },
});

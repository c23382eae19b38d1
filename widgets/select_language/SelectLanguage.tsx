/**
 * select_language's island: the country and language modal (the shared <Modal>) in React, loaded at once when it
 * opens by itself, otherwise when the shopper reaches for an open button (index.ts). Until then the DOM part holds
 * the open buttons' clicks and opens the modal when this arrives.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { Modal } from '../../src/ui/modal';
import type { Unmount } from '../../src/widget';
import {
  DEFAULT_GROUP,
  REDIRECTION_PARAM,
  REDIRECTION_REDIRECTED,
  chooseCountry,
  closedCookie,
  chooseGroup,
  countriesIn,
  countryLabel,
  groupsOf,
  initialChoice,
  recommendation,
  siteFor,
  splitAction,
  type Country,
  type LanguageParams,
} from './rules';
import { languageName } from '../../src/i18n/language-names';
import { doc } from '../../src/lib/dom';

interface Props {
  countries: Country[];
  /** The page's parameters (index.ts reads and checks them). */
  params: Pick<LanguageParams, 'countryFirst' | 'selectedLangId' | 'recommendedLang'>;
  variant: boolean;
  /**
   * Whether the modal is open: the DOM part owns it (it opens by itself, an open button sets it, also before the
   * island arrived); the island reads it and closes it.
   */
  $open: WritableAtom<boolean>;
  /** The sites a language's form may go to besides this origin (index.ts: the configuration's and the platform's). */
  sites: readonly string[];
}

export function mountIsland(el: HTMLElement, props: Props, reportError: (error: unknown) => void): Unmount {
  return renderIsland(el, <SelectLanguage {...props} />, reportError);
}

/** redirection=closed, as the platform writes it: a session cookie on path "/" (Secure over https). */
function writeClosed() {
  doc.cookie = closedCookie(location.protocol === 'https:');
}

function SelectLanguage({ countries, params: config, variant, $open, sites }: Props) {
  const { t } = getPage();
  const open = useStore($open);
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

  // Every opening starts at the first step.
  useLayoutEffect(() => {
    if (open) setStep(rec ? 'recommended' : 'form');
  }, [open, rec]);

  const close = useCallback(() => {
    writeClosed();
    $open.set(false);
  }, [$open]);

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
      ? { countryId: rec.country.id, langId: rec.langId, site: siteFor(rec.country, rec.langId, here, sites) }
      : { countryId: choice.countryId, langId: choice.langId, site: siteFor(country, choice.langId, here, sites) };
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
      className={`sf-select-language${variant ? ' --recommended' : ''}`}
      initialFocusRef={focusRef}
    >
      <form
        className="sf-select-language__form"
        method="get"
        action={action}
        onSubmit={(event) => {
          if (noDelivery) return void event.preventDefault();
          writeClosed();
        }}
      >
        {params.map(([name, value], i) => (
          <input key={`${i}-${name}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={REDIRECTION_PARAM} value={REDIRECTION_REDIRECTED} />
        {step === 'recommended' && rec ? (
          <div className="sf-select-language__recommended">
            {currentName && <p className="sf-select-language__current">{t('select_language.current', { country: currentName })}</p>}
            <p className="sf-select-language__proposal">{t('select_language.recommended', { country: rec.country.recommendedName || rec.country.name })}</p>
            <input type="hidden" name="country" value={target.countryId} />
            {target.langId && <input type="hidden" name="language" value={target.langId} />}
            <div className="sf-select-language__buttons">
              <button type="button" className="sf-select-language__button sf-select-language__next" onClick={() => go('form')}>
                {t('select_language.next')}
              </button>
              <button type="submit" ref={focusHere(true)} className="sf-select-language__button --primary sf-select-language__submit">
                {t('select_language.recommended_submit', { country: rec.country.recommendedName || rec.country.name })}
              </button>
            </div>
          </div>
        ) : (
          <>
            {groups.length > 1 && (
              <div className="sf-select-language__field sf-select-language__group">
                <label htmlFor={`${id}-group`}>{t('select_language.group')}</label>
                <select
                  id={`${id}-group`}
                  ref={focusHere(config.countryFirst !== 'true')}
                  value={choice.group}
                  onChange={(e) => setChoice(chooseGroup(countries, choice, e.currentTarget.value))}
                >
                  {groups.map((g) => (
                    <option key={g} value={g}>
                      {g === DEFAULT_GROUP ? t('select_language.group_default') : g}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="sf-select-language__field sf-select-language__country">
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
              <div className="sf-select-language__field sf-select-language__language">
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
            <p id={noteId} className="sf-select-language__no_delivery" role="status">
              {noDelivery ? t('select_language.no_delivery') : ''}
            </p>
            <div className="sf-select-language__buttons">
              {rec && (
                <button type="button" className="sf-select-language__button sf-select-language__back" onClick={() => go('recommended')}>
                  {t('select_language.back')}
                </button>
              )}
              <button type="submit" className="sf-select-language__button --primary sf-select-language__submit" disabled={noDelivery}>
                {t('select_language.submit')}
              </button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}

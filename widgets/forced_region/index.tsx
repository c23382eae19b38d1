/**
 * forced_region: the notice shown when the server forced a temporary delivery region or zipcode
 * (spec §2 "Forced-region modal", §3 "Forced-region cookies", §4 "Forced region", §7 "Region and
 * zipcode reset"). Put an empty marker once per page: `<div data-widget="forced_region"></div>`.
 *
 * It reads the setRegionForced / setZipcodeForced cookies (JSON, validated: a malformed one is
 * ignored with one warning) and opens the shared <Modal> when either has showModal true, except on
 * the place-order, prepaid, order1 and order2 pages. "Continue" (and Escape / the close button)
 * rewrites both cookies with showModal false. The restore control runs unsetRegion,
 * unsetZipcode or both; on status "success" it deletes the cookie(s) and reloads the page,
 * otherwise it says so in the dialog and stays.
 */
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { deleteCookie, parseCookieHeader, writeCookie } from '../../src/lib/cookies';
import { warnOnce } from '../../src/lib/report';
import { graphql } from '../../src/net/graphql';
import { readPageContext } from '../../src/stores/page-context';
import { Modal } from '../../src/ui/modal';
import { showLoading, hideLoading } from '../../src/ui/loading';
import { injectStyle } from '../../src/ui/style';
import { FORCED_COOKIE_DAYS, dismissedCookies, readForcedState, resetOperation, resetStatus, shouldOpenForced, type ForcedState } from './rules';
import { css } from './style';

function ForcedRegion({ state }: { state: ForcedState }) {
  const { t, currency } = getPage();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  // A ref as well, so a second click before the next render cannot start a second request.
  const running = useRef(false);
  const [error, setError] = useState('');
  const continueRef = useRef<HTMLButtonElement>(null);
  const { region, zipcode } = state;
  const operation = resetOperation(state);

  const dismiss = () => {
    for (const [name, value] of dismissedCookies(state)) writeCookie(name, value, FORCED_COOKIE_DAYS);
    setOpen(false);
  };

  const restore = async () => {
    if (!operation || running.current) return;
    running.current = true;
    setBusy(true);
    setError('');
    showLoading();
    let ok = false;
    try {
      const result = await graphql<unknown>({ kind: 'mutation', name: operation.name, query: operation.query });
      ok = resetStatus(result.data, operation.statusField) === 'success';
      if (!ok && result.data === undefined) warnOnce('forced_region:reset-shape', `storefront: forced_region: ${operation.name} returned no data.`);
    } catch (e) {
      // A refused or failed request is an expected fault, not a bug: a warning, not the error log.
      warnOnce('forced_region:reset', `storefront: forced_region: ${operation.name} failed (${e instanceof Error ? e.message : String(e)}).`);
    }
    if (ok) {
      for (const name of operation.cookies) deleteCookie(name);
      location.reload();
      return;
    }
    hideLoading();
    running.current = false;
    setBusy(false);
    setError(t('forced_region.restore_failed'));
  };

  const area = [region?.currentCountry, zipcode?.currentZipcode].filter(Boolean).join(', ');
  const currencyText = [currency.id, currency.symbol && currency.symbol !== currency.id ? `(${currency.symbol})` : ''].filter(Boolean).join(' ');
  const restoreText = region
    ? t('forced_region.restore_country', { default: region.defaultCountry })
    : t('forced_region.restore_zipcode', { default: zipcode?.defaultZipcode ?? '' });

  return (
    <Modal open={open} onClose={dismiss} title={t('forced_region.title')} className="forced_region__modal" initialFocusRef={continueRef} closeOnBackdrop={false}>
      <ul className="forced_region__facts">
        {region && <li className="forced_region__country">{t('forced_region.country', { country: region.currentCountry })}</li>}
        {zipcode && <li className="forced_region__zipcode">{t('forced_region.zipcode', { zipcode: zipcode.currentZipcode })}</li>}
        <li className="forced_region__currency">{t('forced_region.currency', { currency: currencyText })}</li>
        <li className="forced_region__delivery">{t('forced_region.delivery_for', { area })}</li>
      </ul>
      <p className="forced_region__error" role="alert">
        {error}
      </p>
      <div className="forced_region__actions">
        <button type="button" ref={continueRef} className="forced_region__continue" onClick={dismiss}>
          {t('forced_region.continue')}
        </button>
        {operation && (
          <button type="button" className="forced_region__restore" aria-disabled={busy || undefined} onClick={() => void restore()}>
            {restoreText}
          </button>
        )}
      </div>
    </Modal>
  );
}

export default defineWidget({
  name: 'forced_region',
  schema: v.object({}),
  mount(el, { reportError }) {
    const state = readForcedState(parseCookieHeader(document.cookie));
    if (state.problems.length) {
      warnOnce('forced_region:cookie', `storefront: forced_region: ignoring a malformed forced-region cookie (${state.problems.join('; ')}).`);
    }
    if (!shouldOpenForced(state, readPageContext().type)) return;
    injectStyle('forced_region', css);
    return renderIsland(el, <ForcedRegion state={state} />, reportError);
  },
});

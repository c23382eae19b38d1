/** The forced-region dialog (React): loaded only when the cookies say it must open. See index.ts. */
import { useRef, useState } from 'react';
import { renderIsland } from '../../src/island';
import type { Unmount } from '../../src/widget';
import { getPage } from '../../src/page-config';
import { deleteCookie, writeRawJsonCookie } from '../../src/lib/cookies';
import { warnOnce } from '../../src/lib/report';
import { graphql } from '../../src/net/graphql';
import { Modal } from '../../src/ui/modal';
import { showLoading, hideLoading } from '../../src/ui/loading';
import { FORCED_COOKIE_DAYS, dismissedCookies, forcedNotice, resetOperation, resetStatus, type ForcedState } from './rules';

function ForcedRegion({ state }: { state: ForcedState }) {
  const { t, currency } = getPage();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  // A ref as well, so a second click before the next render cannot start a second request.
  const running = useRef(false);
  const [error, setError] = useState('');
  const continueRef = useRef<HTMLButtonElement>(null);
  // What is shown is decided by the cookie values (a region cookie with no currentCountry is not a forced country).
  const notice = forcedNotice(state);
  const region = notice?.region;
  const zipcode = notice?.zipcode;
  const operation = resetOperation(state);

  const dismiss = () => {
    for (const [name, value] of dismissedCookies(state)) {
      try {
        writeRawJsonCookie(name, value, FORCED_COOKIE_DAYS);
      } catch (e) {
        warnOnce(`forced_region:write:${name}`, `storefront: forced_region: ${name} could not be rewritten (${e instanceof Error ? e.message : String(e)}).`);
      }
    }
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
      const result = await graphql<unknown>({ name: operation.name, search: `mutation=${operation.name}`, query: operation.query });
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
  const restoreText =
    notice?.kind === 'region' && region
      ? t('forced_region.restore_country', { default: region.defaultCountry })
      : t('forced_region.restore_zipcode', { default: zipcode?.defaultZipcode ?? '' });

  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={t('forced_region.title')}
      className="forced_region__modal"
      initialFocusRef={continueRef}
      closeOnBackdrop={false}
    >
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

/** Renders the notice (it opens by itself) from the cookies' state; nothing of it changes while it is open. */
export function mountIsland(el: HTMLElement, state: ForcedState, reportError: (error: unknown) => void): Unmount {
  return renderIsland(el, <ForcedRegion state={state} />, reportError);
}

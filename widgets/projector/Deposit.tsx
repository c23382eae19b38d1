/**
 * The deposit (returnable packaging) info: a trigger with a floating panel (hover, focus, tap) whose
 * "Zjisti více" / "Dowiedz się więcej" link opens the deposit explainer modal (spec §2, §9). The
 * panel holds a link, so it is the shared Dropdown (a tooltip's content cannot be reached by Tab).
 */
import { useEffect, useRef, useState } from 'react';
import type { Page } from '../../src/page-config';
import { renderIsland } from '../../src/island';
import type { Intent } from '../../src/ui/intent';
import type { Unmount } from '../../src/widget';
import { Dropdown } from '../../src/ui/floating';
import { Modal } from '../../src/ui/modal';
import { DEFAULT_CURRENCY, formatPrice } from '../../src/lib/price';
import { injectStyle } from '../../src/ui/style';

/** The panel's own styles (the trigger's are the core part's, widgets/projector/style.ts). */
const panelCss = `
.projector_deposit__panel{max-width:min(320px,calc(100vw - 40px));font-size:14px}
.projector_deposit__panel p{margin:0 0 8px}
.projector_deposit__more{color:#0645ad;text-decoration:underline}
`;

/** §9 "Deposit system": the Polish deposit amounts (gross, in złoty). */
const DEPOSIT_PET_OR_CAN = 0.5;
const DEPOSIT_REUSABLE_GLASS = 1;

/**
 * The island, loaded when the shopper reaches for the deposit trigger (projector's DOM part draws the same trigger
 * until then): under a pointer still there, the panel opens at once; focus is kept on the trigger.
 */
export function mountIsland(
  el: HTMLElement,
  { page, href, intent }: { page: Page; href: string; intent: Intent },
  reportError: (error: unknown) => void,
): Unmount {
  injectStyle('projector-deposit', panelCss);
  const hovered = intent === 'hover' && el.matches(':hover');
  return renderIsland(el, <Deposit page={page} href={href} initialOpen={hovered} />, reportError);
}

function Deposit({ page, href, initialOpen = false }: { page: Page; href: string; initialOpen?: boolean }) {
  const { t } = page;
  const [modal, setModal] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (modal) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      trigger.current?.focus();
    }
  }, [modal]);
  // The amounts are in złoty whatever the shop's currency: the settings of a PLN shop, else the defaults.
  const pln = page.currency.id === 'PLN' ? page.currency : DEFAULT_CURRENCY;
  return (
    <>
      <Dropdown
        openOn={['hover', 'focus', 'click']}
        initialOpen={initialOpen}
        placement="top"
        label={t('projector.deposit_info')}
        className="projector_deposit__panel"
        trigger={(props) => (
          <button
            type="button"
            className="projector_deposit__trigger"
            aria-label={t('projector.deposit_info')}
            {...props}
            ref={(el) => {
              trigger.current = el;
              (props.ref as (el: Element | null) => void)(el);
            }}
          >
            <span aria-hidden="true">i</span>
          </button>
        )}
      >
        {(close) => (
          <>
            <p className="projector_deposit__text">{t('projector.deposit_tooltip')}</p>
            <a
              className="projector_deposit__more"
              href={href}
              onClick={(event) => {
                event.preventDefault();
                close();
                setModal(true);
              }}
            >
              {t('projector.deposit_more')}
            </a>
          </>
        )}
      </Dropdown>
      <Modal open={modal} onClose={() => setModal(false)} title={t('projector.deposit_title')} className="projector_deposit__modal">
        <p>{t('projector.deposit_intro')}</p>
        <ul>
          <li>{t('projector.deposit_pet', { amount: formatPrice(DEPOSIT_PET_OR_CAN, pln) })}</li>
          <li>{t('projector.deposit_glass', { amount: formatPrice(DEPOSIT_REUSABLE_GLASS, pln) })}</li>
        </ul>
        <p>{t('projector.deposit_return')}</p>
        <p>{t('projector.deposit_basket')}</p>
      </Modal>
    </>
  );
}

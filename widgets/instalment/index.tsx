/**
 * instalment: the instalment calculator (spec §5 "Instalment calculator", §4 "Instalment button",
 * §8 "Instalment messages"). The marker carries the page's instalment data and the calculator's
 * parameters (data-config / data-* attributes, see docs/widgets/instalment.md) and holds the server's
 * `button.instalment__open` (rendered `hidden`: it needs the widget). A click decides (rules.ts):
 * run the link at once (a new tab) or open the modal with the bound messages and the option buttons,
 * each enabled only when its amount is within the bounds.
 */
import { atom } from 'nanostores';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { getPage } from '../../src/page-config';
import { formatPrice } from '../../src/lib/price';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { decide, linkFor, type InstalmentInput } from './rules';
import { InstalmentConfigSchema } from './schema';
import { InstalmentModal, type Shown } from './InstalmentModal';
import { css } from './style';
import { safeUrl } from '../../src/lib/url';

function findQuantity(selector: string): HTMLInputElement | null {
  try {
    return document.querySelector<HTMLInputElement>(selector);
  } catch {
    warnOnce(`instalment:quantity:${selector}`, `storefront: instalment: quantityInput "${selector}" is not a valid selector; no quantity is used.`);
    return null;
  }
}

export default defineWidget({
  name: 'instalment',
  schema: InstalmentConfigSchema,
  mount(el, { config, reportError, signal }) {
    injectStyle('instalment', css);
    const page = getPage();
    const opener = el.querySelector<HTMLButtonElement>('.instalment__open');
    if (!opener) {
      warnOnce('instalment:opener', 'storefront: instalment: the marker has no button.instalment__open; skipped.');
      return;
    }
    const currency = config.currency ? { ...page.currency, symbol: config.currency } : page.currency;
    const money = (amount: number) => formatPrice(amount, currency) + (config.priceType === 'net' ? page.t('instalment.net') : '');
    const $shown = atom<Shown | null>(null);

    const run = (amount: number | null) => {
      // Checked again as it runs: only an http(s) address is ever opened.
      const url = safeUrl(linkFor(config.link, amount));
      if (url) window.open(url.href, '_blank', 'noopener');
    };

    const input = (): InstalmentInput => {
      let quantity: number | null = null;
      if (config.variant === 'product') {
        const field = findQuantity(config.quantityInput);
        if (field) {
          const q = Number(field.value);
          quantity = field.value.trim() !== '' && Number.isFinite(q) && q >= 0 ? q : 1;
        }
      }
      return { ...config, quantity };
    };

    const slot = document.createElement('div');
    el.append(slot);
    const unmountIsland = renderIsland(
      slot,
      <InstalmentModal
        page={page}
        name={config.instalmentName}
        $shown={$shown}
        money={money}
        onRun={(amount) => {
          $shown.set(null);
          run(amount);
        }}
        onClose={() => $shown.set(null)}
      />,
      reportError,
    );

    opener.hidden = false;
    opener.addEventListener(
      'click',
      () => {
        const decision = decide(input());
        if (decision.kind === 'run') run(decision.amount);
        else $shown.set(decision);
      },
      { signal },
    );
    return () => {
      opener.hidden = true;
      unmountIsland();
      slot.remove();
    };
  },
});

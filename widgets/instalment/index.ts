/**
 * instalment: the instalment calculator (spec §5 "Instalment calculator", §4 "Instalment button",
 * §8 "Instalment messages"). The marker carries the page's instalment data and the calculator's
 * parameters (data-config / data-* attributes, see docs/widgets/instalment.md) and holds the server's
 * `button.instalment__open` (rendered `hidden`: it needs the widget). A click decides (rules.ts):
 * run the link at once (a new tab) or open the modal with the bound messages and the option buttons,
 * each enabled only when its amount is within the bounds.
 *
 * This DOM part owns the opener's click and the `$shown` atom (what the modal shows, null when closed). The modal is
 * a React island (InstalmentModal.tsx) loaded when the shopper reaches for the button (pointer, touch, focus) and at
 * the latest on its click, which opens the modal when the island has arrived (the button is aria-busy meanwhile).
 */
import { atom } from 'nanostores';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { formatPrice } from '../../src/lib/price';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { onIntent, whileLoading } from '../../src/ui/intent';
import { safeUrl } from '../../src/lib/url';
import type { Unmount } from '../../src/widget';
import { decide, linkFor, type InstalmentInput } from './rules';
import { InstalmentConfigSchema } from './schema';
import type { Shown } from './InstalmentModal';
import { css } from './style';

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
    let island: Unmount | undefined;
    const load = onIntent(
      opener,
      async () => {
        const { mountIsland } = await import('./InstalmentModal');
        if (signal.aborted) return;
        island = mountIsland(
          slot,
          {
            page,
            name: config.instalmentName,
            $shown,
            money,
            onRun(amount) {
              $shown.set(null);
              run(amount);
            },
            onClose: () => $shown.set(null),
          },
          reportError,
        );
      },
      { signal, reportError, prefetch: 'InstalmentModal' },
    );

    opener.hidden = false;
    opener.addEventListener(
      'click',
      () => {
        const decision = decide(input());
        if (decision.kind === 'run') return run(decision.amount);
        $shown.set(decision);
        if (!island) whileLoading(opener, load, () => island || $shown.set(null));
      },
      { signal },
    );
    return () => {
      opener.hidden = true;
      island?.();
      slot.remove();
    };
  },
});

/**
 * instalment: the instalment calculator (spec §5 "Instalment calculator", §4 "Instalment button",
 * §8 "Instalment messages") on the Standard template's `#projector_instalments` block: put the marker on it. Its
 * `a.projector_instalments__item` links (one per instalment provider) open the calculator; the optional
 * `a.projector_instalments__link` shows the list (the block's `.--active`, aria-expanded). The amounts come from the
 * page's own `const instalmentData` (pageInstalmentData(); the marker's options override it), the calculator's
 * bounds and name from the marker's options (the name defaults to the link's text); the link from the item's
 * `data-window` or `href` (http(s); a `link` option only on the shop's own host). A click decides (rules.ts): run the
 * link at once (a new tab) or open the modal with the bound messages and the option buttons.
 *
 * This DOM part owns the opener's click and the `$shown` atom (what the modal shows, null when closed). The modal is
 * a React island (InstalmentModal.tsx) loaded when the shopper reaches for a link (pointer, touch, focus) and at
 * the latest on its click, which opens the modal when the island has arrived (the link is aria-busy meanwhile).
 * The platform's inline `onclick` (calculate_instalments) on the items is taken off while the widget owns them. An
 * item whose links lead neither to this shop nor to a configured provider host (and no `link` option) is not the
 * widget's: it stays the template's, its onclick and all (a stock shop's provider link keeps working through the
 * platform's own script; body markup never decides where the widget sends the shopper).
 *
 * The product's unit price follows the shopper's choices on the page: the projector publishes the chosen size's
 * price, and the subscription price while one is chosen, in src/stores/product-price.ts; this widget imports that module
 * lazily (on intent, at the latest on the click) and reads it as a click decides. Nothing set there (no choice made,
 * no projector): `instalmentData`'s price.
 */
import * as v from 'valibot';
import { atom } from 'nanostores';
import { defineWidget } from '../../src/define-widget';
import { getPage, readPageConfigElement } from '../../src/page-config';
import { findOutsideIgnored, part } from '../../src/lib/parts';
import { pageInstalmentData } from '../../src/lib/page-data';
import { formatPrice } from '../../src/lib/price';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import { onIntent, whileLoading } from '../../src/ui/intent';
import { safeUrl } from '../../src/lib/url';
import type { Unmount } from '../../src/widget';
import { decide, linkFor, withCurrentPrice, type InstalmentInput } from './rules';
import { InstalmentConfigSchema, InstalmentDataSchema, instalmentHosts, isAllowedProvider, isSafeLink } from './schema';
import type { Shown } from './InstalmentModal';
import { css } from './style';
import { addPolish } from '../../src/i18n';
import { plInstalment } from '../../src/i18n/pl-instalment';
import { doc } from '../../src/lib/dom';

// Polish: the net price's suffix (src/i18n/pl-instalment.ts; not in the core chunk, this module brings them).
addPolish(plInstalment);

function findQuantity(selector: string): HTMLInputElement | null {
  try {
    return findOutsideIgnored<HTMLInputElement>(selector);
  } catch {
    warnOnce(`instalment:quantity:${selector}`, `storefront: instalment: quantityInput "${selector}" is not a valid selector; no quantity is used.`);
    return null;
  }
}

/** The page's instalment data: `instalmentData` read as plain values; missing or malformed → one warning, zeros. */
function pageData(): v.InferOutput<typeof InstalmentDataSchema> {
  const raw = pageInstalmentData();
  const parsed = v.safeParse(InstalmentDataSchema, raw ?? {});
  if (raw === undefined || !parsed.success) {
    // The fields that are wrong, by name (a field's own check may not carry its path).
    const fields = Object.entries(InstalmentDataSchema.entries)
      .filter(([key, schema]) => !v.safeParse(schema, raw?.[key]).success)
      .map(([key]) => key);
    const why = raw === undefined ? 'the page defines no instalmentData object' : `instalmentData is malformed (${fields.join(', ') || 'not an object'})`;
    warnOnce('instalment:data', `storefront: instalment: ${why}; amounts of 0 are used.`);
    return v.parse(InstalmentDataSchema, {});
  }
  return parsed.output;
}

/**
 * An opener's link template: its `data-window` when that is an http(s) address on the shop's origin or one of the
 * page configuration's `instalmentHosts`, else its `href` by the same rule; another host is one warning naming it.
 */
function openerLink(opener: HTMLElement): string | undefined {
  const hosts = instalmentHosts(readPageConfigElement());
  for (const raw of [opener.getAttribute('data-window'), opener.getAttribute('href')]) {
    const candidate = raw?.trim();
    if (!candidate || !/^(https?:|\/|\.|\?)/i.test(candidate) || !isSafeLink(candidate, location.href)) continue;
    if (isAllowedProvider(candidate, location.href, hosts)) return candidate;
    warnOnce(
      `instalment:host:${candidate}`,
      `storefront: instalment: the link ${candidate} leads neither to this shop nor to a host of the page configuration's instalmentHosts; not opened.`,
    );
  }
  return undefined;
}

export default defineWidget({
  name: 'instalment',
  schema: InstalmentConfigSchema,
  parts: {
    openers: part('its instalment links', 'a.projector_instalments__item', HTMLElement, { many: true }),
    toggle: part('its list link', 'a.projector_instalments__link', HTMLElement, { optional: true }),
  },
  mount(el, { config, reportError, signal, parts: { openers, toggle } }) {
    injectStyle('instalment', css);
    const page = getPage();
    const data = { ...pageData(), ...Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)) };
    const name = config.instalmentName ?? openers[0].textContent?.trim() ?? '';
    const currency = data.currency ? { ...page.currency, symbol: data.currency } : page.currency;
    const money = (amount: number) => formatPrice(amount, currency) + (config.priceType === 'net' ? page.t('instalment.net') : '');
    const $shown = atom<Shown | null>(null);
    let link: string | undefined;

    const run = (amount: number | null) => {
      // Checked again as it runs: only an http(s) address is ever opened.
      const url = link === undefined ? undefined : safeUrl(linkFor(link, amount));
      if (url) window.open(url.href, '_blank', 'noopener');
      else warnOnce('instalment:link', 'storefront: instalment: the instalment link has no http(s) address (data-window or href); nothing is opened.');
    };

    /** The projector's current unit price (its price store, imported once; failed to load: none). */
    let store: Promise<() => { gross?: number; net?: number } | null> | undefined;
    const currentPrice = () =>
      (store ??= import('../../src/stores/product-price').then(
        (m) => m.currentUnitPrice,
        () => () => null,
      ));

    const input = (current: { gross?: number; net?: number } | null): InstalmentInput => {
      let quantity: number | null = null;
      if (config.variant === 'product') {
        const field = findQuantity(config.quantityInput);
        if (field) {
          const q = Number(field.value);
          quantity = field.value.trim() !== '' && Number.isFinite(q) && q >= 0 ? q : 1;
        }
      }
      return { ...data, ...config, ...withCurrentPrice(pickData(data), current), quantity };
    };

    const slot = doc.createElement('div');
    el.append(slot);
    let island: Unmount | undefined;
    const loads: Array<() => Promise<unknown>> = [];
    const inlineHandlers = new Map<HTMLElement, string>();
    openers.forEach((opener, index) => {
      if (openerLink(opener) === undefined && config.link === undefined) {
        warnOnce(
          'instalment:platform',
          "storefront: instalment: an instalment link leads to a provider host the page configuration's instalmentHosts does not name; it is left to the platform's own script.",
        );
        return;
      }
      const onclick = opener.getAttribute('onclick');
      if (onclick !== null) {
        inlineHandlers.set(opener, onclick);
        opener.removeAttribute('onclick');
      }
      loads[index] = onIntent(
        opener,
        async () => {
          if (config.variant === 'product') void currentPrice();
          if (island) return;
          const { mountIsland } = await import('./InstalmentModal');
          if (signal.aborted || island) return;
          island = mountIsland(
            slot,
            {
              page,
              name,
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
      if (opener instanceof HTMLButtonElement) opener.hidden = false;
      opener.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          const chosen = openerLink(opener) ?? config.link;
          // The price as the shopper's choices made it (a microtask once the store is there; it is fetched on intent).
          void (config.variant === 'product' ? currentPrice() : Promise.resolve(() => null)).then((price) => {
            if (signal.aborted) return;
            link = chosen;
            const decision = decide(input(price()));
            if (decision.kind === 'run') return run(decision.amount);
            $shown.set(decision);
            if (!island) whileLoading(opener, loads[index], () => island || $shown.set(null));
          });
        },
        { signal },
      );
    });

    if (toggle) {
      const list = openers[0].parentElement;
      if (list && list !== el && !list.id) list.id = 'projector_instalments_list';
      if (list && list !== el) toggle.setAttribute('aria-controls', list.id);
      toggle.setAttribute('role', 'button');
      toggle.setAttribute('aria-expanded', String(el.classList.contains('--active')));
      toggle.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          const open = el.classList.toggle('--active');
          toggle.setAttribute('aria-expanded', String(open));
        },
        { signal },
      );
      toggle.addEventListener(
        'keydown',
        (event) => {
          if (event.key === ' ') {
            event.preventDefault();
            toggle.click();
          }
        },
        { signal },
      );
    }
    return () => {
      for (const [opener, onclick] of inlineHandlers) opener.setAttribute('onclick', onclick);
      for (const opener of openers) if (opener instanceof HTMLButtonElement) opener.hidden = true;
      toggle?.removeAttribute('aria-expanded');
      island?.();
      slot.remove();
    };
  },
});

/** The instalment data fields, numbers (defaults applied). */
function pickData(data: { price?: number; priceNet?: number; basketCount?: number; basketCost?: number; basketCostNet?: number }) {
  return {
    price: data.price ?? 0,
    priceNet: data.priceNet ?? 0,
    basketCount: data.basketCount ?? 0,
    basketCost: data.basketCost ?? 0,
    basketCostNet: data.basketCostNet ?? 0,
  };
}

/**
 * Platform contract, the Projector batch part (facts: "Projector"): price data inside the product, a size's price at
 * productData.sizes[i].price else productData.price; optional details may be null on a real shop (a product without
 * an omnibus history, no rebate code). A real-shaped sample goes through the schema and the omnibus rules.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProjectorSchema } from '../../widgets/projector/schema';
import { ajaxView, sizeView } from '../../widgets/projector/price-view';
import { DEFAULT_CURRENCY } from '../../src/lib/price';

const NB = '\u00a0';
const money = (value: number) => ({ value, formatted: `${value.toFixed(2).replace('.', ',')}${NB}zł` });
const both = (gross: number) => ({ gross: money(gross), net: money(Math.round((gross / 1.23) * 100) / 100) });

const SAMPLE = {
  response: {
    productData: {
      id: 12,
      name: 'Kurtka',
      sizes: [
        {
          id: 'uniw',
          name: 'uniwersalny',
          price: {
            unit: both(199),
            max: both(249),
            youSavePercent: '20',
            rebateCodeActive: 'false',
            beforeRebate: null,
            beforeRebateDetails: null,
            omnibusPrice: both(219),
            omnibusPriceDetails: { unit: both(219), youSavePercent: 9, newPriceEffectiveUntil: null, omnibusPriceIsHigherThanSellingPrice: true },
          },
        },
      ],
      unit: { name: 'szt.', sellBy: '1' },
      price: {
        unit: both(199),
        max: both(249),
        youSavePercent: 20,
        rebateCodeActive: false,
        beforeRebate: null,
        beforeRebateDetails: null,
        omnibusPrice: null,
        omnibusPriceDetails: null,
      },
    },
  },
};

describe('contract: Projector', () => {
  it('a real-shaped part with null details parses: nulls read as absent, numeric strings as numbers', () => {
    const parsed = v.safeParse(ProjectorSchema, SAMPLE);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.issues[0].path?.map((p) => p.key))).toBe(true);
    if (!parsed.success) return;
    const data = parsed.output.response!;
    expect(data.productData.sizes[0].price?.youSavePercent).toBe(20);
    expect(data.productData.sizes[0].price?.beforeRebate).toBeUndefined();
    expect(data.price.omnibusPriceDetails).toBeUndefined();
    expect(data.productData.unit.sellBy).toBe(1);
  });

  it('the product price is productData.price (platform); a sibling response.price is still read; neither is an error', () => {
    const product = v.parse(ProjectorSchema, SAMPLE).response!;
    expect(product.price.max?.gross?.value).toBe(249);
    const { price, ...productData } = SAMPLE.response.productData;
    const sibling = v.parse(ProjectorSchema, { response: { productData, price } }).response!;
    expect(sibling.price.max?.gross?.value).toBe(249);
    expect(v.safeParse(ProjectorSchema, { response: { productData } }).success).toBe(false);
  });

  it('off product pages the part is {response: null}', () => {
    expect(v.parse(ProjectorSchema, { response: null }).response).toBeNull();
  });
});

describe('contract: the product page’s own data (product_data, /ajax/projector.php sizeprices)', () => {
  it('the fixture’s product_data and sizeprices answers, in the platform’s shape, read into the template’s views', async () => {
    // @ts-expect-error -- a plain .mjs module of the fixture
    const { productData, projectorAjax } = await import('../../fixtures/pages/product-projector.mjs');
    // @ts-expect-error -- a plain .mjs module of the fixture
    const { product } = await import('../../fixtures/catalogue.mjs');
    // @ts-expect-error -- a plain .mjs module of the fixture
    const { SHOPS } = await import('../../fixtures/shops.mjs');
    const p = product(228);
    const { config, data } = productData(p, SHOPS.pl, 'gross');
    expect(config).toMatchObject({ hasPricesPerSize: true, hasSubscriptionsEnabled: true });
    const size = data[0].sizes.find((s: { id: string }) => s.id === '50');
    expect(sizeView(size.price, data[0].unit.sellBy, 'gross', DEFAULT_CURRENCY)?.price).toEqual({ value: 129, formatted: `129,00${NB}zł` });
    // Keyed by the page's price type only.
    expect(sizeView(size.price, 1, 'net', DEFAULT_CURRENCY)).toBeUndefined();
    const answer = projectorAjax(SHOPS.pl, new URLSearchParams('action=get&product=228&size=50&get=sizeprices'), product);
    expect(Object.keys(answer.sizeprices)).toEqual(
      expect.arrayContaining(['value', 'price_formatted', 'price_net', 'price_net_formatted', 'omnibus_price', 'maxprice', 'deposit_price']),
    );
    expect(ajaxView(answer.sizeprices, undefined, 1, 'net', DEFAULT_CURRENCY)?.price).toEqual({ value: 104.88, formatted: `104,88${NB}zł` });
    expect(projectorAjax(SHOPS.pl, new URLSearchParams('action=get&product=228&size=XXL&get=sizeprices'), product)).toBeNull();
  });
});

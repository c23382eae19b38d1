/**
 * Real-shaped samples of the POST /ajax/get.php answer parts, written from the facts of the platform
 * (/work/shared/notes/provider-facts.md, "POST /ajax/get.php (the batch)"): everything of the Basket under
 * response.basket (lines in response.basket.products, decimal-string totals, null texts), XML-shaped Wishlist and
 * Comparers (product[] or a singleton object, attributes.count), Snippets and ToplayersAndWidgets items as objects
 * (the `script` key of the top layers holding script text). Used by batch.test.ts (parsers) and batch.spec.ts (the
 * page, with routed answers).
 */

const NBSP = '\u00a0';

const basketLine = (i: number, over: Record<string, unknown> = {}) => ({
  id: i,
  md5_additional: `a${i}f0`,
  link: `/product-pol-${i}-x.html`,
  icon: `/data/gallery/${i}.svg`,
  icon_second: null,
  name: `Produkt ${i}`,
  size: 'M',
  size_name: 'M',
  product_version_name: null,
  count: '1',
  worth_unit: 'szt.',
  prices: { worth_gros: `${10 * i}.00`, worth_gros_formatted: `${10 * i},00${NBSP}zł`, worth_net: null, worth_net_formatted: `${8 * i},13${NBSP}zł` },
  subscription_period: null,
  ...over,
});

const basketTotals = (products: unknown[], over: Record<string, unknown> = {}) => ({
  worth: 348.5,
  worth_formatted: `348,50${NBSP}zł`,
  worth_net: 283.33,
  worth_net_formatted: `283,33${NBSP}zł`,
  productsCounter: products.length,
  productsNumber: products.length,
  shippingCost: '0.00',
  shippingCost_formatted: `0,00${NBSP}zł`,
  shippingCost_net_formatted: `0,00${NBSP}zł`,
  toShippingFree: '0.00',
  toShippingFree_formatted: `0,00${NBSP}zł`,
  ...over,
  products,
});

/**
 * Three lines: an ordinary one; a universal size (id "uniw", named "uniwersalny") with a version; a line whose
 * texts are all null (name, link, icon, size, unit, prices). Free shipping reached ("0.00").
 */
export const BASKET = {
  response: {
    basket: basketTotals([
      basketLine(1, {
        name: 'Kurtka Alpina',
        size: 'XL',
        size_name: 'XL',
        count: '2',
        prices: { worth_gros_formatted: `398,00${NBSP}zł`, worth_net_formatted: `323,58${NBSP}zł` },
      }),
      basketLine(2, { name: 'Kubek', size: 'uniw', size_name: 'uniwersalny', product_version_name: 'zielony', count: 3, worth_unit: 'op.' }),
      basketLine(3, { name: null, link: null, icon: null, size: null, size_name: null, worth_unit: null, prices: null, md5_additional: null }),
    ]),
    user: { logged: false, login: null },
  },
};

/** Two lines, the amount left to free shipping unknown (null) and a shipping cost. */
export const BASKET_UNKNOWN_FREE_SHIPPING = {
  response: {
    basket: basketTotals([basketLine(1), basketLine(2)], {
      shippingCost: '15.99',
      shippingCost_formatted: `15,99${NBSP}zł`,
      toShippingFree: null,
      toShippingFree_formatted: null,
    }),
    user: null,
  },
};

/** Eleven lines (the list layout), 12.50 left to free shipping. */
export const BASKET_LIST = {
  response: {
    basket: basketTotals(
      Array.from({ length: 11 }, (_, i) => basketLine(i + 1)),
      { shippingCost: '15.99', shippingCost_formatted: `15,99${NBSP}zł`, toShippingFree: '12.50', toShippingFree_formatted: `12,50${NBSP}zł` },
    ),
    user: { logged: true, login: 'jan' },
  },
};

const wish = (i: number) => ({
  icon: `/data/gallery/${i}.svg`,
  name: `Produkt ${i}`,
  attributes: { id: String(i), link: `/product-pol-${i}-x.html` },
  price: { attributes: { price_formatted: `${10 * i},00${NBSP}zł` } },
});
/** Wishlist: count 3 from attributes (the listed products are not the count). */
export const WISHLIST = {
  response: {
    product: [wish(1), wish(2), { icon: null, name: null, attributes: { id: '3', link: null }, price: null }],
    attributes: { count: '3', cost: '60.00' },
  },
};
/** Wishlist with one product, an object instead of an array (XML singleton), and no attributes. */
export const WISHLIST_SINGLETON = { response: { product: wish(4) } };
/** An empty wishlist: no product key. */
export const WISHLIST_EMPTY = { response: { attributes: { count: '0', cost: '0.00' } } };

const comp = (i: number) => ({
  iconsmall: `/data/gallery/${i}.svg`,
  name: `Produkt ${i}`,
  attributes: { id: String(i), link: `/product-pol-${i}-x.html`, removelink: `/settings.php?comparers=remove&product=${i}` },
});
/** Comparers: the count is the number of products (2). */
export const COMPARERS = { response: { product: [comp(5), { ...comp(6), name: null, iconsmall: null }] } };
/** Comparers with one product as an object (XML singleton). */
export const COMPARERS_SINGLETON = { response: { product: comp(7) } };
/** No products: no product key. */
export const COMPARERS_EMPTY = { response: {} };

/** Snippets: an object of {region, content}; head, body_top, another region (end of body) and one with no region (skipped). */
export const SNIPPETS = {
  response: {
    items: {
      '101': {
        region: 'head',
        content: '<meta name="contract-snippet" content="head"><script>(window.contractSnippets=window.contractSnippets||[]).push("head")</script>',
      },
      '102': {
        region: 'body_top',
        content: '<div id="contract_top">Góra</div><script>(window.contractSnippets=window.contractSnippets||[]).push("body_top")</script>',
      },
      '103': {
        region: 'footer',
        content: '<div id="contract_end">Koniec</div><script>(window.contractSnippets=window.contractSnippets||[]).push("footer")</script>',
      },
      '104': { content: '<div id="contract_no_region">Bez regionu</div><script>(window.contractSnippets=window.contractSnippets||[]).push("none")</script>' },
      '105': { region: null, content: '<div id="contract_null_region">Null</div>' },
    },
  },
};

/**
 * ToplayersAndWidgets: an object; `{content}` items (their scripts run on insertion) and the `script` key holding
 * script text, which finds the layers already in the page.
 */
export const TOPLAYERS = {
  response: {
    items: {
      '201': {
        content:
          '<aside id="contract_layer" class="toplayer">Warstwa</aside><script>window.contractLayerScript=!!document.getElementById("contract_layer")</script>',
      },
      script: 'window.contractScriptKey = document.getElementById("contract_layer") ? "after the layer" : "before the layer";',
      '202': { content: '<aside id="contract_layer_2" class="toplayer">Druga</aside>' },
    },
  },
};

/** The answer for a request: the answer is keyed like the request (facts). */
export function answerFor(request: Record<string, unknown>, parts: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(request)) if (key in parts) out[key] = parts[key];
  return out;
}

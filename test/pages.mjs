// The fixture pages every page sweep covers, Polish and Czech: the browser tests (test/e2e/helpers.ts), the
// cross-engine sweep (test/engines/), the bench's accessibility check (test/bench/run.mjs) and the fixture shop's
// smoke check (fixtures/tools/smoke.mjs) import this list; `npm run new-widget` adds a new page's two paths to it.
// Product pages need an id; 1 is always in the catalogue. Plain data, so that Node and TypeScript read it alike
// (types: pages.d.mts).

/** The Polish shop's pages. */
const PL_PAGES = [
  '/',
  '/product-pol-1-x.html',
  '/product-pol-181-x.html',
  '/basketedit.php',
  '/basketedit.php?mode=2',
  '/product-compare.php',
  '/order1.php',
  '/login.php',
  '/client-new.php',
  '/stores.php',
  '/search.php?text=kurtka',
  '/pol_m_Odziez-100.html',
  '/cms.php?id=1',
  '/calendar.php',
  '/guide.php?id=1',
  '/guide.php?id=4',
  '/select-language.php?show=false',
  '/pickup-points.php',
  '/promotions.php',
  '/instalment-product.php',
  '/instalment-basket.php?count=2&cost=1000',
];

/** The Czech shop's pages (under /cs/). */
const CS_PAGES = [
  '/cs/',
  '/cs/product-cze-1-x.html',
  '/cs/basketedit.php',
  '/cs/basketedit.php?mode=2',
  '/cs/product-compare.php',
  '/cs/order1.php',
  '/cs/login.php',
  '/cs/client-new.php',
  '/cs/stores.php',
  '/cs/search.php?text=bunda',
  '/cs/cze_m_Odziez-100.html',
  '/cs/cms.php?id=1',
  '/cs/calendar.php',
  '/cs/guide.php?id=2',
  '/cs/select-language-recommended.php?show=false',
  '/cs/pickup-points.php',
  '/cs/promotions.php',
  '/cs/instalment-product.php',
  '/cs/instalment-basket.php?count=2&cost=1000',
];

/** Every fixture page, the Polish shop's first. */
export const ALL_PAGES = [...PL_PAGES, ...CS_PAGES];

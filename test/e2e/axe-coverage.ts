/**
 * Where each widget's states are checked with axe: the spec file and (part of) the title of a test that opens the
 * widget's state and scans it (test/unit/widget-coverage.test.ts checks that such a test exists and calls
 * expectNoAxeViolations). A widget with nothing to open is scanned as it renders on every fixture page
 * (pages.spec.ts), at views 1 to 4, under the strict CSP. Add a row for every widget that lands.
 */
export const AXE_STATES: Record<string, { file: string; test: string; why?: string }> = {
  back_to_top: { file: 'back_to_top.spec.ts', test: 'appears only after scrolling more than 2 viewport heights' },
  banner: { file: 'bars.spec.ts', test: 'promotions page is axe-clean, in Polish and Czech' },
  bars: { file: 'bars.spec.ts', test: 'promotions page is axe-clean, in Polish and Czech' },
  breadcrumbs: { file: 'breadcrumbs.spec.ts', test: ': they sit ' },
  calendar: { file: 'calendar.spec.ts', test: 'open in the day, month and year views' },
  category_menu: { file: 'category-menu.spec.ts', test: 'shop: drawer open, drilled down, other group with show-more' },
  footer: { file: 'footer.spec.ts', test: 'the footer link opens the cookie configuration in a modal' },
  forced_region: { file: 'forced_region.spec.ts', test: 'opens from the region cookie; Continue sets showModal false' },
  form: { file: 'forms.spec.ts', test: 'Czech messages and axe with errors shown' },
  instalment: { file: 'instalment.spec.ts', test: 'axe: the product page and the basket page with the modal open' },
  logout: { file: 'pages.spec.ts', test: 'axe-clean at views 1-4', why: 'a link; nothing opens' },
  map: { file: 'map.spec.ts', test: 'axe finds nothing on ' },
  menu_basket: { file: 'menu_basket.spec.ts', test: 'passes axe with the basket open, in both shops' },
  menu_compare: { file: 'menu_lists.spec.ts', test: "the server's box: its item links to the product, in view 1 to its remove link" },
  menu_notice: { file: 'menu_notice.spec.ts', test: 'when present it is shown in a modal, once per session' },
  menu_search: { file: 'menu_search.spec.ts', test: 'has no axe violations with the search open' },
  menu_settings: { file: 'menu_settings.spec.ts', test: 'axe-clean with the menu open' },
  menu_wishlist: { file: 'menu_lists.spec.ts', test: 'asks Wishlist in the page batch and shows its count in the badge' },
  partial_nav: { file: 'partial-nav.spec.ts', test: 'a marked link swaps the regions' },
  passkey: { file: 'passkeys.spec.ts', test: 'registration then passwordless login end to end' },
  projector: { file: 'projector.spec.ts', test: 'its panel opens on focus and its link opens the explainer modal' },
  responsive: { file: 'pages.spec.ts', test: 'axe-clean at views 1-4', why: 'image sources by view; nothing opens' },
  select_language: { file: 'select_language.spec.ts', test: "the header opener (the template's div) opens a visible dialog of a real size" },
  shopping_list: { file: 'pages.spec.ts', test: 'axe-clean at views 1-4', why: 'links and the lists; the loading layer is scanned in ui.spec' },
  signin_form: { file: 'forms.spec.ts', test: 'the reminder link shows the panel its radio names' },
  snippets: { file: 'pages.spec.ts', test: 'axe-clean at views 1-4', why: 'the platform HTML as it comes; nothing opens' },
  tooltip: { file: 'tooltip.spec.ts', test: 'the order process security tooltip on hover and keyboard focus' },
  toplayers: { file: 'pages.spec.ts', test: 'axe-clean at views 1-4', why: 'the platform layers as they come' },
};

/**
 * The widgets the bundle knows. Adding a widget: create widgets/<name>/manifest.ts and list it here.
 * Shops can add their own at run time: window.storefront.register({ name, keys?, hydrate?, mount }).
 */
import type { WidgetDefinition, WidgetManifest, Hydrate, BatchKey } from '../src/widget';
import { menuBasket } from '../widgets/menu_basket/manifest';
import { snippets } from '../widgets/snippets/manifest';
import { toplayers } from '../widgets/toplayers/manifest';
import { responsive } from '../widgets/responsive/manifest';
import { menuSearch } from '../widgets/menu_search/manifest';
import { form } from '../widgets/form/manifest';
import { signinForm } from '../widgets/signin_form/manifest';
import { passkey } from '../widgets/passkey/manifest';
import { map } from '../widgets/map/manifest';
import { projector } from '../widgets/projector/manifest';
import { menuWishlist } from '../widgets/menu_wishlist/manifest';
import { menuCompare } from '../widgets/menu_compare/manifest';
import { shoppingList } from '../widgets/shopping_list/manifest';
import { logout } from '../widgets/logout/manifest';
import { menuSettings } from '../widgets/menu_settings/manifest';
import { categoryMenu } from '../widgets/category_menu/manifest';
import { calendar } from '../widgets/calendar/manifest';
import { partialNav } from '../widgets/partial_nav/manifest';
import { breadcrumbs } from '../widgets/breadcrumbs/manifest';
import { backToTop } from '../widgets/back_to_top/manifest';
import { footer } from '../widgets/footer/manifest';
import { menuNotice } from '../widgets/menu_notice/manifest';
import { tooltip } from '../widgets/tooltip/manifest';
import { selectLanguage } from '../widgets/select_language/manifest';
import { forcedRegion } from '../widgets/forced_region/manifest';
import { bars } from '../widgets/bars/manifest';
import { banner } from '../widgets/banner/manifest';
import { instalment } from '../widgets/instalment/manifest';

/** A widget registered by a shop script: its definition inline, no chunk to load. */
export interface InlineWidget extends WidgetDefinition<any> {
  keys?: BatchKey[];
  hydrate?: Hydrate;
}

export type RegistryEntry = WidgetManifest | (InlineWidget & { keys: readonly BatchKey[]; hydrate: Hydrate });

export const registry = new Map<string, RegistryEntry>(
  [
    menuBasket, snippets, toplayers, responsive, menuSearch, form, signinForm, passkey, map,
    projector, menuWishlist, menuCompare, shoppingList, logout, menuSettings,
    categoryMenu,
    calendar,
    partialNav, breadcrumbs, backToTop,
    footer, menuNotice, tooltip,
    selectLanguage, forcedRegion,
    bars, banner, instalment,
  ].map((m) => [m.name, m]),
);

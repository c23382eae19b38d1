import type { WidgetManifest } from '../../src/widget';

/** Header wishlist counter (#menu_wishlist), from the Wishlist batch key (shared code: widgets/menu_lists). */
export const menuWishlist: WidgetManifest = {
  name: 'menu_wishlist',
  keys: ['Wishlist'],
  hydrate: 'idle',
  load: () => import('./index'),
};

/**
 * menu_basket: the header mini basket. Renders the server's link (same markup, so nothing shifts)
 * with the live count and total, and a dropdown preview of the basket that opens on hover, focus
 * and tap. Data: the Basket batch key through the shared $basket store.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { renderIsland } from '../../src/island';
import { connectBasket } from '../../src/stores/basket';
import { getPage } from '../../src/page-config';
import { injectStyle } from '../../src/ui/style';
import { MiniBasket } from './MiniBasket';
import { readServerState } from './rules';
import { css } from './style';

export default defineWidget({
  name: 'menu_basket',
  schema: v.object({
    /** Where the basket link goes; defaults to the server link, then the page config's basketUrl. */
    basketUrl: v.optional(v.string()),
  }),
  mount(el, { batch, config, reportError }) {
    injectStyle('menu_basket', css);
    const page = getPage();
    const server = readServerState(el);
    const disconnect = connectBasket(batch);
    const unmount = renderIsland(
      el,
      <MiniBasket page={page} server={server} basketUrl={config.basketUrl || server.href || page.basketUrl} />,
      reportError,
    );
    return () => {
      unmount();
      disconnect();
    };
  },
});

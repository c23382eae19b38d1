/**
 * Views 1-2: the list's box (`#menu_navbar`) in the aside's `.setMobileGrid[data-item="#<its id>"]` slot when it is
 * not in the aside already (checked after every view subscriber ran: the responsive widget moves it on view 1 and
 * back on leaving it), back where it was from view 3 (only what this moved). At mount, with or without the drawers'
 * code: the page reads right (the list in its drawer) before anyone opens it.
 */
import type { Menu, Part } from './menu';
import { doc } from '../../src/lib/dom';

export function listPlace(menu: Menu): Part {
  const home = doc.createComment('menu_navbar home');
  let pending = false;
  const apply = () => {
    pending = false;
    if (menu.signal.aborted) return;
    const { aside, collapse } = menu;
    if (!menu.bar && aside && !aside.contains(collapse)) {
      const slot = collapse.id ? aside.querySelector(`.setMobileGrid[data-item="#${CSS.escape(collapse.id)}"]`) : null;
      if (!slot) return;
      collapse.before(home);
      slot.append(collapse);
      menu.resync?.();
    } else if (menu.bar && home.parentNode) {
      home.replaceWith(collapse);
    }
  };
  return {
    view() {
      if (!pending) queueMicrotask(apply);
      pending = true;
    },
    unmount() {
      if (home.parentNode) home.replaceWith(menu.collapse);
    },
  };
}

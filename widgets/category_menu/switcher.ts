/**
 * The group switches (`.aside__switcher [data-group]` buttons in the aside) and the aside's sections with
 * `data-group` (the categories' `.setMobileGrid` slot among them): in the drawer the pressed switch's group shows; the bar shows the first group (the
 * categories) and hides the switcher.
 */
import type { Menu, Part } from './menu';

export function switcher(menu: Menu): Part {
  const box = menu.aside?.querySelector<HTMLElement>('.aside__switcher') ?? null;
  const sections = [...(menu.aside?.querySelectorAll<HTMLElement>(':scope > [data-group]') ?? [])];
  const groups = [...new Set(menu.switches.map((b) => b.dataset.group!))];
  let active: string | undefined = groups[0];
  const show = (group: string | undefined) => {
    active = group;
    for (const b of menu.switches) b.setAttribute('aria-pressed', String(b.dataset.group === group));
    const shown = menu.bar ? groups[0] : group;
    for (const s of sections) s.hidden = groups.length > 0 && s.dataset.group !== shown;
  };
  for (const b of menu.switches) {
    b.setAttribute(
      'aria-controls',
      sections
        .filter((s) => s.dataset.group === b.dataset.group)
        .map(menu.id)
        .join(' '),
    );
    menu.on(b, 'click', () => show(b.dataset.group));
  }
  return {
    view() {
      if (box) box.hidden = menu.bar;
      show(active);
    },
    unmount() {
      for (const s of sections) s.hidden = false;
      if (box) box.hidden = true;
    },
  };
}

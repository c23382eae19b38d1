/**
 * Hiding what a theme may style (issue 37 item 2). The `hidden` attribute is only the user-agent's `display:none`,
 * which any theme rule with a `display` beats: the Standard template's `.form-control.form-control{display:block}`
 * keeps a hidden select on screen, `.btn{display:inline-block}` a hidden button (standard-template.md, "The
 * stylesheet"). So a widget hides with `hidden` (assistive technology, `:not([hidden])` selectors) and an inline
 * `display:none !important`, which no stylesheet rule beats. Only lazily loaded code imports this module (not the
 * core chunk).
 */

/**
 * Hides `el` (`on` true) so that no stylesheet shows it, or takes that back (`on` false): `hidden` off and the inline
 * `display` removed only when it is this module's important `none`, so a display the server or the theme set inline
 * stays.
 */
export function hide(el: HTMLElement, on = true): void {
  el.hidden = on;
  if (on) el.style.setProperty('display', 'none', 'important');
  else if (el.style.getPropertyPriority('display') === 'important' && el.style.getPropertyValue('display') === 'none') {
    el.style.removeProperty('display');
    // No empty style attribute left behind (the element as the server drew it). Read first: Chromium writes the
    // attribute from the declaration lazily, and would write it back empty after a removal that came before.
    if (!el.getAttribute('style')) el.removeAttribute('style');
  }
}

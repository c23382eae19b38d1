// @vitest-environment happy-dom
/** src/lib/visibility.ts: hiding that no stylesheet rule beats, and taking it back without touching a served display. */
import { describe, expect, it } from 'vitest';
import { hide } from '../../src/lib/visibility';

describe('hide', () => {
  it('sets hidden and an inline important display:none; hide(el, false) takes both back', () => {
    const el = document.createElement('select');
    hide(el);
    expect(el.hidden).toBe(true);
    expect(el.style.getPropertyValue('display')).toBe('none');
    expect(el.style.getPropertyPriority('display')).toBe('important');
    hide(el, false);
    expect(el.hidden).toBe(false);
    expect(el.style.getPropertyValue('display')).toBe('');
  });

  it("hide(el, false) leaves an inline display it did not set (the server's or the theme's)", () => {
    const el = document.createElement('a');
    el.style.display = 'none';
    hide(el, false);
    expect(el.style.getPropertyValue('display')).toBe('none');
    el.style.setProperty('display', 'flex', 'important');
    hide(el, false);
    expect(el.style.getPropertyValue('display')).toBe('flex');
  });
});

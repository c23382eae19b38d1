/**
 * What a shopper can tap: whether a control is the element at its own centre (nothing laid over it), and a tap there
 * by the touchscreen (at the coordinates, as a finger lands: no actionability checks that would wait for the control
 * to be uncovered).
 */
import { expect, type Locator } from '@playwright/test';

/** The element at the centre of the locator's box, as `id`/class text, and whether it is the control or inside it. */
export async function atCentre(locator: Locator): Promise<{ hit: boolean; top: string }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = el.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const name = top
      ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}${top.className ? `.${String(top.className).trim().split(/\s+/).join('.')}` : ''}`
      : 'nothing';
    return { hit: !!top && (top === el || el.contains(top)), top: name };
  });
}

/** Waits until the control is visible and is what lies at its centre (fails naming what covers it). */
export async function expectTappable(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect.poll(async () => ((r) => (r.hit ? 'the control' : `covered by ${r.top}`))(await atCentre(locator))).toBe('the control');
}

/** One tap at the centre of the control's box, wherever it lands. */
export async function tapCentre(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('tapCentre: the control has no box');
  await locator.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

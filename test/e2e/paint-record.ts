/** What the page painted before the loader ran: the inline head guard's proof (bars and banners). */
import type { Page } from '@playwright/test';

/**
 * Records, from before the page's first byte, what was in the DOM at every rendering opportunity
 * (requestAnimationFrame runs right before each frame is painted) until the page is loaded, when the
 * watched ids were rendered (in the DOM with a box), when they were removed, and when the first paint
 * happened. The loader is held until the page has painted, so the inline <head> guard is what keeps closed
 * promotions unpainted.
 */
export async function watchFirstPaint(page: Page, ids: string[]): Promise<void> {
  // A slow loader: held until the parsed page has painted (a first paint and frames recorded), so it runs after.
  await page.route('**/storefront/loader.js', async (route) => {
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-paint').length > 0 &&
        ((window as unknown as { __paint?: { frames: string[][] } }).__paint?.frames.length ?? 0) >= 2,
    );
    await route.continue();
  });
  await page.addInitScript((watched: string[]) => {
    const w = window as unknown as { __paint: { frames: string[][]; removedAt: Record<string, number>; dcl: string[] | null } };
    w.__paint = { frames: [], removedAt: {}, dcl: null };
    const present = () => watched.filter((id) => (document.getElementById(id)?.getClientRects().length ?? 0) > 0);
    const frame = () => {
      w.__paint.frames.push(present());
      if (document.readyState !== 'complete' || w.__paint.frames.length < 3) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver((records) => {
      for (const r of records) {
        r.removedNodes.forEach((n) => {
          if (n instanceof Element && watched.includes(n.id)) w.__paint.removedAt[n.id] = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__paint.dcl = present();
    });
  }, ids);
}

export async function paintRecord(page: Page) {
  await page.waitForFunction(
    () => document.readyState === 'complete' && (window as any).__paint.frames.length >= 3 && performance.getEntriesByName('first-paint').length > 0,
  );
  const r = await page.evaluate(() => {
    const w = window as unknown as { __paint: { frames: string[][]; removedAt: Record<string, number>; dcl: string[] | null } };
    const firstPaint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? null;
    return { ...w.__paint, firstPaint };
  });
  return r;
}

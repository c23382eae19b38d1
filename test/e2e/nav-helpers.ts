/** Helpers for the partial navigation and page furniture tests. */
import { expect, type Page } from '@playwright/test';
import { waitForWidgets } from './helpers';

/** One width per view (spec §9 "Views": 1 < 757, 2 from 757, 3 from 979, 4 from 1200). */
export const VIEW_WIDTHS = [
  { view: 1, width: 390 },
  { view: 2, width: 800 },
  { view: 3, width: 1000 },
  { view: 4, width: 1280 },
] as const;

/** Opens a guide page and waits for its widgets; marks the document so a full reload can be told apart. */
export async function openGuide(page: Page, id = 1, prefix = '', { fakeClock = false } = {}): Promise<void> {
  await page.goto(`${prefix}/guide.php?id=${id}`);
  // Under page.clock the performance timeline is faked: wait for the markers themselves instead.
  if (fakeClock) await expect(page.locator('[data-widget="partial_nav"][data-widget-state="mounted"]')).toHaveCount(1, { timeout: 10_000 });
  else await waitForWidgets(page);
  await expect(page.locator('#breadcrumbs[data-widget-state="mounted"]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = 1));
}

/** Whether the page is still the document openGuide opened (no full navigation happened). */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument === 1);
}

/** Resolves with the detail of the next storefront:partial event (set up before the action). */
export async function nextPartial(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __partial?: Promise<unknown> };
    w.__partial = new Promise((resolve) => document.addEventListener('storefront:partial', (e) => resolve((e as CustomEvent).detail), { once: true }));
  });
}

export async function partialDone(page: Page): Promise<{ url: string; ok: boolean; reason?: string }> {
  return page.evaluate(() => (window as unknown as { __partial: Promise<{ url: string; ok: boolean; reason?: string }> }).__partial);
}

/** The guide shown: its data-guide number and h1. */
export async function shownGuide(page: Page): Promise<{ id: string | null; h1: string }> {
  return page.evaluate(() => ({
    id: document.querySelector('main [data-guide]')?.getAttribute('data-guide') ?? null,
    h1: document.querySelector('main h1')?.textContent ?? '',
  }));
}

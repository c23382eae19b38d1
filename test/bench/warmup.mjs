// Warm-up before measuring: the fixture server compresses each static file once (brotli quality 11) and caches it,
// which costs ~1 s of its single thread for the React chunk on the first request. A CDN serves precompressed
// bytes, so the bench asks for every dist file once, and loads each page once, before any figure is taken.
import { withTimeout } from './util.mjs';
import { VIEWPORT } from './page-metrics.mjs';

const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'; // what Chromium sends

export async function warmUp(base, fileNames, browser, pagePaths) {
  for (const encoding of [ACCEPT_ENCODING, 'gzip']) {
    await Promise.all(
      fileNames.map(async (f) => {
        const response = await fetch(new URL(`/storefront/${f}`, base), { headers: { 'accept-encoding': encoding }, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
      }),
    );
  }
  for (const p of pagePaths) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      await page.goto(new URL(p, base).href, { waitUntil: 'load', timeout: 15_000 });
      await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, { timeout: 10_000 }).catch(() => {});
    } finally {
      await withTimeout(context.close(), 5000, 'closing the warm-up context').catch(() => {});
    }
  }
}

/** Cookie helpers of the browser tests: reading one, its expiry, and setting cookies as the platform writes them. */
import { expect, test, type BrowserContext } from '@playwright/test';

const DAY = 86_400;

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Asserts a cookie on path / expiring about `days` days from now. */
export function expectExpiry(c: { expires: number; path: string } | undefined, days: number) {
  expect(c, 'cookie set').toBeDefined();
  expect(c!.path).toBe('/');
  const left = c!.expires - Date.now() / 1000;
  expect(left).toBeGreaterThan(days * DAY - 120);
  expect(left).toBeLessThan(days * DAY + 120);
}

/** Cookies URI-encoded, as the bundle writes them. */
export async function setCookies(context: BrowserContext, cookies: Record<string, string>, port = test.info().project.use.baseURL!) {
  const url = new URL(port);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), domain: url.hostname, path: '/' })));
}

/** The forced-region cookies as the platform writes them: raw JSON, not URI-encoded (facts "Cookies"). */
export async function setRawCookies(context: BrowserContext, cookies: Record<string, string>, port = test.info().project.use.baseURL!) {
  const url = new URL(port);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
}

// scratch: list JS before first interaction (not committed)
import { chromium } from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureBeforeInteraction } from './page-metrics.mjs';
const ROOT = path.resolve('.');
const { startServer } = await import(pathToFileURL(path.join(ROOT, 'fixtures/server.mjs')).href);
const server = await startServer({ port: 0, host: 'localhost', distDir: path.join(ROOT, 'dist') });
const base = server.url || `http://localhost:${server.port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const p of (process.argv[2] || '/,/product-pol-1-x.html').split(',')) for (const vp of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  const m = await measureBeforeInteraction(browser, new URL(p, base).href, vp);
  console.log(p, vp.width, m.jsBytes, m.jsFiles.length, m.ready);
  console.log('   ' + m.jsFiles.sort((a, b) => b.bytes - a.bytes).map((f) => `${f.path.replace('/storefront/', '')} ${f.bytes}`).join(', '));
}
await browser.close(); await server.close();

/**
 * `npm run dev` (scripts/dev.mjs) on a copy of the project in a temporary folder (node_modules linked), on a free
 * port, with a page open in Chromium under the strict CSP: an edit of a Polish catalogue text reaches the open page by
 * itself (a reload, not a patch) and the chunks it replaced leave dist/; a syntax error is printed with its file and
 * said in the page, which keeps working on the last good build, and its fix builds again; a change in fixtures/
 * restarts the shop and reloads the page; Ctrl-C stops it all. Every wait is for a state (the page's text, a line of
 * the dev loop's output), never for a time; the timeouts are generous for a busy 2-core machine (the first build in
 * the copy is a whole build).
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STRICT_CSP, cspViolations, serveWithCsp, trackCspViolations, trackPageErrors, waitForWidgets } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 600_000 });

const COPIED = ['src', 'widgets', 'loader', 'types', 'fixtures', 'scripts', 'rollup.config.mjs', 'tsconfig.json', 'package.json'];
/** The longest wait for one state: a build of the lazy chunks on a slow, busy machine. */
const LONG = 240_000;
const TEXT = "'category_menu.more': 'Pokaż więcej ({count})'";

let root = '';
let dev: ChildProcess | null = null;
let output = '';
let url = '';
let page: Page;

/**
 * Resolves with the match when the dev loop's output from `from` on matches `pattern` (a state of its output, not a
 * time); fails when it exits first or after `timeout`.
 */
function said(pattern: RegExp, from: number, timeout = LONG): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.slice(from));
      if (!match) return false;
      done();
      resolve(match);
      return true;
    };
    const onData = () => void check();
    const onExit = () => (done(), reject(new Error(`npm run dev exited before saying ${pattern}:\n${output.slice(from)}`)));
    const timer = setTimeout(() => (done(), reject(new Error(`npm run dev did not say ${pattern} in ${timeout} ms:\n${output.slice(from)}`))), timeout);
    function done() {
      clearTimeout(timer);
      dev?.stdout?.off('data', onData);
      dev?.stderr?.off('data', onData);
      dev?.off('exit', onExit);
    }
    if (check()) return;
    dev?.stdout?.on('data', onData);
    dev?.stderr?.on('data', onData);
    dev?.once('exit', onExit);
  });
}

const file = (p: string) => path.join(root, p);
const edit = (p: string, from: string, to: string) => {
  const text = readFileSync(file(p), 'utf8');
  if (!text.includes(from)) throw new Error(`${p} has no ${from}`);
  writeFileSync(file(p), text.replace(from, to));
};
const distFiles = () => readdirSync(file('dist')).sort();
const coreFile = () => distFiles().find((f) => /^core-[\w-]{6}\.js$/.test(f));
/** Marks the window: a page that still has the mark was not reloaded. */
const mark = () => page.evaluate(() => ((window as any).__devMark = true));
const marked = () => page.evaluate(() => (window as any).__devMark === true);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  root = mkdtempSync(path.join(tmpdir(), 'dev-loop-'));
  for (const entry of COPIED) cpSync(entry, path.join(root, entry), { recursive: true, filter: (src) => !src.includes('node_modules') });
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  // A file of an older build: no build names it, so the first good build removes it.
  mkdirSync(file('dist'));
  writeFileSync(file('dist/old-AbCdEfGh.js'), 'export {};');
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--port=0'], { cwd: root, env: { ...process.env, PORT: '', HOST: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  url = (await said(/the fixture shop at (http:\/\/localhost:\d+\/) /, 0))[1];
  await said(/first build: built worker, lazy, loader, head in [\d.]+ s; 1 stale file removed from dist\/; open pages reload/, 0);
  expect(existsSync(file('dist/old-AbCdEfGh.js'))).toBe(false);
  page = await browser.newPage();
  await trackCspViolations(page);
  await serveWithCsp(page, STRICT_CSP, (u) => u.origin === new URL(url).origin);
});

test.afterAll(async () => {
  await page?.close();
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGINT');
    await exited;
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

test('an edit of a catalogue text shows in the open page by itself, and the chunks it replaced leave dist/', async () => {
  const errors = trackPageErrors(page);
  await page.goto(url);
  await waitForWidgets(page);
  const more = page.locator('.aside__more').first();
  await expect(more).toHaveText('Pokaż więcej (11)');
  const oldCore = coreFile()!;
  const oldLoader = readFileSync(file('dist/loader.js'), 'utf8');
  expect(oldLoader).toContain(oldCore.slice('core-'.length, -'.js'.length));
  await mark();

  const from = output.length;
  const edited = Date.now();
  edit('src/i18n/pl.ts', TEXT, "'category_menu.more': 'Więcej kategorii ({count})'");
  await expect(more).toHaveText('Więcej kategorii (11)', { timeout: LONG });
  const visible = Date.now() - edited;
  expect(await marked()).toBe(false); // reloaded
  const built = await said(/src\/i18n\/pl\.ts changed: built lazy, loader in ([\d.]+) s; (\d+) stale files? removed from dist\/; open pages reload/, from);
  test.info().annotations.push({ type: 'rebuild-to-visible', description: `${visible} ms from the save to the text in the page (the build: ${built[1]} s)` });
  console.log(`npm run dev: save → text in the page ${visible} ms; the build ${built[1]} s`);

  // The new core chunk replaced the old one, and loader.js names it.
  const newCore = coreFile()!;
  expect(newCore).not.toBe(oldCore);
  expect(existsSync(file(`dist/${oldCore}`))).toBe(false);
  expect(readFileSync(file('dist/loader.js'), 'utf8')).toContain(newCore.slice('core-'.length, -'.js'.length));
  expect(Number(built[2])).toBeGreaterThan(0);
  await waitForWidgets(page);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a syntax error is printed and said in the page, which keeps the last good build; the fix builds again', async () => {
  const errors = trackPageErrors(page);
  await mark();
  const before = Object.fromEntries(distFiles().map((f) => [f, readFileSync(file(`dist/${f}`), 'utf8')]));
  const from = output.length;
  const warned = page.waitForEvent('console', { predicate: (m) => m.text().includes('the last build failed'), timeout: LONG });
  edit('src/i18n/pl.ts', "'category_menu.less': 'Pokaż mniej',", "'category_menu.less': 'Pokaż mniej'\n  oops oops,");
  await said(
    /src\/i18n\/pl\.ts changed: the build failed in [\d.]+ s:\nlazy build: src\/i18n\/pl\.ts[^\n]*\n[^\n]*src\/i18n\/pl\.ts:\d+:\d+: ERROR: Expected "\}" but found "oops"\n\(the loader build waits for it\)\nnpm run dev: the shop keeps serving the last good dist\//,
    from,
  );
  expect((await warned).text()).toContain('src/i18n/pl.ts');
  // Nothing the page loads changed, and the page was not reloaded.
  expect(Object.fromEntries(distFiles().map((f) => [f, readFileSync(file(`dist/${f}`), 'utf8')]))).toEqual(before);
  expect(await marked()).toBe(true);
  // Loaded again, it works on the last good build: every widget mounted, the last good text.
  await page.reload();
  await waitForWidgets(page);
  await expect(page.locator('.aside__more').first()).toHaveText('Więcej kategorii (11)');
  const states = await page
    .locator('[data-widget]')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-widget')}: ${el.getAttribute('data-widget-state')}`));
  expect(states.length).toBeGreaterThan(5);
  expect(states.filter((s) => !s.endsWith(': mounted'))).toEqual([]);

  // The fix: the next save builds, and the page reloads by itself.
  await mark();
  const fixed = output.length;
  writeFileSync(
    file('src/i18n/pl.ts'),
    readFileSync(file('src/i18n/pl.ts'), 'utf8')
      .replace("'Pokaż mniej'\n  oops oops,", "'Pokaż mniej',")
      .replace("'Więcej kategorii ({count})'", "'Kategorie: więcej ({count})'"),
  );
  await expect(page.locator('.aside__more').first()).toHaveText('Kategorie: więcej (11)', { timeout: LONG });
  expect(await marked()).toBe(false);
  await said(/src\/i18n\/pl\.ts changed: built lazy, loader in [\d.]+ s/, fixed);
  await waitForWidgets(page);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a change in fixtures/ restarts the shop, and the page reloads', async () => {
  await mark();
  const from = output.length;
  edit('fixtures/pages/texts.mjs', "homeH1: 'Witamy w Sklepie Fixture'", "homeH1: 'Witamy w sklepie w trybie dev'");
  await expect(page.locator('h1.home__title')).toHaveText('Witamy w sklepie w trybie dev', { timeout: LONG });
  expect(await marked()).toBe(false);
  await said(/fixtures\/pages\/texts\.mjs changed: the fixture shop restarted in [\d.]+ s; open pages reload/, from);
  await waitForWidgets(page);
  expect(await cspViolations(page)).toEqual([]);
});

test('Ctrl-C stops the shop and the loop', async () => {
  const from = output.length;
  const exited = new Promise<number | null>((resolve) => dev!.once('exit', (code) => resolve(code)));
  dev!.kill('SIGINT');
  await said(/npm run dev: stopped/, from);
  expect(await exited).toBe(0);
  await expect(fetch(url)).rejects.toThrow();
});

// npm run check-pages (scripts/check-pages.mjs) without a browser: its usage errors (exit code 2, the input at fault
// named, no stack), the pages a folder gives, and the page as it is served (where the bundle goes, the loader tag
// inserted or pointed here). Its runs in Chromium are test/e2e/check-pages.spec.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPages, INSERTED_LOADER, preparePage, UsageError } from '../../scripts/check-pages.mjs';

const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/check-pages.mjs', ...args], { encoding: 'utf8' });
const temp = () => mkdtempSync(path.join(tmpdir(), 'check-pages-unit-'));

describe('check-pages: usage errors exit 2 and name what is wrong', () => {
  const page = 'test/check-pages/pages/clean-home.html';
  const empty = temp();
  it.each([
    [[], 'check-pages: no pages given: name the saved .html files or a folder holding them'],
    [['README.md'], 'check-pages: README.md: not an HTML file (the checker takes .html files or folders)'],
    [['test/check-pages/nothing-here.html'], 'check-pages: test/check-pages/nothing-here.html: no such file or folder'],
    [[empty], `check-pages: ${empty}: the folder holds no .html file`],
    [[page, '--dist', empty], `check-pages: --dist ${empty}: no loader.js there (a build's dist/ or a release folder)`],
    [[page, '--timeout', '0'], 'check-pages: --timeout: "0" is not a number of seconds above 0'],
    [[page, '--report', path.join(empty, 'no-folder', 'r.html')], `the folder ${path.join(empty, 'no-folder')} does not exist`],
    [[page, '--colour'], "check-pages: Unknown option '--colour'"],
  ])('%j', (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('(npm run check-pages -- --help for the usage)');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack
    expect(result.stdout).toBe('');
  });

  it('--help prints the usage and exits 0', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run check-pages -- <files or folder> \[options\]/);
    expect(result.stdout).toContain('Exit code: 0 when every page is clean, 1 when a page has a problem, 2 on a usage error.');
  });
});

describe('check-pages: the pages of a folder', () => {
  it('every .html file under it, served at its path there; dot-folders and other files left out', () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'cs'));
    mkdirSync(path.join(dir, '.cache'));
    for (const file of ['index.html', 'cs/produkt 1.html', 'notes.txt', '.cache/old.html', 'style.css']) writeFileSync(path.join(dir, file), '');
    expect(collectPages([dir])).toEqual([
      { file: path.join(dir, 'cs', 'produkt 1.html'), root: dir, urlPath: '/cs/produkt%201.html' },
      { file: path.join(dir, 'index.html'), root: dir, urlPath: '/index.html' },
    ]);
    // A file alone is served from its own folder; a page named twice is checked once.
    expect(collectPages([path.join(dir, 'cs', 'produkt 1.html'), dir])).toEqual([
      { file: path.join(dir, 'cs', 'produkt 1.html'), root: path.join(dir, 'cs'), urlPath: '/produkt%201.html' },
      { file: path.join(dir, 'index.html'), root: dir, urlPath: '/index.html' },
    ]);
    expect(() => collectPages([path.join(dir, 'notes.txt')])).toThrow(UsageError);
  });
});

describe('check-pages: the page as served', () => {
  const head = (tags: string) => `<!DOCTYPE html><html><head><title>x</title>${tags}</head><body><div data-widget="footer"></div></body></html>`;

  it('a page without a loader tag gets one before </head>, and says so', () => {
    const { html, loaderDir, notes } = preparePage(head(''), '/index.html');
    expect(html).toBe(head(INSERTED_LOADER));
    expect(loaderDir).toBe('/storefront/');
    expect(notes).toEqual([`the page has no loader tag: the checker inserted ${INSERTED_LOADER} before </head>`]);
    // No </head> (a fragment saved alone): before <body>.
    expect(preparePage('<p>x</p><body><main></main></body>', '/a.html').html).toBe(`<p>x</p>${INSERTED_LOADER}<body><main></main></body>`);
  });

  it("the bundle goes where the page's own loader tag points: the page is left as it is", () => {
    const tags = '<script type="module" src="/files/storefront/loader.js"></script>';
    expect(preparePage(head(tags), '/index.html')).toEqual({ html: head(tags), loaderDir: '/files/storefront/', notes: [] });
    // A path relative to the page (a browser's "save complete" folder).
    expect(preparePage(head('<script type="module" src="Strona_files/loader.js"></script>'), '/cs/strona.html').loaderDir).toBe('/cs/Strona_files/');
  });

  it("a release's pinned tags on the shop's origin: pointed here, the pins of this folder dropped (this build is served)", () => {
    const map = { imports: { react: '/gfx/react.js' }, integrity: { '/storefront/core-abc123.js': 'sha384-a', '/gfx/theme.js': 'sha384-b' } };
    const tags =
      `<script type="importmap">${JSON.stringify(map)}</script>` +
      `<script type="module" integrity="sha384-xyz" src="https://shop.example/storefront/loader-1.2.0.js"></script>`;
    const { html, loaderDir, notes } = preparePage(head(tags), '/index.html');
    expect(loaderDir).toBe('/storefront/');
    expect(html).toContain('<script type="module" src="/storefront/loader-1.2.0.js"></script>');
    expect(html).toContain(`<script type="importmap">${JSON.stringify({ imports: map.imports, integrity: { '/gfx/theme.js': 'sha384-b' } })}</script>`);
    expect(notes).toEqual([
      'the loader tag points to another origin (https://shop.example/storefront/loader-1.2.0.js): the bundle is served here at /storefront/loader-1.2.0.js',
      'the loader tag pins a release by its integrity: the checker drops it to serve this build',
      "the import map pins 1 of the release's files by integrity: the checker drops those pins to serve this build",
    ]);
  });

  it('a page saved after the bundle ran (its markers carry a state) is noted', () => {
    const saved = head('<script type="module" src="/storefront/loader.js"></script>').replace(
      'data-widget="footer"',
      'data-widget="footer" data-widget-state="mounted"',
    );
    expect(preparePage(saved, '/a.html').notes).toEqual([
      'the page was saved after the bundle ran (its markers carry data-widget-state): save the server\'s HTML instead ("Webpage, HTML only", curl or wget)',
    ]);
  });
});

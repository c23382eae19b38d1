// scripts/check-upload.mjs (docs/install.md, "Check an upload"): an uploaded release against its manifest.json, in a
// folder and at a URL (a small local HTTP server with the headers install.md asks for, or others).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUpload } from '../../scripts/check-upload.mjs';
import { integrity } from '../../scripts/release.mjs';

const { distCacheControl } = (await import('../../fixtures/static.mjs' as string)) as { distCacheControl(fileName: string): string };

const FILES: Record<string, string> = {
  'loader.js': 'import("./core-AbCdEf.js");\n',
  'loader-1.0.0.js': 'import("./core-AbCdEf.js");\n',
  'core-AbCdEf.js': 'export const a = 1;\n',
  'menu_basket-XyZ123.js': 'export const b = 2;\n',
  'dismissals-head.js': 'document.documentElement.classList.add("x");\n',
  'tags.html': '<script type="importmap">{}</script>\n',
  LICENSE: 'MIT\n',
};

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An uploaded release in a temporary folder: FILES and their manifest.json, as `npm run release` writes it. */
function uploaded() {
  const dir = mkdtempSync(path.join(tmpdir(), 'upload-'));
  made.push(dir);
  const files: Record<string, { size: number; integrity: string; cacheControl: string }> = {};
  for (const [f, text] of Object.entries(FILES)) {
    writeFileSync(path.join(dir, f), text);
    files[f] = { size: Buffer.byteLength(text), integrity: integrity(Buffer.from(text)), cacheControl: distCacheControl(f) };
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ name: 'storefront', version: '1.0.0', loader: 'loader-1.0.0.js', files }, null, 2));
  return dir;
}

describe('a folder', () => {
  it('passes the release as uploaded; an extra left out and a previous release’s chunk are notes, not problems', async () => {
    const dir = uploaded();
    expect(await checkUpload(dir)).toEqual({ version: '1.0.0', checked: 7, problems: [], notes: [] });
    rmSync(path.join(dir, 'tags.html'));
    writeFileSync(path.join(dir, 'core-Old123.js'), 'old\n');
    expect(await checkUpload(dir)).toEqual({
      version: '1.0.0',
      checked: 7,
      problems: [],
      notes: [
        'tags.html: not uploaded (not needed on the shop)',
        "1 file(s) not in this release (a previous release's, kept for pages still using them): core-Old123.js",
      ],
    });
  });

  it('names a missing file, a changed one and a source map uploaded; the command exits 1 with each', async () => {
    const dir = uploaded();
    rmSync(path.join(dir, 'menu_basket-XyZ123.js'));
    writeFileSync(path.join(dir, 'core-AbCdEf.js'), 'export const a = 2;\n');
    writeFileSync(path.join(dir, 'core-AbCdEf.js.map'), '{}');
    const problems = [
      "core-AbCdEf.js: changed (its sha384 is not manifest.json's)",
      'menu_basket-XyZ123.js: missing',
      'core-AbCdEf.js.map: a source map on the shop (they are kept apart, never uploaded)',
    ];
    expect((await checkUpload(dir)).problems).toEqual(problems);
    const run = spawnSync(process.execPath, ['scripts/check-upload.mjs', dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`check-upload: ${dir} (storefront 1.0.0):\n- ${problems.join('\n- ')}\n`);
    const ok = spawnSync(process.execPath, ['scripts/check-upload.mjs', uploaded()], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/: storefront 1\.0\.0, 7 files as manifest\.json lists them\n$/);
  });

  it('says what is wrong with the place or its manifest.json, naming the file and the field (no stack)', async () => {
    const dir = uploaded();
    expect((await checkUpload(path.join(dir, 'nope'))).problems).toEqual([`${path.join(dir, 'nope')}: no such folder`]);
    writeFileSync(path.join(dir, 'manifest.json'), '{"version": "1.0.0", "files": {');
    expect((await checkUpload(dir)).problems).toEqual([expect.stringMatching(new RegExp(`^${path.join(dir, 'manifest.json')}: not JSON \\(`))]);
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ version: '1.0.0', files: { '../x.js': { integrity: 'sha384-x', cacheControl: 'no-cache' } } }),
    );
    expect((await checkUpload(dir)).problems).toEqual([`${path.join(dir, 'manifest.json')}: "files" lists "../x.js", which is not a file name`]);
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ version: '1.0.0', files: { 'a.js': { integrity: 'md5-x', cacheControl: 'no-cache' } } }));
    expect((await checkUpload(dir)).problems).toEqual([`${path.join(dir, 'manifest.json')}: files → a.js → "integrity" is missing or not sha384-…`]);
    rmSync(path.join(dir, 'manifest.json'));
    const run = spawnSync(process.execPath, ['scripts/check-upload.mjs', dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`check-upload: ${dir}:\n- ${path.join(dir, 'manifest.json')}: missing (upload it, or give the release's with --manifest)\n`);
    expect(spawnSync(process.execPath, ['scripts/check-upload.mjs'], { encoding: 'utf8' }).stderr).toMatch(/^usage: node scripts\/check-upload\.mjs/);
  });
});

describe('a URL', () => {
  let dir: string;
  let server: http.Server;
  let url: string;
  /** Per file: what the server answers instead of the release's file with install.md's headers. */
  const odd = new Map<string, { status?: number; cacheControl?: string; type?: string; body?: string }>();
  beforeAll(async () => {
    dir = uploaded();
    server = http.createServer((req, res) => {
      const file = decodeURIComponent(new URL(req.url!, 'http://x').pathname.replace(/^\/storefront\//, ''));
      const o = odd.get(file) ?? {};
      let body: Buffer;
      try {
        body = o.body !== undefined ? Buffer.from(o.body) : readFileSync(path.join(dir, file));
      } catch {
        res.writeHead(404).end();
        return;
      }
      const type = o.type ?? (file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream');
      res.writeHead(o.status ?? 200, { 'Content-Type': type, 'Cache-Control': o.cacheControl ?? distCacheControl(file) }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    url = `http://localhost:${(server.address() as AddressInfo).port}/storefront/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes a release served with install.md’s headers (directives in any order); the command says so', async () => {
    odd.set('core-AbCdEf.js', { cacheControl: 'immutable, max-age=31536000, public' });
    expect(await checkUpload(url)).toEqual({ version: '1.0.0', checked: 7, problems: [], notes: [] });
    odd.clear();
    // Not spawnSync: this process's server must go on answering.
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/check-upload.mjs', url.slice(0, -1)], { encoding: 'utf8' });
    expect(stdout).toBe(
      `check-upload: ${url.slice(0, -1)}: storefront 1.0.0, 7 files as manifest.json lists them, served with the headers manifest.json gives\n`,
    );
  });

  it('names each file missing, changed, cached against manifest.json’s rule or not served as JavaScript', async () => {
    odd.set('menu_basket-XyZ123.js', { status: 404, body: '' });
    odd.set('core-AbCdEf.js', { body: 'export const a = 3;\n' });
    odd.set('loader.js', { cacheControl: 'public, max-age=31536000, immutable' });
    odd.set('loader-1.0.0.js', { cacheControl: 'no-cache' });
    odd.set('dismissals-head.js', { type: 'text/plain' });
    odd.set('tags.html', { status: 404, body: '' });
    odd.set('manifest.json', { cacheControl: 'max-age=3600' });
    try {
      const { problems, notes } = await checkUpload(url);
      expect(problems).toEqual([
        'manifest.json: served with Cache-Control "max-age=3600", not "no-cache"',
        "core-AbCdEf.js: changed (the served bytes' sha384 is not manifest.json's)",
        'dismissals-head.js: served as "text/plain", not text/javascript (a module script of another type is refused)',
        'loader-1.0.0.js: served with Cache-Control "no-cache", manifest.json says "public, max-age=31536000, immutable"',
        'loader.js: served with Cache-Control "public, max-age=31536000, immutable", manifest.json says "no-cache"',
        `menu_basket-XyZ123.js: HTTP 404 from ${url}menu_basket-XyZ123.js (missing)`,
      ]);
      expect(notes).toEqual(['tags.html: not uploaded (not needed on the shop)']);
    } finally {
      odd.clear();
    }
  });

  it('reads the release’s manifest.json with --manifest when the shop does not serve one', async () => {
    odd.set('manifest.json', { status: 404, body: '' });
    try {
      expect((await checkUpload(url)).problems).toEqual([
        `${url}manifest.json: HTTP 404 (not uploaded? give the release's with --manifest <release folder>/manifest.json)`,
      ]);
      const local = path.join(path.dirname(dir), `${path.basename(dir)}-manifest.json`);
      made.push(local);
      writeFileSync(local, readFileSync(path.join(dir, 'manifest.json')));
      expect(await checkUpload(url, { manifest: local })).toEqual({ version: '1.0.0', checked: 7, problems: [], notes: [] });
    } finally {
      odd.clear();
    }
  });
});

// npm run dev's parts that need no build (scripts/dev.mjs, scripts/dev-shop.mjs, the fixture server's dev hooks): the
// watcher that keeps seeing a file an editor replaced, the fixture server forgetting the bytes of rebuilt files, the
// client script before </head> of whole pages only (with the page's nonce), the messages for a fixture module that does
// not load and for a bad option. The loop itself (builds, reloads, stale chunks) runs in test/e2e/dev.spec.ts.
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeError, parseArgs, watchTree } from '../../scripts/dev.mjs';
import { startProblem, withDevClient } from '../../scripts/dev-shop.mjs';
// @ts-expect-error plain JS fixture module
import { startServer } from '../../fixtures/server.mjs';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function temp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-test-'));
  made.push(dir);
  return dir;
}

describe('watchTree', () => {
  it('keeps seeing a file an editor replaced by a rename, and the files of a folder created later', async () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'src/i18n'), { recursive: true });
    const file = path.join(dir, 'src/i18n/pl.ts');
    writeFileSync(file, 'one');
    const seen: string[] = [];
    let waiting: { wanted: string; resolve: () => void } | null = null;
    const stop = watchTree([path.join(dir, 'src')], (p) => {
      seen.push(p);
      if (waiting && p === waiting.wanted) waiting.resolve();
    });
    // Resolves when `wanted` is reported (at once if it was since the last call): a state, not a time.
    const reported = (wanted: string, act: () => void) =>
      new Promise<void>((resolve) => {
        seen.length = 0;
        waiting = { wanted, resolve };
        act();
        if (seen.includes(wanted)) resolve();
      });
    try {
      await reported(file, () => writeFileSync(file, 'two'));
      // A save through a temporary file: the file is another one now (Node 20's recursive watch loses it here).
      await reported(file, () => {
        writeFileSync(path.join(dir, 'src/i18n/.pl.ts.tmp'), 'three');
        renameSync(path.join(dir, 'src/i18n/.pl.ts.tmp'), file);
      });
      await reported(file, () => writeFileSync(file, 'four'));
      const added = path.join(dir, 'src/new/deeper/x.ts');
      await reported(added, () => {
        mkdirSync(path.dirname(added), { recursive: true });
        writeFileSync(added, 'x');
      });
      await reported(added, () => writeFileSync(added, 'y'));
      await reported(file, () => rmSync(file));
    } finally {
      stop();
    }
  });
});

describe("the fixture server's dev hooks", () => {
  it('forgetFiles(): a file rewritten at the same size and mtime is served afresh only after it', async () => {
    const dist = temp();
    const file = path.join(dist, 'loader.js');
    writeFileSync(file, 'export const build = 1;');
    const mtime = new Date('2026-01-01T12:00:00Z'); // a whole second: utimes sets it exactly
    utimesSync(file, mtime, mtime);
    const server = await startServer({ port: 0, host: '127.0.0.1', distDir: dist });
    const get = async () => (await fetch(new URL('/storefront/loader.js', server.url))).text();
    try {
      expect(await get()).toBe('export const build = 1;');
      // A rebuild within the file system's mtime tick, at the same size: the kept bytes are the old ones…
      writeFileSync(file, 'export const build = 2;');
      utimesSync(file, mtime, mtime);
      expect(await get()).toBe('export const build = 1;');
      // …until npm run dev, after its build, has the shop forget them.
      server.forgetFiles();
      expect(await get()).toBe('export const build = 2;');
    } finally {
      await server.close();
    }
  });

  it("puts dev.page's script into whole pages only, and answers dev.route's paths", async () => {
    const dev = {
      page: (html: string) => `${html}<!-- dev.page -->`,
      route: (ctx: { url: URL; res: import('node:http').ServerResponse }) => {
        if (ctx.url.pathname !== '/__dev/events') return false;
        ctx.res.writeHead(200, { 'Content-Type': 'text/plain' }).end('dev');
        return true;
      },
    };
    const server = await startServer({ port: 0, host: '127.0.0.1', dev });
    const plain = await startServer({ port: 0, host: '127.0.0.1' });
    const get = (base: string, p: string) => fetch(new URL(p, base));
    try {
      expect(await (await get(server.url, '/')).text()).toMatch(/<\/html>\n<!-- dev\.page -->$/);
      const part = await (await get(server.url, '/?set_render=content')).text();
      expect(part).toMatch(/^<main\b/);
      expect(part).not.toContain('dev.page');
      expect(await (await get(server.url, '/__dev/events')).text()).toBe('dev');
      expect((await get(server.url, '/__dev/other')).status).toBe(404);
      // Without dev: neither.
      expect(await (await get(plain.url, '/')).text()).not.toContain('dev.page');
      expect((await get(plain.url, '/__dev/events')).status).toBe(404);
    } finally {
      await Promise.all([server.close(), plain.close()]);
    }
  });
});

describe('the dev client (withDevClient)', () => {
  const page = (loaderTag: string) => `<!DOCTYPE html><html><head><script>var app_shop = {};</script>${loaderTag}</head><body></body></html>`;

  it('goes before </head>, listening to /__dev/events', () => {
    const html = withDevClient(page('<script type="module" src="/storefront/loader.js"></script>'));
    expect(html).toMatch(/<script data-dev-client>[^]*new EventSource\('\/__dev\/events'\)[^]*<\/script>\n<\/head>/);
    expect(html).not.toContain('nonce');
  });

  it("carries the loader tag's nonce under a CSP (else the first script's)", () => {
    const loader = '<script type="module" nonce="n0nce123" src="/storefront/loader.js"></script>';
    expect(withDevClient(page(loader).replace('<script>var', '<script nonce="other">var'))).toContain('<script nonce="n0nce123" data-dev-client>');
    expect(withDevClient(page('<script type="module" src="/storefront/loader.js"></script>').replace('<script>var', '<script nonce="first">var'))).toContain(
      '<script nonce="first" data-dev-client>',
    );
  });
});

describe('messages', () => {
  it('a fixture module that does not parse: its file, line and column, and the line', () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'ok.mjs'), 'export const a = 1;\n');
    writeFileSync(path.join(dir, 'pages/texts.mjs'), "export const t = {\n  homeH1: 'Witamy' oops,\n};\n");
    const message = startProblem(new SyntaxError("Unexpected identifier 'oops'"), dir);
    expect(message).toMatch(/pages\/texts\.mjs:2:20: SyntaxError: Unexpected identifier 'oops'\n {2}homeH1: 'Witamy' oops,$/);
    expect(message).not.toMatch(/\n\s+at /);
    expect(startProblem(Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:8080'), { code: 'EADDRINUSE' }), dir)).toMatch(
      /EADDRINUSE.*another server listens there \(choose another port with --port\)/,
    );
  });

  it('a build error: the file relative to the project, its line and the code', () => {
    const base = '/project';
    const error = {
      message: 'Expected "}" but found "oops"',
      loc: { file: '/project/src/i18n/pl.ts', line: 43, column: 2 },
      frame: '43:   oops oops,\n     ^',
    };
    expect(describeError(error, base)).toBe('src/i18n/pl.ts:43:2: Expected "}" but found "oops"\n43:   oops oops,\n     ^');
    expect(describeError({ message: 'Transform failed: /project/src/a.ts:1:1: ERROR: x', id: '/project/src/a.ts' }, base)).toBe(
      'src/a.ts: Transform failed: src/a.ts:1:1: ERROR: x',
    );
  });

  it('options: --port and --host, PORT and HOST, a clear refusal of anything else', () => {
    expect(parseArgs([], {})).toEqual({ port: 8080, host: 'localhost', accountsPort: 9080 });
    expect(parseArgs(['--port=0'], { PORT: '3000' })).toEqual({ port: 0, host: 'localhost', accountsPort: 0 });
    expect(parseArgs(['--port', '3000', '--host=127.0.0.1'], {})).toEqual({ port: 3000, host: '127.0.0.1', accountsPort: 4000 });
    expect(() => parseArgs(['--prot=1'], {})).toThrow('unknown argument "--prot=1"');
    expect(() => parseArgs(['--port=http'], {})).toThrow('--port (or PORT) is "http": a port is 0 to 65535');
    expect(() => parseArgs(['--port'], {})).toThrow('--port needs a value');
  });
});

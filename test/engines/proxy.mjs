/**
 * The cross-engine run's view of the fixture shop: a plain HTTP proxy in front of it that puts one small script at the
 * top of every whole document's <head>, before any of the page's own scripts. The script records what a shopper's
 * console would show as an error (an uncaught error, an unhandled rejection, a console.error call) in
 * `window.__engineErrors`, and sends each one to the proxy too (`POST /__engines/error`), so an error on a page a
 * journey has already left is not lost. A request the shop answers with an HTTP error (a file that failed to load) is
 * recorded by the proxy itself: the answer, not the browser's event, which also fires for a load the browser
 * dropped because the page was left. WebKitWebDriver (WebDriver classic) has no way to run a
 * script before the page's own, nor a console log; this way both engines are watched by the same code.
 *
 * Everything else passes through unchanged (the Host header too: the fixture's URLs are relative). Compression is
 * asked off, so the HTML can be edited; that is all the proxy changes, unless a journey asks it to hold a file
 * (`hold`: answered when released, as the Chromium suite's page.route does) or to answer 404 for one (`missing`), or
 * to install the bundle as a pinned release does (`pin`: the release's import map, giving every script of dist/ its
 * integrity, before the loader tag) and serve a file changed on the host (`change`); a changed copy that runs says so
 * with a request to `/__changed-ran?<what>`, recorded in `ran`.
 * A report to the platform's error log (`{graphql}?JSerror=…`) is recorded as an error of the page too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { importMapScripts, importMapTag, integrity } from '../../scripts/release.mjs';

/** The import map a pinned release's tags carry (scripts/release.mjs), for the files of dist/ as they are now. */
function distImportMap() {
  const dist = new URL('../../dist/', import.meta.url);
  const scripts = Object.fromEntries(importMapScripts(readdirSync(dist)).map((f) => [f, integrity(readFileSync(new URL(f, dist)))]));
  return importMapTag({ base: '/storefront/', scripts });
}

const COLLECTOR = `(() => {
  const list = (window.__engineErrors = []);
  const text = (x) => {
    try {
      return x instanceof Error ? \`\${x.name}: \${x.message}\${x.stack ? '\\n' + x.stack : ''}\` : typeof x === 'object' ? JSON.stringify(x) : String(x);
    } catch {
      return String(x);
    }
  };
  const add = (message) => {
    list.push(message);
    try {
      navigator.sendBeacon('/__engines/error', JSON.stringify({ url: location.href, message }));
    } catch {}
  };
  addEventListener('error', (e) => add(\`uncaught \${e.error ? text(e.error) : e.message} (\${e.filename}:\${e.lineno})\`));
  addEventListener('unhandledrejection', (e) => add(\`unhandled rejection: \${text(e.reason)}\`));
  const error = console.error;
  console.error = function (...args) {
    add(\`console.error: \${args.map(text).join(' ')}\`);
    return error.apply(this, args);
  };
})();`;

const TAG = `<script data-engines-collector>${COLLECTOR}</script>`;

/**
 * Starts the proxy on a free port in front of `target` (the fixture shop's origin). `errors` lists what the pages
 * reported, in order; `close()` stops it.
 */
export async function startProxy(target) {
  const to = new URL(target);
  /** @type {{ url: string, message: string }[]} */
  const errors = [];
  /** @type {{ pattern: RegExp, released: Promise<void>, arrived: () => void, taken: boolean }[]} */
  const held = [];
  /** @type {RegExp[]} */
  const missing = [];
  /** @type {(() => void)[]} */
  const onNextPage = [];
  /** @type {{ pattern: RegExp, change: (bytes: Buffer) => Buffer }[]} */
  const changes = [];
  /** @type {string[]} */
  const ran = [];
  /** The import map put before the loader tag of every page (`pin()`), or none. */
  let importMap = '';
  /** The bundle's files being fetched now. */
  let filesInFlight = 0;
  const server = http.createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    // The next page's loader asked for: the page that was left is gone (its loads ended or were handed over).
    if (req.method === 'GET' && /^\/storefront\/loader[\w.-]*\.js$/.test(pathname)) for (const resolve of onNextPage.splice(0)) resolve();
    // A next page served: the page left is gone a moment later (its loads cut off as the next one commits). If the
    // browser handed the next page's request for the held file to the held one, nothing else would end the hold (a
    // guard against a hang only: what a journey checks happened when the loads were cut off).
    if (req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html') && onNextPage.length)
      res.once('finish', () => setTimeout(() => onNextPage.splice(0).forEach((resolve) => resolve()), 1000));
    if (/[?&]JSerror=/.test(req.url ?? ''))
      errors.push({ url: String(req.headers.referer ?? '?'), message: `error log report: ${decodeURIComponent(req.url ?? '')}` });
    if ((req.method === 'GET' || req.method === 'HEAD') && missing.some((m) => m.test(pathname))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('engines proxy: missing on purpose');
      return;
    }
    // The first GET matching a hold waits for its release, or until its page is gone: the browser dropped the request,
    // or the next page has asked for its loader (WebKit may hand the next page's request for the same file to this
    // one, which would then wait for ever). Later ones pass.
    const hold = req.method === 'GET' ? held.find((h) => h.pattern.test(pathname) && !h.taken) : undefined;
    if (hold) {
      hold.taken = true;
      hold.arrived();
      await Promise.race([
        hold.released,
        new Promise((resolve) => res.once('close', resolve)),
        new Promise((resolve) => onNextPage.push(() => resolve(undefined))),
      ]);
    }
    if (res.destroyed) return;
    if (pathname.startsWith('/storefront/')) {
      filesInFlight++;
      res.once('close', () => filesInFlight--);
    }
    if (pathname === '/__changed-ran') {
      ran.push(decodeURIComponent(new URL(req.url ?? '/', 'http://proxy.invalid').search.slice(1)));
      res.writeHead(204).end();
      return;
    }
    const change = req.method === 'GET' ? changes.find((c) => c.pattern.test(pathname))?.change : undefined;
    if (req.url === '/__engines/error' && req.method === 'POST') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        try {
          const { url, message } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          errors.push({ url: String(url), message: String(message) });
        } catch {
          errors.push({ url: '?', message: `an error report that is not JSON: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}` });
        }
        res.writeHead(204).end();
      });
      return;
    }
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    // A changed file is always sent whole (a 304 would let the browser use the copy it has).
    if (change) for (const h of ['if-none-match', 'if-modified-since']) delete headers[h];
    const upstream = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
      // The platform's error log answers its reports with an error (they are recorded above).
      if ((answer.statusCode ?? 0) >= 400 && !/[?&]JSerror=/.test(req.url ?? ''))
        errors.push({ url: String(req.headers.referer ?? '?'), message: `HTTP ${answer.statusCode} for ${req.method} ${req.url}` });
      const type = String(answer.headers['content-type'] ?? '');
      if (change && answer.statusCode === 200) {
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () => {
          const body = change(Buffer.concat(chunks));
          const out = { ...answer.headers, 'content-length': String(body.length) };
          delete out['transfer-encoding'];
          delete out.etag;
          res.writeHead(200, out).end(body);
        });
        return;
      }
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        // Whole documents only: a partial page (set_render) has no <head> (its <header> is not one).
        let page = html.replace(/<head(\s[^>]*)?>/i, (tag) => tag + TAG);
        if (importMap && /<head[\s>]/i.test(html)) {
          const at = page.indexOf('<script type="module"');
          if (at < 0) errors.push({ url: String(req.url), message: 'engines proxy: no module script tag to put the import map before' });
          else page = page.slice(0, at) + importMap + page.slice(at);
        }
        const body = Buffer.from(page, 'utf8');
        const out = { ...answer.headers, 'content-length': String(body.length) };
        delete out['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`engines proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, to.hostname, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${to.hostname}:${address.port}`,
    errors,
    /** Whether none of the bundle's files is being fetched (a page may be left without cutting one off). */
    idle: () => filesInFlight === 0,
    /**
     * Holds the first GET request for a path matching `pattern` until `release()`, or until the browser drops it or
     * the next page asks for its loader (the page that asked has been left); `arrived` settles when it came.
     * @param {RegExp} pattern
     */
    hold(pattern) {
      /** @type {() => void} */
      let release = () => undefined;
      /** @type {() => void} */
      let arrived = () => undefined;
      const entry = {
        pattern,
        released: new Promise((resolve) => (release = () => resolve(undefined))),
        arrived: () => arrived(),
        taken: false,
      };
      const came = new Promise((resolve) => (arrived = () => resolve(undefined)));
      held.push(entry);
      return {
        arrived: came,
        release() {
          held.splice(held.indexOf(entry), 1);
          release();
        },
      };
    },
    /** What changed copies that ran said (`/__changed-ran?<what>`), in order. */
    ran,
    /**
     * Installs the bundle as a pinned release's tags do: every page gets the release's import map (every script of
     * dist/ with its sha384 integrity, scripts/release.mjs) before its loader tag.
     */
    pin() {
      importMap = distImportMap();
    },
    /**
     * Serves the files whose paths match `pattern` changed by `change` (their bytes as the host has them).
     * @param {RegExp} pattern
     * @param {(bytes: Buffer) => Buffer} change
     */
    change(pattern, change) {
      changes.push({ pattern, change });
    },
    /**
     * Answers 404 for GET requests of paths matching `pattern` until the returned function is called.
     * @param {RegExp} pattern
     */
    missing(pattern) {
      missing.push(pattern);
      return () => void missing.splice(missing.indexOf(pattern), 1);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

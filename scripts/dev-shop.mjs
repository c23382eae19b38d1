// The fixture shop of `npm run dev`, in a child process of scripts/dev.mjs (so that a change in fixtures/ restarts it
// with fresh modules): fixtures/server.mjs's startServer with the dev loop's two additions:
//  - GET /__dev/events, a stream of Server-Sent Events: `version` (the build and this process; a page that sees it
//    change reloads) and `build-error` (the last build failed: the shop serves the last good dist/, the page stays);
//  - before </head> of every whole page, a small inline script (with the page's nonce when the page has one, under a
//    CSP) that listens to that stream.
// Messages from scripts/dev.mjs: { build, failure }, the number of good builds and why the last one failed ('' when it
// did not), after each build and when this process listens. It answers { type: 'listening', url, port, accountsPort },
// or { type: 'not-started', message, portTaken } when the shop did not start, and stops when its parent disconnects
// (Ctrl-C reaches the parent, which stops it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst } from 'rollup/parseAst';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The client, as an inline script: reloads the page when the version it first saw changes; says why a build failed. */
const CLIENT = `(() => {
  let seen = '';
  const events = new EventSource('/__dev/events');
  events.addEventListener('version', (e) => {
    if (!seen) seen = e.data;
    else if (e.data !== seen) location.reload();
  });
  events.addEventListener('build-error', (e) => console.warn('npm run dev: the last build failed; this page runs the last good build.\\n' + e.data));
})();`;

/**
 * The page with the dev client before </head>. Under a CSP the page's scripts carry a nonce: the client takes the
 * nonce of the loader's tag (else of the page's first script with one), so the policy lets it run.
 */
export function withDevClient(html) {
  const loaderTag = /<script\b[^>]*\bsrc="[^"]*\/loader\.js"[^>]*>/.exec(html)?.[0] ?? '';
  const nonce = /\snonce="([^"]*)"/.exec(loaderTag)?.[1] ?? /<script\b[^>]*\snonce="([^"]*)"/.exec(html)?.[1];
  const tag = `<script${nonce ? ` nonce="${nonce}"` : ''} data-dev-client>${CLIENT}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tag}\n${html.slice(at)}`;
}

/**
 * Why the shop's modules did not load, in a line or two: Node's SyntaxError does not say where, so the fixtures'
 * modules are parsed to find the file, line and column; a port in use says so; else the message (no call frames).
 */
export function startProblem(error, dir = path.join(root, 'fixtures')) {
  if (error?.code === 'EADDRINUSE') return `${error.message}: another server listens there (choose another port with --port)`;
  const message = String(error?.message ?? error);
  if (!(error instanceof SyntaxError)) return message;
  const modules = (d) =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? modules(path.join(d, e.name)) : /\.mjs$/.test(e.name) ? [path.join(d, e.name)] : [],
    );
  for (const file of modules(dir)) {
    const code = readFileSync(file, 'utf8');
    try {
      parseAst(code);
    } catch (parseError) {
      const before = code.slice(0, parseError.pos ?? 0).split('\n');
      const line = code.split('\n')[before.length - 1];
      return `${path.relative(root, file)}:${before.length}:${before.at(-1).length + 1}: SyntaxError: ${message}\n  ${line.trim()}`;
    }
  }
  return `SyntaxError: ${message}`;
}

/** One Server-Sent Event; every line of `data` as a data line. */
const event = (name, data) =>
  `event: ${name}\n${String(data)
    .split('\n')
    .map((line) => `data: ${line}\n`)
    .join('')}\n`;

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}');
  const started = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  let build = 0;
  let failure = '';
  const clients = new Set();
  const version = () => `${started}.${build}`;
  const dev = {
    page: withDevClient,
    route(ctx) {
      if (ctx.url.pathname !== '/__dev/events' || ctx.req.method !== 'GET') return false;
      const { res } = ctx;
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      // retry: reconnect soon after a restart of this shop (the new process's version reloads the page).
      res.write(`retry: 300\n\n${event('version', version())}${failure ? event('build-error', failure) : ''}`);
      clients.add(res);
      res.on('close', () => clients.delete(res));
      return true;
    },
  };
  const broadcast = (text) => {
    for (const res of clients) res.write(text);
  };

  // The parent stops this process (Ctrl-C in a terminal reaches both: the parent decides).
  process.on('SIGINT', () => {});
  let server;
  try {
    const { startServer } = await import(pathToFileURL(path.join(root, 'fixtures/server.mjs')).href);
    server = await startServer({ port: options.port, host: options.host, accountsPort: options.accountsPort, dev });
  } catch (error) {
    if (process.connected) {
      process.send({ type: 'not-started', message: startProblem(error), portTaken: error?.code === 'EADDRINUSE' });
      process.disconnect();
    }
    return;
  }
  // Stopped while it started (a change in fixtures/ meanwhile): the next one takes the port.
  if (!process.connected) return server.close();
  process.on('message', (state) => {
    if (state.build !== build) {
      build = state.build;
      server.forgetFiles(); // the files a build rewrote are read again
      broadcast(event('version', version()));
    }
    if (state.failure && state.failure !== failure) broadcast(event('build-error', state.failure));
    failure = state.failure;
  });
  process.once('disconnect', () => server.close().then(() => process.exit(0)));
  process.send({ type: 'listening', url: server.url, port: server.port, accountsPort: server.accountsPort });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

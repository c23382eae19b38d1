// npm run dev [-- --port=8080 --host=localhost]: the dev loop. Serves the fixture shop (PORT and HOST as `npm start`;
// --port=0 takes a free port), builds dist/ once, then watches src/, widgets/, loader/, types/ and fixtures/:
//  - a change to a file a build reads runs that build again with rollup's API and its cache (rollup.config.mjs
//    createBuilds: the worker, the lazy chunks, loader.js, the head guard), then the builds that take its output (after
//    the lazy chunks, always loader.js, whose widget table names their hashes); terser's output is kept per chunk, so
//    only the chunks whose code changed are minified again;
//  - a change to a widget's manifest (or a widget added or removed) reads the manifests again (their checks, as
//    `npm run build`) and builds the loader (the lazy chunks too when the widgets' entries changed);
//  - after a good build, the files of dist/ that no build names any more are removed, the shop forgets the bytes it
//    kept, and every open page reloads (scripts/dev-shop.mjs: /__dev/events);
//  - a build that fails is printed (file, line, the code) and changes nothing the pages load: the shop keeps serving
//    the last good dist/ and the pages stay; the next save builds again;
//  - a change in fixtures/ restarts the shop (a child process: its modules are loaded afresh), and the pages reload.
// Unlike `npm run build`, it does not type-check (npm run typecheck) and does not empty dist/ first. A change to
// rollup.config.mjs, scripts/, tsconfig.json or package.json needs a restart. Ctrl-C stops the shop and the watchers.
import { fork } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WATCHED = ['src', 'widgets', 'loader', 'types', 'fixtures'];
/** createBuilds' builds, in its order; each build's output is read by the ones `feeds` names. */
const BUILDS = [
  { name: 'worker', feeds: ['lazy'] },
  { name: 'lazy', feeds: ['loader'] },
  { name: 'loader', feeds: [] },
  { name: 'head', feeds: [] },
];
const USAGE = `usage: npm run dev [-- --port=<port> --host=<host>]
  Serves the fixture shop (default: $PORT or 8080, $HOST or localhost; --port=0 takes a free port), builds dist/ and
  rebuilds what a change needs, and reloads the open pages after each good build. Ctrl-C stops.`;

/** --port and --host (--name=value or --name value); throws on anything else. */
export function parseArgs(args, env = {}) {
  const options = { port: env.PORT || '8080', host: env.HOST || 'localhost' };
  for (let i = 0; i < args.length; i++) {
    const match = /^--(port|host)(?:=(.*))?$/.exec(args[i]);
    if (!match) throw new Error(`unknown argument ${JSON.stringify(args[i])}`);
    const value = match[2] ?? args[++i];
    if (!value) throw new Error(`--${match[1]} needs a value`);
    options[match[1]] = value;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port (or PORT) is ${JSON.stringify(options.port)}: a port is 0 to 65535`);
  // The accounts service's port, as fixtures/server.mjs defaultAccountsPort: the shop's + 1000, or a free one.
  const accountsPort = env.ACCOUNTS_PORT ? Number(env.ACCOUNTS_PORT) : port ? port + 1000 : 0;
  return { port, host: options.host, accountsPort };
}

/** A build's error as a developer reads it: where (file:line:column, relative), what, and the code there. */
export function describeError(error, base = root) {
  const rel = (file) => path.relative(base, String(file).replace(/^\0/, ''));
  const file = error?.loc?.file ?? error?.id;
  const where = file ? `${rel(file)}${error.loc?.line ? `:${error.loc.line}:${error.loc.column ?? 0}` : ''}` : '';
  // esbuild's messages name the absolute file: relative like the rest.
  const message = String(error?.message ?? error)
    .split(base + path.sep)
    .join('');
  return [where && !message.startsWith(rel(file)) ? `${where}: ${message}` : message, error?.frame?.replace(/\n+$/, '')].filter(Boolean).join('\n');
}

/**
 * Watches every folder under `dirs` (relative to the working folder), each with its own fs.watch: Node 20's recursive
 * watch on Linux stops seeing a file once an editor has replaced it by a rename (a save through a temporary file).
 * Calls onChange(path) for each file created, changed or removed (every file of a folder created, the folder's path
 * for one removed); folders created later are watched too. Returns the function that stops it.
 */
export function watchTree(dirs, onChange) {
  const watchers = new Map();
  const isDir = (p) => statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
  function add(dir) {
    if (watchers.has(dir)) return;
    let watcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (!name) return;
        const p = `${dir}/${name}`;
        if (isDir(p)) {
          if (watchers.has(p)) return;
          add(p);
          files(p).forEach(onChange);
        } else {
          for (const [d, w] of watchers)
            if (d === p || d.startsWith(`${p}/`)) {
              w.close();
              watchers.delete(d);
            }
          onChange(p);
        }
      });
    } catch {
      return; // removed meanwhile
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory() && e.name !== 'node_modules') add(`${dir}/${e.name}`);
  }
  dirs.filter((d) => isDir(d)).forEach(add);
  return () => {
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}

/** Seconds, one decimal. */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Editors' temporary and backup files, and the fixtures' notes: no build or server reads them. */
const IGNORED = /(^|\/)(\.[^/]*|[^/]*~|[^/]*\.sw[px]|4913)$|^fixtures\/.*\.md$/;
/** The paths whose change may change the widgets (readWidgets): a widget folder, its manifest, its index. */
const WIDGET_PATH = /^widgets\/[^/]+(\/(manifest\.json|index\.tsx?))?$/;

async function main() {
  let options;
  try {
    if (process.argv.includes('--help')) {
      console.log(USAGE);
      return;
    }
    options = parseArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`npm run dev: ${error.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  process.chdir(root); // rollup.config.mjs and its plugins resolve from the working folder
  const { rollup } = await import('rollup');
  const { createBuilds } = await import(pathToFileURL(path.join(root, 'rollup.config.mjs')).href);
  const { readWidgets, tableRow } = await import(pathToFileURL(path.join(root, 'scripts/widget-manifests.mjs')).href);
  const say = (text) => console.log(`npm run dev: ${text}`);
  if (!['localhost', '127.0.0.1', '::1'].includes(options.host))
    console.warn(
      `Warning: HOST=${options.host} exposes the fixture shop beyond this machine (sign-in tokens and test helpers, /__fixture/…): use it only on a network you trust entirely.`,
    );

  // ---- the builds
  const builds = BUILDS.map((b) => ({ ...b, config: null, cache: undefined, watchFiles: new Set(), written: null, pending: true, minified: new Map() }));
  const byName = Object.fromEntries(builds.map((b) => [b.name, b]));
  let widgets = null;
  let manifestProblem = '';
  let good = 0; // good builds so far: the pages' version
  let lastFailure = '';

  /** terser's output for a chunk whose code (before minifying) is unchanged: the one of the last build. */
  function keepMinified(build, plugin) {
    let previous = new Map();
    return {
      ...plugin,
      renderStart() {
        previous = build.minified;
        build.minified = new Map();
      },
      async renderChunk(code, ...rest) {
        const out = build.minified.get(code) ?? previous.get(code) ?? (await plugin.renderChunk.call(this, code, ...rest));
        build.minified.set(code, out);
        return out;
      },
    };
  }

  /** Reads the manifests (their checks, as `npm run build`); on a change, the builds for them and what to build. */
  function readManifests() {
    let next;
    try {
      next = readWidgets();
      for (const w of next) tableRow(w);
    } catch (error) {
      manifestProblem = error.message;
      return;
    }
    manifestProblem = '';
    const entries = (list) => JSON.stringify(list?.map((w) => [w.name, w.index, !!w.core]));
    if (widgets && JSON.stringify(next) === JSON.stringify(widgets)) return;
    const lazyToo = entries(next) !== entries(widgets);
    widgets = next;
    createBuilds(widgets).forEach((config, i) => {
      builds[i].config = { ...config, plugins: config.plugins.map((p) => (p?.name === 'terser' ? keepMinified(builds[i], p) : p)), onLog() {} };
    });
    byName.loader.pending = true;
    if (lazyToo) byName.lazy.pending = true;
  }

  async function runBuild(b) {
    const bundle = await rollup({ ...b.config, cache: b.cache }).catch((error) => {
      for (const f of error.watchFiles ?? []) b.watchFiles.add(path.resolve(f));
      throw error;
    });
    try {
      const { output } = await bundle.write(b.config.output);
      b.cache = bundle.cache;
      b.watchFiles = new Set(bundle.watchFiles.map((f) => path.resolve(f)));
      b.written = new Set(output.map((o) => o.fileName));
    } finally {
      await bundle.close();
    }
  }

  /** Removes the files of dist/ that no build's last output names (only once every build has one). */
  function removeStale() {
    if (builds.some((b) => !b.written) || !existsSync('dist')) return [];
    const keep = new Set(builds.flatMap((b) => [...b.written]));
    const stale = readdirSync('dist').filter((f) => !keep.has(f));
    for (const f of stale) rmSync(path.join('dist', f), { recursive: true, force: true });
    return stale;
  }

  /** Builds what `changed` (paths relative to the project; null: everything) needs, and says what happened. */
  async function rebuild(changed) {
    const started = performance.now();
    const list = changed?.length > 3 ? `${changed.slice(0, 3).join(', ')}, …` : changed?.join(', ');
    const label = !changed ? 'first build' : changed.length === 1 ? `${changed[0]} changed` : `${changed.length} files changed (${list})`;
    if (!changed || changed.some((f) => f.startsWith('widgets/'))) readManifests();
    for (const f of changed ?? []) for (const b of builds) if (b.watchFiles.has(path.resolve(f))) b.pending = true;
    if (manifestProblem) return fail(label, started, manifestProblem);
    // The manifests were wrong and are as before again: the loader's build says the builds are good.
    if (lastFailure) byName.loader.pending = true;
    if (!builds.some((b) => b.pending)) return say(`${label}: no build reads ${changed.length === 1 ? 'it' : 'them'}, nothing to rebuild`);
    for (const b of builds) if (b.pending) for (const next of b.feeds) byName[next].pending = true;
    const ran = [];
    const failures = [];
    for (const b of builds) {
      if (!b.pending) continue;
      const waiting = builds.find((up) => up.feeds.includes(b.name) && up.pending);
      if (waiting) continue; // its input failed: it stays pending
      try {
        await runBuild(b);
        b.pending = false;
        ran.push(b.name);
      } catch (error) {
        failures.push(`${b.name} build: ${describeError(error)}`);
      }
    }
    if (failures.length) {
      const waiting = builds.filter((b) => b.pending && !failures.some((f) => f.startsWith(`${b.name} build`))).map((b) => b.name);
      return fail(
        label,
        started,
        failures.join('\n') + (waiting.length ? `\n(the ${waiting.join(' and ')} build${waiting.length > 1 ? 's wait' : ' waits'} for it)` : ''),
      );
    }
    const stale = removeStale();
    good += 1;
    lastFailure = '';
    shop.tell();
    const removed = stale.length ? `; ${stale.length} stale file${stale.length > 1 ? 's' : ''} removed from dist/` : '';
    say(`${label}: built ${ran.join(', ')} in ${seconds(performance.now() - started)}${removed}; open pages reload`);
  }

  function fail(label, started, message) {
    lastFailure = message;
    shop.tell();
    console.error(
      `npm run dev: ${label}: the build failed in ${seconds(performance.now() - started)}:\n${message}\n` +
        `npm run dev: the shop keeps serving the last good dist/ and the open pages stay; save a fix to build again.`,
    );
  }

  // ---- the shop, in a child process
  const shop = {
    child: null,
    ready: false,
    /** Tells the shop the builds' state: a new good build reloads the pages, a failure is said in them. */
    tell() {
      if (this.ready && this.child?.connected) this.child.send({ build: good, failure: lastFailure });
    },
  };
  let stopping = false;
  let announced = false;

  /** Starts scripts/dev-shop.mjs; resolves with its address, or null when it did not start (said why). */
  function startShop() {
    const child = fork(path.join(root, 'scripts/dev-shop.mjs'), [JSON.stringify(options)], { stdio: 'inherit' });
    shop.child = child;
    shop.ready = false;
    let said = false;
    return new Promise((resolve) => {
      child.on('message', (message) => {
        if (message.type === 'listening') {
          shop.ready = true;
          // A restart keeps the address (a free port asked for with --port=0 included).
          options = { ...options, port: message.port, accountsPort: message.accountsPort };
          if (!announced)
            say(
              `the fixture shop at ${message.url} (Polish; Czech at ${message.url}cs/), serving dist/; watching ${WATCHED.map((d) => `${d}/`).join(', ')}. Ctrl-C stops.`,
            );
          announced = true;
          shop.tell(); // a build may have ended while it started
          resolve(message);
        } else if (message.type === 'not-started' && message.portTaken && !announced) {
          said = true;
          console.error(`npm run dev: the fixture shop did not start: ${message.message}`);
          resolve(null);
          void shutdown(1);
        } else if (message.type === 'not-started') {
          said = true;
          console.error(`npm run dev: the fixture shop did not start:\n${message.message}\nnpm run dev: save a fix in fixtures/ to start it again.`);
          resolve(null);
        }
      });
      child.on('exit', (code, signal) => {
        if (shop.child === child) shop.ready = false;
        if (shop.child === child && !stopping && !child.stopping && !said)
          console.error(`npm run dev: the fixture shop stopped (${signal ?? `exit code ${code}`}); save a file in fixtures/ to start it again.`);
        resolve(null);
      });
    });
  }

  async function stopShop() {
    const child = shop.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.connected) child.disconnect();
    else child.kill();
    await exited;
  }

  // ---- changes: two queues, one for the builds, one for the shop (a restart does not wait for a build)
  /** A queue of changed paths and the work that takes them, one batch at a time; later changes wait for the next. */
  function queue(take) {
    const paths = new Set();
    let running = false;
    let timer = null;
    async function drain() {
      running = true;
      while (paths.size && !stopping) {
        const batch = [...paths].sort();
        paths.clear();
        await take(batch);
      }
      running = false;
    }
    return {
      add(file) {
        paths.add(file);
        clearTimeout(timer);
        // Editors write a file in bursts (a temporary file, a rename): one batch for the burst.
        timer = setTimeout(() => running || drain(), 80);
      },
      /** Runs `first` before any batch (the first build); changes meanwhile wait for it. */
      async start(first) {
        running = true;
        await first();
        await drain();
      },
      stop: () => clearTimeout(timer),
    };
  }

  // A file gone that nothing reads was an editor's temporary file (sed's sedXXXXXX…): not a change.
  const read = (f) => builds.some((b) => b.watchFiles.has(path.resolve(f)));
  const sourceQueue = queue(async (batch) => {
    const changed = batch.filter((f) => existsSync(f) || read(f) || WIDGET_PATH.test(f));
    if (changed.length) await rebuild(changed);
  });
  const shopQueue = queue(async (batch) => {
    const changed = batch.filter((f) => existsSync(f) || /\.\w+$/.test(f));
    if (!changed.length) return;
    const started = performance.now();
    await stopShop();
    const up = await startShop();
    const what = changed.length === 1 ? `${changed[0]} changed` : `${changed.length} files of fixtures/ changed`;
    if (up) say(`${what}: the fixture shop restarted in ${seconds(performance.now() - started)}; open pages reload`);
  });

  function changedFile(file) {
    if (stopping || IGNORED.test(file)) return;
    (file.startsWith('fixtures/') ? shopQueue : sourceQueue).add(file);
  }

  const unwatch = watchTree(WATCHED, changedFile);

  async function shutdown(code = 0) {
    if (stopping) return;
    stopping = true;
    sourceQueue.stop();
    shopQueue.stop();
    unwatch();
    await stopShop();
    say('stopped');
    process.exit(code);
  }
  process.once('SIGINT', () => shutdown());
  process.once('SIGTERM', () => shutdown());

  await startShop();
  if (stopping) return; // its port is taken
  say(existsSync('dist/loader.js') ? 'building (the pages load the last build meanwhile)…' : 'building (the pages work once it is built)…');
  await sourceQueue.start(() => rebuild(null));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

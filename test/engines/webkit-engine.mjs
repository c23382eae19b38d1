/**
 * WebKitGTK driven through its WebDriver server, `WebKitWebDriver` (Debian's webkit2gtk-driver), by a small W3C
 * WebDriver (classic) client over fetch. The browser it starts is WebKitGTK's MiniBrowser in automation mode, which
 * needs a display: the driver runs under `xvfb-run`. One session for the whole run.
 *
 * MiniBrowser's window has a toolbar whose GTK widgets set a minimum window width of 447 px; a GTK style sheet of our
 * own (a private XDG_CONFIG_HOME for the driver and the browser it starts) lifts the minimum, so the page's viewport is
 * exactly the width asked for (checked after every resize).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
const KEYS = { Enter: '\uE007', ArrowDown: '\uE015', ArrowUp: '\uE013', Escape: '\uE00C', Tab: '\uE004', Space: ' ' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ driverPath: string, browserPath: string, xvfbRun: string }} options
 * @returns {Promise<import('./engine.mjs').Engine>}
 */
export async function launchWebKit({ driverPath, browserPath, xvfbRun }) {
  const port = await freePort();
  const config = mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n');
  let output = '';
  // In a process group of its own, so that closing ends xvfb-run, Xvfb, the driver and the browser together.
  const driver = spawn(xvfbRun, ['-a', '-s', '-screen 0 1600x1200x24', driverPath, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  driver.stdout.on('data', (d) => (output += d));
  driver.stderr.on('data', (d) => (output += d));
  let exited = false;
  driver.once('exit', () => (exited = true));
  // However the run ends (process.exit included), the driver, Xvfb and the browser go with it.
  process.once('exit', () => stop());
  const stop = () => {
    if (!exited && driver.pid) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(config, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  /**
   * One WebDriver command; answers its `value`, throws the driver's error (with its message).
   * @param {string} method
   * @param {string} route
   * @param {unknown} [body]
   * @param {number} [timeout] a driver that stops answering fails the run instead of hanging it (a page load has 60 s)
   */
  async function command(method, route, body, timeout = 90_000) {
    const response = await fetch(base + route, {
      signal: AbortSignal.timeout(timeout),
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ value: { error: `HTTP ${response.status}`, message: 'not JSON' } }));
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${route}: ${answer.value?.error}: ${answer.value?.message}`);
    return answer.value;
  }

  try {
    // The driver answers /status once it listens.
    const end = Date.now() + 30_000;
    for (;;) {
      if (exited) throw new Error(`WebKitWebDriver exited at start: ${output.trim() || '(no output)'}`);
      const ready = await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer on port ${port} within 30 s: ${output.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const session = await command(
      'POST',
      '/session',
      {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
            timeouts: { script: 30_000, pageLoad: 60_000, implicit: 0 },
          },
        },
      },
      30_000,
    ).catch((error) => {
      throw new Error(`WebKitWebDriver could not start ${browserPath} in automation mode: ${error.message}. Driver output: ${output.trim() || '(none)'}`);
    });
    const id = session.sessionId;
    const s = `/session/${id}`;
    const version = `WebKitGTK ${session.capabilities.browserVersion}`;

    /** @param {string} selector */
    const find = async (selector) => {
      const found = await command('POST', `${s}/elements`, { using: 'css selector', value: selector });
      if (!found.length) throw new Error(`no element matches ${selector}`);
      return found[0][ELEMENT];
    };
    /** @param {string} element */
    const centre = (element) =>
      command('POST', `${s}/execute/sync`, { script: 'arguments[0].scrollIntoView({ block: "center", inline: "center" })', args: [{ [ELEMENT]: element }] });
    /** @param {unknown[]} actions */
    const perform = (actions) => command('POST', `${s}/actions`, { actions });

    return {
      name: 'webkit',
      version,
      async setViewport(width, height) {
        // The window's size is set; what is not the page (the toolbar) is measured and added, until the viewport fits.
        // GTK applies a new size asynchronously: the viewport is read until two readings agree.
        const viewport = async () => {
          let last = '';
          for (let i = 0; i < 40; i++) {
            const now = await command('POST', `${s}/execute/sync`, { script: 'return [innerWidth, innerHeight]', args: [] });
            if (JSON.stringify(now) === last) return now;
            last = JSON.stringify(now);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          return JSON.parse(last);
        };
        let rect = { width, height };
        let got = [0, 0];
        for (let i = 0; i < 6; i++) {
          await command('POST', `${s}/window/rect`, rect);
          got = await viewport();
          if (got[0] === width && got[1] === height) return;
          rect = { width: Math.max(width, rect.width + width - got[0]), height: Math.max(height, rect.height + height - got[1]) };
        }
        throw new Error(`WebKitGTK: the viewport is ${got[0]} × ${got[1]} px, not the ${width} × ${height} px asked for`);
      },
      async goto(url) {
        await command('POST', `${s}/url`, { url });
      },
      async evaluate(fn, ...args) {
        const script = `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
            .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.stack || e) }));`;
        const answer = await command('POST', `${s}/execute/async`, { script, args });
        if (answer && 'error' in answer) throw new Error(`in the page: ${answer.error}`);
        return answer.value;
      },
      async click(selector) {
        // Scrolled to the middle first, as puppeteer does: WebDriver's own scrolling puts it at the bottom edge, where
        // a fixed bar of the page (the fixture's top layer) may cover it.
        const element = await find(selector);
        await centre(element);
        await command('POST', `${s}/element/${element}/click`, {});
      },
      async hover(selector) {
        const element = await find(selector);
        await centre(element);
        await perform([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [{ type: 'pointerMove', duration: 0, origin: { [ELEMENT]: element }, x: 0, y: 0 }],
          },
        ]);
      },
      async pointerAway() {
        const [width, height] = await command('POST', `${s}/execute/sync`, { script: 'return [innerWidth, innerHeight]', args: [] });
        await perform([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [{ type: 'pointerMove', duration: 0, origin: 'viewport', x: width - 2, y: height - 2 }],
          },
        ]);
      },
      async type(text) {
        const keys = [...text].flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]);
        await perform([{ type: 'key', id: 'keyboard', actions: keys }]);
      },
      async press(key) {
        const value = KEYS[key];
        await perform([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ]);
      },
      takeDriverErrors() {
        return [];
      },
      async close() {
        await command('DELETE', s).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

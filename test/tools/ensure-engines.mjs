// Locates the browsers of the cross-engine run (test/engines/run.mjs) and installs Debian's packages for what is
// missing with apt when we are root, as ensure-chromium.mjs does for Chromium: Firefox ESR (firefox-esr), WebKitGTK's
// WebDriver server and its MiniBrowser (webkit2gtk-driver, which brings libwebkit2gtk-4.1-0), and a virtual display for
// WebKitGTK (xvfb: xvfb-run and Xvfb). FIREFOX_PATH, WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH override the places
// looked at. Run alone (`node test/tools/ensure-engines.mjs`) it installs and prints what it found.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** MiniBrowser sits in the multiarch library folder (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/ on amd64). */
function findMiniBrowser() {
  if (process.env.WEBKIT_BROWSER_PATH) return existsSync(process.env.WEBKIT_BROWSER_PATH) ? process.env.WEBKIT_BROWSER_PATH : undefined;
  const roots = [
    '/usr/lib',
    ...readdirSafe('/usr/lib')
      .filter((d) => d.endsWith('-linux-gnu'))
      .map((d) => `/usr/lib/${d}`),
  ];
  for (const root of roots) {
    for (const dir of readdirSafe(root).filter((d) => /^webkit2gtk-4\.[01]$/.test(d))) {
      const candidate = path.join(root, dir, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const first = (...candidates) => candidates.find((p) => p && existsSync(p));

/** Where each part is, or undefined; an override that points nowhere counts as missing. */
export function findEngines() {
  return {
    firefox: process.env.FIREFOX_PATH ? first(process.env.FIREFOX_PATH) : first('/usr/bin/firefox-esr', '/usr/bin/firefox'),
    webkitDriver: process.env.WEBKIT_DRIVER_PATH ? first(process.env.WEBKIT_DRIVER_PATH) : first('/usr/bin/WebKitWebDriver'),
    webkitBrowser: findMiniBrowser(),
    xvfbRun: first('/usr/bin/xvfb-run'),
  };
}

/** The Debian package that brings each part. */
const PACKAGES = { firefox: 'firefox-esr', webkitDriver: 'webkit2gtk-driver', webkitBrowser: 'webkit2gtk-driver', xvfbRun: 'xvfb' };
/** What to set instead of installing. */
const OVERRIDES = { firefox: 'FIREFOX_PATH', webkitDriver: 'WEBKIT_DRIVER_PATH', webkitBrowser: 'WEBKIT_BROWSER_PATH', xvfbRun: '(none: install xvfb)' };

/**
 * Finds the engines `wanted` needs ('firefox', 'webkit'), installing the missing packages with apt-get when root.
 * Throws one message naming each part still missing, its package and its override.
 * @param {string[]} wanted
 */
export function ensureEngines(wanted = ['firefox', 'webkit']) {
  const parts = [...(wanted.includes('firefox') ? ['firefox'] : []), ...(wanted.includes('webkit') ? ['webkitDriver', 'webkitBrowser', 'xvfbRun'] : [])];
  let found = findEngines();
  const missing = () => parts.filter((p) => !found[p]);
  // An override that points nowhere is a mistake to fix, not a package to install.
  const wrong = missing().filter((p) => OVERRIDES[p].endsWith('_PATH') && process.env[OVERRIDES[p]]);
  if (wrong.length) throw new Error(wrong.map((p) => `${OVERRIDES[p]}=${process.env[OVERRIDES[p]]}: no such file.`).join(' '));
  const packages = [...new Set(missing().map((p) => PACKAGES[p]))];
  if (packages.length) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot) {
      console.log(`Installing Debian's ${packages.join(', ')} with apt-get (a minute or two)…`);
      try {
        execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
      } catch {
        console.error(`apt-get could not install ${packages.join(' ')}.`);
      }
      found = findEngines();
    }
  }
  if (missing().length) {
    throw new Error(
      `Not found for the cross-engine run: ${missing()
        .map((p) => `${p} (Debian package ${PACKAGES[p]}; or set ${OVERRIDES[p]})`)
        .join(', ')}. Install them (sudo apt-get install -y ${[...new Set(missing().map((p) => PACKAGES[p]))].join(' ')}).`,
    );
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const found = ensureEngines();
    for (const [part, where] of Object.entries(found)) console.log(`${part}: ${where}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

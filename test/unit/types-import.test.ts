// docs/api.md, "Types": the release's storefront.d.ts imported as a shop's TypeScript would, under each module
// resolution a shop's project may use (TypeScript 7 has nodenext / node16 and bundler): `./storefront.js` works under
// both; the extensionless `./storefront` fails under nodenext (why the docs write `.js`).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const tsc = path.resolve('node_modules/typescript-native/bin/tsc');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Type-checks a shop's script importing the types as `specifier`, under `resolution`; answers tsc's output ('' when clean). */
function check(specifier: string, resolution: 'nodenext' | 'bundler'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-types-'));
  dirs.push(dir);
  copyFileSync('types/storefront.d.ts', path.join(dir, 'storefront.d.ts'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(
    path.join(dir, 'shop.ts'),
    `import type { WidgetInit } from '${specifier}';
const badge: WidgetInit<{ quantity: number }> = { name: 'stock_badge', hydrate: 'visible', mount(el, { config }) { el.textContent = String(config.quantity); } };
(window.storefrontWidgets ??= []).push(badge);
document.addEventListener('storefront:error', (e) => console.log(e.detail.widget, e.detail.phase, window.storefront?.version));
export {};
`,
  );
  const module = resolution === 'nodenext' ? 'nodenext' : 'esnext';
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module, moduleResolution: resolution, target: 'es2022', lib: ['es2022', 'dom'], types: [] },
      files: ['shop.ts'],
    }),
  );
  const run = spawnSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`.trim();
}

describe("storefront.d.ts from a shop's TypeScript", () => {
  for (const resolution of ['nodenext', 'bundler'] as const)
    it(`'./storefront.js' type-checks under moduleResolution ${resolution}`, () => {
      expect(check('./storefront.js', resolution)).toBe('');
    });

  it("the extensionless './storefront' does not under nodenext (a relative import names its file there)", () => {
    expect(check('./storefront', 'nodenext')).toMatch(/error TS283[45]: Relative import paths need explicit file extensions/);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// The table the build generates (rollup.config.mjs `widgetTable`): the core chunk's hash, then one row per widget.
vi.mock('virtual:widget-table', () => ({ default: 'Co_Re1,snippets:Snippets:0,menu_basket:Basket:1::Ab-c_9' }));

const { LEFT, parseTable, registry } = await import('../../loader/registry');

/** What the HEAD asking whether a chunk that did not load is there answers: its HTTP status, or no answer at all. */
let headAnswer: number | 'none' = 404;
const heads: string[] = [];
vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
  heads.push(`${init.method} ${String(url).split('/').pop()}`);
  return headAnswer === 'none' ? Promise.reject(new TypeError('NetworkError')) : Promise.resolve(new Response(null, { status: headAnswer }));
});

/** The file a row's load() imports: the import fails in Node, and (the file answering 404) its error names the file. */
async function fileOf(load: () => Promise<unknown>): Promise<string> {
  const error = await load().then(
    () => null,
    (e: unknown) => e,
  );
  return /\b(?:core|[a-z_]+)-[\w-]{6}\.js/.exec(String(error))?.[0] ?? String(error);
}

describe('parseTable (loader/registry.ts)', () => {
  const rows = new Map(
    parseTable('H4sh_1,back_to_top::1,logout::1:h,menu_basket:Basket:1::Ab-c_9,shopping_list::1:h,map::2::Zz9-x_,projector:Projector+Basket:1::pr0jec'),
  );

  it('reads every row after the core hash', () => {
    expect([...rows.keys()]).toEqual(['back_to_top', 'logout', 'menu_basket', 'shopping_list', 'map', 'projector']);
  });

  it('a core row: no hash, its keys, moment and held clicks', () => {
    expect(rows.get('back_to_top')).toMatchObject({ keys: [], hydrate: 'idle', holdsClicks: false });
    expect(rows.get('logout')).toMatchObject({ keys: [], hydrate: 'idle', holdsClicks: true });
  });

  it('a non-core row: keys, moment, held clicks and its hash', () => {
    expect(rows.get('menu_basket')).toMatchObject({ keys: ['Basket'], hydrate: 'idle', holdsClicks: false });
    expect(rows.get('map')).toMatchObject({ keys: [], hydrate: 'visible', holdsClicks: false });
    expect(rows.get('projector')).toMatchObject({ keys: ['Projector', 'Basket'], hydrate: 'idle', holdsClicks: false });
  });

  it('a core widget loads from the core chunk, every other from its own', async () => {
    expect(await fileOf(rows.get('back_to_top')!.load)).toBe('core-H4sh_1.js');
    expect(await fileOf(rows.get('shopping_list')!.load)).toBe('core-H4sh_1.js');
    expect(await fileOf(rows.get('menu_basket')!.load)).toBe('menu_basket-Ab-c_9.js');
    expect(await fileOf(rows.get('map')!.load)).toBe('map-Zz9-x_.js');
  });

  it('a chunk that did not load is said missing only when the file answers an HTTP error; else it is the page being left (nothing to report)', async () => {
    // The page being left fails an import as a missing file does: docs/architecture.md#failures-while-the-page-is-being-left.
    const table = 'Co_Re2,a::1,b::1::Bb-b_1,c::1::Cc-c_1';
    const error = (name: string) =>
      new Map(parseTable(table))
        .get(name)!
        .load()
        .then(
          () => null,
          (e: unknown) => e,
        );
    headAnswer = 404;
    expect(String(await error('a'))).toBe('Error: core-Co_Re2.js did not load (a partial deploy?)');
    headAnswer = 200;
    expect(await error('b')).toBe(LEFT);
    headAnswer = 'none';
    expect(await error('c')).toBe(LEFT);
    expect(heads.slice(-3)).toEqual(['HEAD core-Co_Re2.js', 'HEAD b-Bb-b_1.js', 'HEAD c-Cc-c_1.js']);
    headAnswer = 404;
  });

  it('the registry is the generated table', () => {
    expect([...registry.keys()]).toEqual(['snippets', 'menu_basket']);
    expect(registry.get('snippets')).toMatchObject({ keys: ['Snippets'], hydrate: 'load' });
  });
});

describe('core widgets (manifest "core": true)', () => {
  const manifests = readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/manifest.json`))
    .map((d) => ({ name: d.name, ...JSON.parse(readFileSync(`widgets/${d.name}/manifest.json`, 'utf8')) }));
  const core = manifests.filter((m) => m.core).map((m) => m.name);

  it('"core" is true or absent', () => {
    for (const m of manifests) expect([true, undefined], m.name).toContain(m.core);
  });

  it('the core widgets are the layout widgets docs/architecture.md names, no more, no fewer', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8').replace(/\s+/g, ' ');
    const named = /\(header, menus, footer, product form: ([a-z_, ]+)\)/.exec(doc)?.[1].split(', ');
    expect(named, 'docs/architecture.md names the core widgets').toBeTruthy();
    expect([...core].sort()).toEqual(named!.slice().sort());
  });

  // What the last build made of them (dist/stats.json; skipped without a build newer than every manifest): every core
  // widget is in the core chunk, none has a chunk of its own. The build itself fails when the core chunk lacks one.
  const built =
    existsSync('dist/stats.json') && manifests.every((m) => statSync(`widgets/${m.name}/manifest.json`).mtimeMs <= statSync('dist/stats.json').mtimeMs);
  it.skipIf(!built)('the last build put every core widget in the core chunk', () => {
    const { chunks } = JSON.parse(readFileSync('dist/stats.json', 'utf8')) as {
      chunks: Array<{ name: string; fileName: string; modules: Record<string, number> }>;
    };
    const coreChunk = chunks.find((c) => c.name === 'core');
    expect(coreChunk, 'a core chunk').toBeTruthy();
    const inCore = new Set(Object.keys(coreChunk!.modules).map((id) => id.replaceAll('\\', '/')));
    for (const name of core) {
      expect(
        [...inCore].some((id) => id.startsWith(`widgets/${name}/index.`)),
        `widgets/${name} in ${coreChunk!.fileName}`,
      ).toBe(true);
      expect(
        chunks.some((c) => c.fileName.startsWith(`${name}-`)),
        `no ${name}-<hash>.js`,
      ).toBe(false);
    }
  });
});

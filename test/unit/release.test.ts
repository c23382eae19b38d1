// The release tools (scripts/, docs/release.md): the zip (written by one library, read by another), the cache rule the fixture server and the
// release's manifest share, the third-party notices, the tags and the stack mapper. The release itself is checked by
// scripts/check-release.mjs after `npm run release` (npm test), and installed by test/e2e/release.spec.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import AdmZip from 'adm-zip';
import { mapStack } from '../../scripts/map-stack.mjs';
import { checkRelease, readZip } from '../../scripts/check-release.mjs';
import { importMapScripts, integrity, tagsFor, thirdPartyNotices, zip, zipRelease } from '../../scripts/release.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The fixture server's rule, which the release's manifest.json uses too (fixtures/ has no type declarations).
const { distCacheControl } = (await import('../../fixtures/static.mjs' as string)) as { distCacheControl(fileName: string): string };

describe('the release zip: written by fflate (scripts/release.mjs), read by adm-zip (scripts/check-release.mjs)', () => {
  const entries = [
    { name: 'storefront-1.2.3/loader.js', data: Buffer.from('export const a = 1;\n'.repeat(200)) },
    { name: 'storefront-1.2.3/x.bin', data: Buffer.from([0, 255, 7]) },
    { name: 'storefront-1.2.3/empty.txt', data: Buffer.alloc(0) },
    { name: 'storefront-1.2.3/zażółć.txt', data: Buffer.from('ü') },
  ];

  it('reads back what was written, byte for byte, names and order kept, compressed', () => {
    const packed = zip(entries);
    expect(packed.length).toBeLessThan(entries[0].data.length);
    expect(readZip(packed)).toEqual(entries);
  });

  it('makes the same bytes from the same files, in any time zone (entries dated 2026-01-01 00:00, rw-r--r--)', () => {
    expect(zip(entries).equals(zip(entries))).toBe(true);
    const script = `import { zip } from './scripts/release.mjs';
      import { createHash } from 'node:crypto';
      const z = zip([{ name: 'a/b.js', data: Buffer.from('x'.repeat(999)) }, { name: 'a/c.txt', data: Buffer.from('c') }]);
      console.log(createHash('sha256').update(z).digest('hex'));`;
    const hashIn = (tz: string) => execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
    expect(hashIn('Pacific/Kiritimati')).toBe(hashIn('America/Adak'));
    // The entry's date and mode as another reader sees them.
    const [entry] = new AdmZip(zip(entries.slice(0, 1))).getEntries();
    expect([entry.header.time.getFullYear(), entry.header.time.getMonth(), entry.header.time.getDate(), entry.header.time.getHours()]).toEqual([2026, 0, 1, 0]);
    expect((entry.header.attr >>> 16).toString(8)).toBe('100644');
  });

  it('refuses a damaged entry (its CRC-32) and a file that is no zip', () => {
    const packed = zip([{ name: 'a.txt', data: Buffer.from('hello, hello, hello') }]);
    const damaged = Buffer.from(packed);
    damaged[30 + 'a.txt'.length + 2] ^= 0xff; // a byte of the entry's compressed data
    expect(() => readZip(damaged)).toThrow();
    expect(() => readZip(Buffer.from('not a zip'))).toThrow();
  });
});

describe('the cache rule (fixtures/static.mjs distCacheControl)', () => {
  it('caches every hashed name for a year, whatever its hash length, and the versioned loader', () => {
    for (const f of [
      'core-gZg8rb.js',
      'map-C-zNSi.js',
      'back_to_top-_zvNe0.js',
      'react-B4awxOg6.js',
      'cluster-worker-B_3N_MZH.js',
      'loader-0.1.0.js',
      'loader-1.0.0-rc.1.js',
    ])
      expect(distCacheControl(f), f).toBe(IMMUTABLE);
  });
  it('revalidates the names that stay the same from release to release', () => {
    for (const f of ['loader.js', 'dismissals-head.js', 'manifest.json', 'stats.json', 'x-abc.js', 'tags.html'])
      expect(distCacheControl(f), f).toBe('no-cache');
  });
});

describe('the release (scripts/release.mjs)', () => {
  it('names each bundled package with its licence text, Leaflet’s BSD-2-Clause notice included', () => {
    const stats: Parameters<typeof thirdPartyNotices>[0] = {
      chunks: [
        { fileName: 'map-C-zNSi.js', modules: { 'node_modules/leaflet/dist/leaflet-src.js': 1, 'widgets/map/index.ts': 1 } },
        { fileName: 'floating-x.js', modules: { 'node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs': 1, '\u0000commonjsHelpers.js': 1 } },
      ],
    };
    const { text, packages } = thirdPartyNotices(stats, '9.9.9');
    expect(packages).toEqual(['@floating-ui/dom', 'leaflet']);
    expect(text).toMatch(/^leaflet 1\.9\.4: BSD-2-Clause$/m);
    expect(text).toContain('Redistributions of source code must retain the above copyright notice');
    expect(text).toMatch(/^Bundled in: map-C-zNSi\.js$/m);
  });

  it('prints the guide’s tags: the head guard inline, the import map giving every script its sha384 integrity, the pinned loader', () => {
    const x = integrity(Buffer.from('x'));
    const tags = tagsFor({
      base: '/storefront/',
      loaderFile: 'loader-1.0.0.js',
      loaderIntegrity: x,
      headGuard: 'a("</script>")\n',
      scripts: { 'map-AbCdEf.js': 'sha384-m', 'core-Ab12_-.js': 'sha384-c' },
      nonce: 'n0nce',
    });
    expect(tags).toBe(
      [
        '<script nonce="n0nce">a("<\\/script>")</script>',
        '<script type="importmap" nonce="n0nce">',
        '{',
        '  "integrity": {',
        '    "/storefront/core-Ab12_-.js": "sha384-c",',
        '    "/storefront/map-AbCdEf.js": "sha384-m"',
        '  }',
        '}',
        '</script>',
        `<script type="module" nonce="n0nce" integrity="sha384-11LCxR+6DimqGQVwqdQlPkQHegWNMpf6OlYw1b0BJiL5fCisrtMTtcg7uZDKp9qF" src="/storefront/loader-1.0.0.js"></script>`,
      ].join('\n'),
    );
    // A folder that would end the element early is written the JSON way.
    expect(tagsFor({ base: '/a</script>/', loaderFile: 'l.js', loaderIntegrity: x, headGuard: '', scripts: { 'c.js': 'sha384-c' } })).toContain(
      '"/a<\\/script>/c.js": "sha384-c"',
    );
  });

  it('lists every script of the release in the import map but loader.js, the unpinned name', () => {
    const files = [
      'tags.html',
      'map-AbCdEf.js',
      'loader.js',
      'loader-1.0.0.js',
      'cluster-worker-AbCd1234.js',
      'dismissals-head.js',
      'LICENSE',
      'core-Ab12_-.js',
    ];
    expect(importMapScripts(files)).toEqual(['cluster-worker-AbCd1234.js', 'core-Ab12_-.js', 'dismissals-head.js', 'loader-1.0.0.js', 'map-AbCdEf.js']);
  });

  it('prints the very tags docs/install.md shows (the guide and the release never disagree)', () => {
    const guide = readFileSync('docs/install.md', 'utf8');
    const tags = tagsFor({
      base: '/storefront/',
      loaderFile: 'loader-<version>.js',
      loaderIntegrity: 'sha384-…',
      headGuard: '/* contents of storefront-<version>/dismissals-head.js */',
      scripts: { 'core-<hash>.js': 'sha384-…', '<widget>-<hash>.js': 'sha384-…' },
    });
    for (const line of tags.split('\n')) expect(guide).toContain(line);
  });
});

describe('mapping an error-log stack (scripts/map-stack.mjs)', () => {
  it('maps each position of a file with a source map, URL-encoded or not, and leaves the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maps-'));
    // One segment: line 1, column 1 of core-abcdef.js is src/lib/price.ts line 1 column 1, name "formatPrice".
    writeFileSync(
      path.join(dir, 'core-abcdef.js.map'),
      JSON.stringify({ version: 3, sources: ['../src/lib/price.ts'], names: ['formatPrice'], mappings: 'AAAAA' }),
    );
    const stack = 'TypeError: x\n    at e (https://shop.pl/storefront/core-abcdef.js:1:1)\n    at https://other.example/lib.js:3:4';
    const mapped = mapStack(stack, dir);
    expect(mapped).toContain('at e (src/lib/price.ts:1:1 (formatPrice))');
    expect(mapped).toContain('https://other.example/lib.js:3:4');
    expect(mapStack(encodeURIComponent(stack), dir)).toBe(mapped);
    const cli = execFileSync(process.execPath, ['scripts/map-stack.mjs', dir], { input: stack, encoding: 'utf8' });
    expect(cli.trim()).toBe(mapped);
  });
});

describe('the release check (scripts/check-release.mjs)', () => {
  /**
   * A release folder of one script bundling Leaflet (the map chunk, which carries its worker's integrity, as the build
   * writes it), its maps, notices made the release's way, the tags the release prints, a manifest and the zip.
   * `write()` writes the tags again (unless `{ tags: false }`), the manifest and the zip from the folder's files.
   */
  function fakeRelease() {
    const base = mkdtempSync(path.join(tmpdir(), 'release-'));
    const dir = path.join(base, 'storefront-1.0.0');
    mkdirSync(dir);
    mkdirSync(`${dir}-sourcemaps`);
    const js = 'console.log(1);\n';
    const worker = 'cluster-worker-AbCd1234.js';
    writeFileSync(path.join(dir, worker), 'self.onmessage = null;\n');
    for (const f of ['loader.js', 'loader-1.0.0.js', 'dismissals-head.js']) writeFileSync(path.join(dir, f), js);
    writeFileSync(path.join(dir, 'map-AbCdEf.js'), `const w = ${JSON.stringify(integrity(readFileSync(path.join(dir, worker))))};\n`);
    for (const f of ['loader.js', 'dismissals-head.js', 'map-AbCdEf.js', worker])
      writeFileSync(
        path.join(`${dir}-sourcemaps`, `${f}.map`),
        JSON.stringify({ version: 3, sources: [f === 'map-AbCdEf.js' ? '../node_modules/leaflet/dist/leaflet-src.js' : '../loader/index.ts'], mappings: '' }),
      );
    const notices = thirdPartyNotices({ chunks: [{ fileName: 'map-AbCdEf.js', modules: { 'node_modules/leaflet/dist/leaflet-src.js': 1 } }] }, '1.0.0').text;
    for (const [f, text] of [
      ['THIRD_PARTY_NOTICES.txt', notices],
      ['LICENSE', 'MIT'],
      ['CHANGELOG.md', '# Changelog'],
      ['storefront.d.ts', readFileSync('types/storefront.d.ts', 'utf8')],
    ] as const)
      writeFileSync(path.join(dir, f), text);
    const names = [
      'CHANGELOG.md',
      'LICENSE',
      'THIRD_PARTY_NOTICES.txt',
      worker,
      'dismissals-head.js',
      'loader-1.0.0.js',
      'loader.js',
      'map-AbCdEf.js',
      'storefront.d.ts',
      'tags.html',
    ];
    const write = ({ tags = true } = {}) => {
      const sri = (f: string) => integrity(readFileSync(path.join(dir, f)));
      if (tags)
        writeFileSync(
          path.join(dir, 'tags.html'),
          tagsFor({
            base: '/storefront/',
            loaderFile: 'loader-1.0.0.js',
            loaderIntegrity: sri('loader-1.0.0.js'),
            headGuard: readFileSync(path.join(dir, 'dismissals-head.js'), 'utf8'),
            scripts: Object.fromEntries(importMapScripts(names).map((f) => [f, sri(f)])),
          }),
        );
      const files = Object.fromEntries(
        names.map((f) => {
          const b = readFileSync(path.join(dir, f));
          return [f, { size: b.length, integrity: integrity(b), cacheControl: distCacheControl(f) }];
        }),
      );
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ name: 'storefront', version: '1.0.0', files }));
      writeFileSync(`${dir}.zip`, zip([...names, 'manifest.json'].map((f) => ({ name: `storefront-1.0.0/${f}`, data: readFileSync(path.join(dir, f)) }))));
    };
    write();
    return { dir, write };
  }

  it('passes a whole release', () => {
    expect(checkRelease(fakeRelease().dir)).toEqual([]);
  });
  it('fails when the notices miss a package the source maps show bundled', () => {
    const { dir, write } = fakeRelease();
    writeFileSync(path.join(dir, 'THIRD_PARTY_NOTICES.txt'), 'nothing\n');
    write();
    expect(checkRelease(dir)).toEqual(['THIRD_PARTY_NOTICES.txt has no section for leaflet (bundled in map-AbCdEf.js)']);
  });
  it('fails when storefront.d.ts, the API’s types, is missing or not the repository’s types/storefront.d.ts', () => {
    const { dir, write } = fakeRelease();
    writeFileSync(path.join(dir, 'storefront.d.ts'), 'export {};\n');
    write();
    expect(checkRelease(dir)).toEqual(['storefront.d.ts differs from types/storefront.d.ts']);
    rmSync(path.join(dir, 'storefront.d.ts'));
    expect(checkRelease(dir)).toContain('storefront.d.ts is missing');
  });
  it("fails when tags.html's import map misses a script, gives one another integrity than manifest.json's, or pins loader.js", () => {
    const { dir, write } = fakeRelease();
    /** The problems once the tags the release prints (for the folder as it is) are changed by `change`. */
    const edit = (change: (html: string) => string) => {
      write();
      writeFileSync(path.join(dir, 'tags.html'), change(readFileSync(path.join(dir, 'tags.html'), 'utf8')));
      write({ tags: false });
      return checkRelease(dir);
    };
    // A loader rebuilt after the tags were printed: they still give its old bytes' integrity.
    const printed = readFileSync(path.join(dir, 'tags.html'), 'utf8');
    writeFileSync(path.join(dir, 'loader-1.0.0.js'), 'console.log(3);\n');
    writeFileSync(path.join(dir, 'loader.js'), 'console.log(3);\n');
    expect(edit(() => printed)).toEqual([
      "tags.html: the loader tag's integrity is not loader-1.0.0.js's",
      "tags.html: the import map's integrity of loader-1.0.0.js is not manifest.json's",
    ]);
    expect(edit((html) => html)).toEqual([]);
    expect(edit((html) => html.replace(/,\n {4}"\/storefront\/map-AbCdEf\.js": "[^"]+"/, ''))).toEqual([
      'tags.html: the import map does not list /storefront/map-AbCdEf.js',
    ]);
    expect(edit((html) => html.replace(/("\/storefront\/map-AbCdEf\.js": ")sha384-./, '$1sha384-x'))).toEqual([
      "tags.html: the import map's integrity of map-AbCdEf.js is not manifest.json's",
    ]);
    expect(edit((html) => html.replace('"integrity": {', '"integrity": {\n    "/storefront/loader.js": "sha384-x",'))).toEqual([
      'tags.html: the import map lists /storefront/loader.js, which is no script of the release under /storefront/ (loader.js, the unpinned name, is never pinned)',
    ]);
    // After the loader tag, the browser would not use it for the loader's imports.
    expect(edit((html) => html.replace(/(<script type="importmap">[\s\S]*?<\/script>)\n(<script type="module"[^\n]*)/, '$2\n$1'))).toEqual([
      'tags.html: the import map comes after the loader tag (it must come before any module script)',
    ]);
    expect(edit((html) => html.replace(/<script type="importmap">[\s\S]*?<\/script>\n/, ''))).toEqual(['tags.html has 0 import maps, not 1']);
  });
  it("fails when the map chunk does not carry its worker's integrity (the map would refuse the release's own worker)", () => {
    const { dir, write } = fakeRelease();
    writeFileSync(path.join(dir, 'cluster-worker-AbCd1234.js'), 'self.onmessage = undefined;\n');
    write();
    expect(checkRelease(dir)).toEqual(["no map chunk carries cluster-worker-AbCd1234.js's integrity (the map would refuse its worker)"]);
  });
  it('fails when the zip cannot be read; zips the same folder to the same bytes (scripts/release.mjs zipRelease)', () => {
    const { dir } = fakeRelease();
    const again = path.join(path.dirname(dir), 'again.zip');
    expect(zipRelease(dir, again)).toBe(11);
    expect(zipRelease(dir, `${dir}.zip`)).toBe(11);
    expect(readFileSync(again).equals(readFileSync(`${dir}.zip`))).toBe(true);
    expect(checkRelease(dir)).toEqual([]);
    writeFileSync(`${dir}.zip`, readFileSync(`${dir}.zip`).subarray(0, 200));
    expect(checkRelease(dir)).toEqual([expect.stringMatching(/^storefront-1\.0\.0\.zip cannot be read: ./)]);
  });
  it('fails when a file differs from its integrity in manifest.json, or from the zip', () => {
    const { dir } = fakeRelease();
    const map = path.join(dir, 'map-AbCdEf.js');
    writeFileSync(map, readFileSync(map, 'utf8').replace('const', 'let  '));
    expect(checkRelease(dir)).toEqual([
      'map-AbCdEf.js: its integrity in manifest.json does not match the file',
      "storefront-1.0.0/map-AbCdEf.js in the zip differs from the folder's",
    ]);
  });
});

// The release tools (scripts/, docs/release.md): the zip writer and reader, the cache rule the fixture server and the
// release's manifest share, the third-party notices, the tags and the stack mapper. The release itself is checked by
// scripts/check-release.mjs after `npm run release` (npm test), and installed by test/e2e/release.spec.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, unzip, zip } from '../../scripts/zip.mjs';
import { mapStack } from '../../scripts/map-stack.mjs';
import { checkRelease } from '../../scripts/check-release.mjs';
import { integrity, packageOf, tagsFor, thirdPartyNotices } from '../../scripts/release.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The fixture server's rule, which the release's manifest.json uses too (fixtures/ has no type declarations).
const { distCacheControl } = (await import('../../fixtures/static.mjs' as string)) as { distCacheControl(fileName: string): string };

describe('zip (scripts/zip.mjs)', () => {
  it('reads back what it wrote, byte for byte, stored or deflated', () => {
    const entries = [
      { name: 'storefront-1.2.3/loader.js', data: Buffer.from('export const a = 1;\n'.repeat(200)) },
      { name: 'storefront-1.2.3/x.bin', data: Buffer.from([0, 255, 7]) },
      { name: 'storefront-1.2.3/empty.txt', data: Buffer.alloc(0) },
    ];
    const packed = zip(entries);
    expect(packed.length).toBeLessThan(entries[0].data.length);
    expect(unzip(packed)).toEqual(entries);
    expect(zip(entries).equals(packed)).toBe(true); // the same files, the same zip
  });

  it('computes the standard CRC-32 and refuses a damaged entry', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const packed = zip([{ name: 'a.txt', data: Buffer.from('hello') }]);
    packed[30 + 'a.txt'.length] ^= 1; // a stored byte of the (too short to deflate) entry
    expect(() => unzip(packed)).toThrow(/a\.txt fails its CRC-32/);
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
    expect(packageOf('node_modules/a/node_modules/@s/b/x.js')).toEqual({ name: '@s/b', dir: 'node_modules/a/node_modules/@s/b' });
    expect(packageOf('src/x.ts')).toBeNull();
  });

  it('prints the guide’s tags: the head guard inline, the pinned loader with its sha384 integrity', () => {
    const tags = tagsFor({ base: '/storefront/', loaderFile: 'loader-1.0.0.js', loaderIntegrity: integrity(Buffer.from('x')), headGuard: 'a("</script>")\n' });
    expect(tags).toBe(
      `<script>a("<\\/script>")</script>\n<script type="module" integrity="sha384-11LCxR+6DimqGQVwqdQlPkQHegWNMpf6OlYw1b0BJiL5fCisrtMTtcg7uZDKp9qF" src="/storefront/loader-1.0.0.js"></script>`,
    );
  });

  it('prints the very tags docs/install.md shows (the guide and the release never disagree)', () => {
    const guide = readFileSync('docs/install.md', 'utf8');
    const tags = tagsFor({
      base: '/storefront/',
      loaderFile: 'loader-<version>.js',
      loaderIntegrity: 'sha384-…',
      headGuard: '/* contents of storefront-<version>/dismissals-head.js */',
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
  /** A release folder of one script bundling Leaflet, its map, notices made the release's way, a manifest and the zip. */
  function fakeRelease() {
    const base = mkdtempSync(path.join(tmpdir(), 'release-'));
    const dir = path.join(base, 'storefront-1.0.0');
    mkdirSync(dir);
    mkdirSync(`${dir}-sourcemaps`);
    const js = 'console.log(1);\n';
    for (const f of ['loader.js', 'loader-1.0.0.js', 'dismissals-head.js', 'map-AbCdEf.js']) writeFileSync(path.join(dir, f), js);
    for (const f of ['loader.js', 'dismissals-head.js', 'map-AbCdEf.js'])
      writeFileSync(
        path.join(`${dir}-sourcemaps`, `${f}.map`),
        JSON.stringify({ version: 3, sources: [f === 'map-AbCdEf.js' ? '../node_modules/leaflet/dist/leaflet-src.js' : '../loader/index.ts'], mappings: '' }),
      );
    const notices = thirdPartyNotices({ chunks: [{ fileName: 'map-AbCdEf.js', modules: { 'node_modules/leaflet/dist/leaflet-src.js': 1 } }] }, '1.0.0').text;
    for (const [f, text] of [
      ['THIRD_PARTY_NOTICES.txt', notices],
      ['LICENSE', 'MIT'],
      ['CHANGELOG.md', '# Changelog'],
      ['tags.html', '<script></script>'],
      ['storefront.d.ts', readFileSync('types/storefront.d.ts', 'utf8')],
    ] as const)
      writeFileSync(path.join(dir, f), text);
    const write = () => {
      const names = [
        'CHANGELOG.md',
        'LICENSE',
        'THIRD_PARTY_NOTICES.txt',
        'dismissals-head.js',
        'loader-1.0.0.js',
        'loader.js',
        'map-AbCdEf.js',
        'storefront.d.ts',
        'tags.html',
      ];
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
  it('fails when a file differs from its integrity in manifest.json, or from the zip', () => {
    const { dir } = fakeRelease();
    writeFileSync(path.join(dir, 'map-AbCdEf.js'), 'console.log(2);\n');
    expect(checkRelease(dir)).toEqual([
      'map-AbCdEf.js: its integrity in manifest.json does not match the file',
      "storefront-1.0.0/map-AbCdEf.js in the zip differs from the folder's",
    ]);
  });
});

// The package a module path belongs to (scripts/package-of.mjs): one function for the release's notices, the release
// check and the bench.
import { describe, expect, it } from 'vitest';
import { packageOf } from '../../scripts/package-of.mjs';

describe('packageOf', () => {
  it('names a package and its folder', () => {
    expect(packageOf('node_modules/react/cjs/react.production.js')).toEqual({ name: 'react', dir: 'node_modules/react' });
    expect(packageOf('node_modules/leaflet')).toEqual({ name: 'leaflet', dir: 'node_modules/leaflet' });
  });

  it('names a scoped package by its scope and name', () => {
    expect(packageOf('node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toEqual({ name: '@floating-ui/dom', dir: 'node_modules/@floating-ui/dom' });
  });

  it('names the innermost package of nested node_modules, keeping the path to it', () => {
    expect(packageOf('node_modules/a/node_modules/@s/b/x.js')).toEqual({ name: '@s/b', dir: 'node_modules/a/node_modules/@s/b' });
    expect(packageOf('node_modules/@s/a/node_modules/b/index.js')).toEqual({ name: 'b', dir: 'node_modules/@s/a/node_modules/b' });
    expect(packageOf('node_modules/.pnpm/react@19.3.1/node_modules/react/index.js')).toEqual({
      name: 'react',
      dir: 'node_modules/.pnpm/react@19.3.1/node_modules/react',
    });
  });

  it('reads source maps’ relative paths, absolute paths and Windows separators', () => {
    expect(packageOf('../node_modules/leaflet/dist/leaflet-src.js')).toEqual({ name: 'leaflet', dir: '../node_modules/leaflet' });
    expect(packageOf('/home/ci/shop/node_modules/ky/distribution/index.js')?.name).toBe('ky');
    expect(packageOf('node_modules\\@nanostores\\react\\index.js')).toEqual({ name: '@nanostores/react', dir: 'node_modules/@nanostores/react' });
    expect(packageOf('C:\\shop\\node_modules\\nanostores\\atom\\index.js')).toEqual({ name: 'nanostores', dir: 'C:/shop/node_modules/nanostores' });
  });

  it('is null outside node_modules and where no package folder is named', () => {
    expect(packageOf('src/lib/cookies.ts')).toBeNull();
    expect(packageOf('widgets/map/index.ts')).toBeNull();
    expect(packageOf('\u0000commonjsHelpers.js')).toBeNull();
    expect(packageOf('src/my_node_modules/x/y.js')).toBeNull();
    expect(packageOf('node_modules/')).toBeNull();
    expect(packageOf('node_modules/@scope')).toBeNull();
    expect(packageOf('node_modules/@scope/')).toBeNull();
    expect(packageOf('node_modules/.bin/rollup')).toBeNull();
    expect(packageOf('node_modules/.cache/eslint/x')).toBeNull();
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleGraph, type Import } from './module-graph';

/** The floor a file is on: `loader`, `src`, `widgets/<name>`, or undefined outside the shipped code (types/). */
function floor(file: string): string | undefined {
  const [top, name] = file.split('/');
  if (top === 'loader' || top === 'src') return top;
  if (top === 'widgets') return `widgets/${name}`;
  return undefined;
}

/**
 * Why an import breaks the floors (docs/architecture.md#layers-loader--widgets--src), or undefined when it keeps to
 * them: `loader/` imports from itself and `src/` (widget code only through the build's table, with `import()`);
 * a widget from its own folder and `src/`; `src/` from itself alone. Any floor may import `types/` (declarations).
 */
export function brokenFloor(from: string, to: string): string | undefined {
  const here = floor(from);
  const there = floor(to);
  if (!here || !there || here === there) return undefined;
  if (here === 'src') return 'src/ imports neither loader/ nor widgets/: move what both need into src/';
  if (here === 'loader') return there === 'src' ? undefined : "loader/ imports a widget only through the build's table (loader/registry.ts)";
  if (there === 'src') return undefined;
  if (there === 'loader') return 'a widget imports from src/ and its own folder, never loader/';
  return `a widget imports from src/ and its own folder, never another widget's (${there}/): share through src/`;
}

/** Every import that breaks the floors, as `file:line imports target: why`. */
export function floorViolations(graph: Map<string, Import[]>): string[] {
  return [...graph].flatMap(([from, imports]) =>
    imports.flatMap(({ to, spec, line }) => {
      if (!to) return [`${from}:${line} imports ${spec}, which is no file`];
      const why = brokenFloor(from, to);
      return why ? [`${from}:${line} imports ${to}: ${why}`] : [];
    }),
  );
}

describe('module floors: loader/ → widgets/<name>/ → src/', () => {
  it('tells each kind of import across floors', () => {
    const graph = new Map<string, Import[]>([
      ['src/api.ts', [{ to: 'loader/registry.ts', spec: '../loader/registry', line: 3 }]],
      [
        'src/ui/x.ts',
        [
          { to: 'widgets/bars/dom.ts', spec: '../../widgets/bars/dom', line: 1 },
          { to: 'src/lib/dom.ts', spec: '../lib/dom', line: 2 },
        ],
      ],
      [
        'widgets/banner/index.ts',
        [
          { to: 'widgets/bars/rules.ts', spec: '../bars/rules', line: 14 },
          { to: 'widgets/banner/style.ts', spec: './style', line: 15 },
        ],
      ],
      [
        'widgets/instalment/index.ts',
        [
          { to: 'loader/registry.ts', spec: '../../loader/registry', line: 9 },
          { to: 'types/storefront.d.ts', spec: '../../types/storefront', line: 10 },
        ],
      ],
      [
        'loader/index.ts',
        [
          { to: 'src/lib/dom.ts', spec: '../src/lib/dom', line: 1 },
          { to: 'widgets/footer/index.ts', spec: '../widgets/footer', line: 2 },
        ],
      ],
      ['loader/runtime.ts', [{ to: undefined, spec: './gone', line: 4 }]],
    ]);
    expect(floorViolations(graph)).toEqual([
      'src/api.ts:3 imports loader/registry.ts: src/ imports neither loader/ nor widgets/: move what both need into src/',
      'src/ui/x.ts:1 imports widgets/bars/dom.ts: src/ imports neither loader/ nor widgets/: move what both need into src/',
      "widgets/banner/index.ts:14 imports widgets/bars/rules.ts: a widget imports from src/ and its own folder, never another widget's (widgets/bars/): share through src/",
      'widgets/instalment/index.ts:9 imports loader/registry.ts: a widget imports from src/ and its own folder, never loader/',
      "loader/index.ts:2 imports widgets/footer/index.ts: loader/ imports a widget only through the build's table (loader/registry.ts)",
      'loader/runtime.ts:4 imports ./gone, which is no file',
    ]);
  });
  it('the shipped code keeps to its floors (every import, types and import() too)', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(floorViolations(graph)).toEqual([]);
  });
  it('every folder of widgets/ is a widget (its index.ts): code widgets share lives in src/', () => {
    const folders = readdirSync('widgets', { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.length).toBeGreaterThan(20);
    const notWidgets = folders
      .filter((d) => !['index.ts', 'index.tsx'].some((f) => existsSync(`widgets/${d.name}/${f}`)))
      .map((d) => `widgets/${d.name}/ has no index.ts: a folder of widgets/ is one widget; move the code widgets share into src/`);
    expect(notWidgets).toEqual([]);
  });
});

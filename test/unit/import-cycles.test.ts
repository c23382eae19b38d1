import { describe, expect, it } from 'vitest';
import { importsOf, moduleGraph } from './module-graph';

/** Every import cycle, each once, as a path a → b → … → a. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        found.set([...cycle].sort().join('|'), [...cycle, next]);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

describe('imports', () => {
  it('the detector finds a cycle (a → b → a) and none in a tree', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'a']]);
    expect(
      cycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
  it('every kind of import counts: value, type, re-export, bare, import() and typeof import()', () => {
    const text = [
      "/** import('./in-a-comment') is none */",
      "import type { A } from './a';",
      "import { type B, c } from './b';",
      "export type { D } from './d';",
      "export * from './e';",
      "import './f';",
      "const g = () => import('./g');",
      'function h() {',
      '  return import(',
      "    './h');",
      '}',
      "type I = typeof import('./i');",
      "import v from 'valibot';",
    ].join('\n');
    const found = importsOf('src/x.ts', text).map((i) => `${i.spec}:${i.line}`);
    expect(found).toEqual(['./a:2', './b:3', './d:4', './e:5', './f:6', './g:7', './h:10', './i:12']);
  });
  it('no import cycle in the shipped code (loader, src, widgets)', () => {
    const modules = moduleGraph();
    expect(modules.size).toBeGreaterThan(100);
    const graph = new Map([...modules].map(([file, imports]) => [file, imports.flatMap((i) => (i.to ? [i.to] : []))]));
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });
});

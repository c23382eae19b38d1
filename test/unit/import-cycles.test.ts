import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shipped code's modules (loader, widgets, src) and their imports: static value imports (type-only imports ship
 * nothing) and `import('…')` (a module loaded later is still a dependency: two modules importing each other either way
 * are one job split in two).
 */
function modules(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) files.push(file);
    }
  };
  ['loader', 'src', 'widgets'].forEach(walk);
  const resolve = (from: string, spec: string) => {
    const base = path.join(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile());
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps: string[] = [];
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
      const target = resolve(file, m[1]);
      if (target) deps.push(target);
    }
    for (const m of text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = resolve(file, m[1]);
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

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
  it('no import cycle in the shipped code (loader, src, widgets)', () => {
    const graph = modules();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });
});

// Browser code and Node code type-checked apart (docs/testing.md, "What npm run typecheck checks"): the shipped code
// (src/, widgets/, loader/, types/) under tsconfig.browser.json, the DOM without Node's types; the tests, the fixture
// shop's and the tools' types and the root configs under tsconfig.node.json. A shipped-like file that uses Node's
// globals fails the browser config (each use named, nothing else), with the whole shipped program around it, and
// passes the Node one; the browser program holds no Node types; every TypeScript file of the repository is in one of
// the programs `npm run typecheck` checks, every shipped one in the browser's.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve('.');
const TSC = path.join(repo, 'node_modules/typescript-native/bin/tsc');
const BROWSER = 'tsconfig.browser.json';
const NODE = 'tsconfig.node.json';
const SHIPPED = ['src', 'widgets', 'loader', 'types'];

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** tsc in the repository: its exit code and what it said. */
function tsc(args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [TSC, '--pretty', 'false', ...args], { cwd: repo, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The files of a config's program (absolute paths). */
function programOf(config: string): string[] {
  const run = tsc(['--noEmit', '--listFilesOnly', '-p', config]);
  expect(run.status, `${config}: ${run.output}`).toBe(0);
  return run.output.split('\n').filter((line) => line.trim());
}

/** A config's `include` (its own: both configs are plain JSON). */
const includeOf = (config: string): string[] => JSON.parse(readFileSync(config, 'utf8')).include;

// A shipped module that leans on Node: each line's global is Node's, none is the browser's.
const NODE_GLOBALS = `export const mode: string | undefined = process.env.MODE;
export const size: number = Buffer.from('storefront').length;
export const timer: NodeJS.Timeout = setTimeout(() => {}, 0);
export const fs: unknown = require('node:fs');
`;

/**
 * Type-checks `text`, written to a temporary folder (node_modules linked, so that `types` resolve as in the
 * repository), under a config that extends `config`: its program is `config`'s `include` and the file when
 * `withProgram`, the file alone otherwise.
 */
function check(config: string, text: string, withProgram: boolean): { status: number | null; output: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tsconfig-split-'));
  made.push(dir);
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const file = path.join(dir, 'shipped.ts');
  writeFileSync(file, text);
  const include = (withProgram ? includeOf(config).map((entry) => path.join(repo, entry)) : []).concat(file);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: path.join(repo, config), include }));
  return { ...tsc(['--noEmit', '-p', path.join(dir, 'tsconfig.json')]), file };
}

describe('a shipped file that uses Node globals', () => {
  it('fails the browser config, with the whole shipped program: each use named, and nothing else', () => {
    const { status, output, file } = check(BROWSER, NODE_GLOBALS, true);
    expect(status).not.toBe(0);
    const lines = output.split('\n').filter((line) => line.trim());
    const at = (line: number, name: string) => new RegExp(`${path.basename(file)}\\(${line},\\d+\\): error TS\\d+: Cannot find (name|namespace) '${name}'`);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(at(1, 'process'));
    expect(lines[1]).toMatch(at(2, 'Buffer'));
    expect(lines[2]).toMatch(at(3, 'NodeJS'));
    expect(lines[3]).toMatch(at(4, 'require'));
  });

  it('passes the Node config', () => {
    const { status, output } = check(NODE, NODE_GLOBALS, false);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it("a browser timer is a number in the browser config (Node's setTimeout answers a Timeout)", () => {
    const timer = 'export const timer: number = setTimeout(() => {}, 0);\n';
    expect(check(BROWSER, timer, false)).toMatchObject({ status: 0, output: '' });
    expect(check(NODE, timer, false).output).toMatch(/error TS2322: Type 'Timeout' is not assignable to type 'number'/);
  });
});

describe('what npm run typecheck checks', () => {
  const script: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.typecheck;
  const configs = [...script.matchAll(/-p (\S+)/g)].map((m) => m[1]);
  const programs = new Map<string, string[]>();
  beforeAll(() => configs.forEach((config) => programs.set(config, programOf(config))));

  it('runs the browser config and the Node config, and fails when one fails', () => {
    expect(configs).toEqual([BROWSER, NODE]);
    expect(script.split(' && ')).toHaveLength(configs.length);
  });

  it('the browser program holds no Node types, the Node program holds them', () => {
    const nodeTypes = (files: string[]) => files.filter((f) => f.includes('/@types/node/'));
    expect(nodeTypes(programs.get(BROWSER)!)).toEqual([]);
    expect(nodeTypes(programs.get(NODE)!).length).toBeGreaterThan(0);
  });

  it('every TypeScript file is in one of its programs, every shipped one in the browser program', () => {
    const skipped = new Set([
      'node_modules',
      '.git',
      ...readFileSync('.gitignore', 'utf8')
        .split('\n')
        .map((l) => l.trim().replace(/\/$/, '')),
    ]);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        skipped.has(e.name) ? [] : e.isDirectory() ? walk(path.join(dir, e.name)) : /\.(ts|tsx|mts|cts)$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const files = walk(repo).map((f) => path.relative(repo, f));
    const relative = (program: string[]) => new Set(program.map((f) => path.relative(repo, f)));
    const checked = new Set(configs.flatMap((config) => [...relative(programs.get(config)!)]));
    const browser = relative(programs.get(BROWSER)!);
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((f) => !checked.has(f))).toEqual([]);
    expect(files.filter((f) => SHIPPED.includes(f.split(path.sep)[0]) && !browser.has(f))).toEqual([]);
  });
});

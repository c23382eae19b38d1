import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of a module: the file it names (relative to the repository, `/`-separated) and where. */
export interface Import {
  /** The imported file, or undefined when a relative specifier names no file. */
  to: string | undefined;
  /** The specifier as written. */
  spec: string;
  /** Its 1-based line in the importing file. */
  line: number;
}

/** The folders of the shipped code. */
const SHIPPED = ['loader', 'src', 'widgets'];

/** The file a relative specifier names, as TypeScript's bundler resolution finds it, relative to the repository. */
function resolve(from: string, spec: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), spec);
  const stem = base.replace(/\.[cm]?js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.d.ts`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => existsSync(f) && statSync(f).isFile());
}

/**
 * The relative imports of one module's text, every kind: `import … from`, `import type`, `import { type … }`,
 * `export … from`, `export type … from`, a bare `import '…'`, `import('…')` anywhere (also `typeof import('…')`) and
 * `import x = require('…')`; TypeScript's own pre-processor reads them, so an import in a comment or a string is not
 * one. Package imports (`valibot`, `virtual:widget-table`) are left out.
 */
export function importsOf(file: string, text: string): Import[] {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter((f) => f.fileName.startsWith('.'))
    .map((f) => ({ to: resolve(file, f.fileName), spec: f.fileName, line: lineOf(f.pos) }));
}

/** The shipped code's modules (loader/, src/, widgets/: every .ts and .tsx but declaration files) and their imports. */
export function moduleGraph(): Map<string, Import[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.posix.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) files.push(file);
    }
  };
  SHIPPED.forEach(walk);
  return new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The code after the loader makes its requests with the one HTTP client, src/net/http.ts (a ky instance). */
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name).split(path.sep).join('/');
    return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/**
 * The loader's side sends with fetch: the batch (in the loader) and the error log (fetched by the loader). And one
 * check that is no request of the shop's: when a lazy part's import fails, src/lib/load-failed.ts asks whether the page is
 * still there with a HEAD of the bundle's own file, as the loader's registry does for its chunks (a page being left
 * aborts it too); it is in the core chunk, which never reaches ky, and it sends nothing and reads no answer.
 */
const LOADER_SIDE = ['src/net/batch.ts', 'src/net/error-log.ts', 'src/lib/load-failed.ts'];

describe('one HTTP client after the loader', () => {
  it("no global fetch in src/ and widgets/ but on the loader's side", () => {
    const calls = [...files('src'), ...files('widgets')]
      .filter((f) => !LOADER_SIDE.includes(f))
      .filter((f) => /(?<![\w.$])fetch\b(?!\s*[?:])/.test(code(f).replace(/typeof fetch\b/g, '')));
    expect(calls).toEqual([]);
  });

  it('ky is created once, in src/net/http.ts; the loader and the error log never reach it', () => {
    const all = [...files('loader'), ...files('src'), ...files('widgets')];
    expect(all.filter((f) => /^\s*import\s+(?!type\s)[^;]*from\s+['"]ky['"]/m.test(code(f)))).toEqual(['src/net/http.ts']);
    expect(all.filter((f) => /\bky\.create\(/.test(code(f)))).toEqual(['src/net/http.ts']);
    // Static and dynamic relative imports, from the loader's entries and the error log.
    const reached = new Set(['loader/index.ts', 'loader/dismissals-head.ts', 'src/net/error-log.ts']);
    for (const file of reached) {
      for (const m of code(file).matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
        const base = path.join(path.dirname(file), m[1]).split(path.sep).join('/');
        const target = [base, `${base}.ts`, `${base}.tsx`].find((f) => all.includes(f));
        // The loader's import() of widget code (the widget table) is not followed: that code is after the loader.
        if (target && (target.startsWith('loader/') || target.startsWith('src/')) && !/import\s*\(/.test(m[0])) reached.add(target);
      }
      expect(code(file), file).not.toMatch(/from\s+['"]ky['"]/);
    }
    expect([...reached]).not.toContain('src/net/http.ts');
    expect(reached.size).toBeGreaterThan(5);
  });

  it('widgets/ and src/ import nothing of the loader: not loader/, not its batch module (to wait for tracking or else)', () => {
    const imports = [...files('src'), ...files('widgets')].flatMap((f) =>
      [...code(f).matchAll(/(?:^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+|import\s*\(\s*)['"]([^'"]+)['"]/gm)]
        .map((m) => path.join(path.dirname(f), m[1]).split(path.sep).join('/'))
        .filter((target) => target.startsWith('loader/') || target === 'src/net/batch')
        .map((target) => `${f} → ${target}`),
    );
    expect(imports).toEqual([]);
  });
});

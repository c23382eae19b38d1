// `npm run new-widget` leaves texts to be written, each marked TODO (the catalogues' `<name>.label`, the manifest's
// "about", the docs page): none of them may pass `npm test` unwritten (issue 38). What a shopper reads and what the docs
// say are checked here; code comments may still say TODO.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TODO = /\bTODO\b/;

/** The string literals of a catalogue module that contain TODO, as "file:line: text". */
function todoStrings(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      return [...code.matchAll(/'([^'\\]|\\.)*'|"([^"\\]|\\.)*"|`([^`\\]|\\.)*`/g)].filter((m) => TODO.test(m[0])).map((m) => `${file}:${i + 1}: ${m[0]}`);
    });
}

describe('no text left unwritten (the scaffold marks them TODO)', () => {
  it('the catalogues (src/i18n/*.ts)', () => {
    const dir = 'src/i18n';
    const found = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => todoStrings(path.join(dir, f)));
    expect(found, `texts to write:\n${found.join('\n')}`).toEqual([]);
  });

  it('the widgets\' "about" (widgets/*/manifest.json)', () => {
    const found = readdirSync('widgets', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => {
        const file = path.join('widgets', d.name, 'manifest.json');
        try {
          const about = String((JSON.parse(readFileSync(file, 'utf8')) as { about?: unknown }).about ?? '');
          return TODO.test(about) ? [`${file}: ${about}`] : [];
        } catch {
          return [];
        }
      });
    expect(found, `texts to write:\n${found.join('\n')}`).toEqual([]);
  });

  it("the widgets' pages (docs/widgets/*.md)", () => {
    const dir = 'docs/widgets';
    const found = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .flatMap((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (TODO.test(line) ? [`${dir}/${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found, `texts to write:\n${found.join('\n')}`).toEqual([]);
  });
});

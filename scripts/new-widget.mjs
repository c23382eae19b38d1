// npm run new-widget <name> [-- --keys=Basket,Projector --hydrate=visible]: scaffolds a widget with every file
// README's "Add a widget" lists, so that the build and the checks pass from the start:
//  - widgets/<name>/manifest.json and index.ts (defineWidget with a schema, a part, a text from the catalogues);
//  - its Polish text `<name>.label` in a file of its own, src/i18n/pl-<slug>.ts, which index.ts adds (`addPolish`) so
//    the widget's chunk brings it, not the core chunk (src/i18n/pl.ts's `Later` type names it, for `MessageKey`); the
//    key in every other catalogue of src/i18n/ (the texts are to be written: each says TODO);
//  - docs/widgets/<name>.md (opening with about, moment and keys) and its row in docs/widgets/README.md;
//  - a fixture page fixtures/pages/<slug>.mjs with the marker, served at /<slug>.php and /cs/<slug>.php (its route in
//    fixtures/routes.mjs, its row in fixtures/README.md, both paths in the page list test/pages.mjs);
//  - test/e2e/<name>.spec.ts, a case in test/e2e/markup.spec.ts and a row in test/e2e/axe-coverage.ts.
// Every file is read and every insertion point found before anything is written: a bad name, a widget that exists or
// a file whose insertion point moved stops with one message and changes nothing. The written files are formatted with
// prettier.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BATCH_KEYS, MOMENTS, SCHEMA_PATH } from './manifest-schema.mjs';
import { NAME } from './widget-manifests.mjs';

/** Inserts `text` before the first occurrence of `anchor` in `source` (the file named for the error). */
function before(source, anchor, text, file) {
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: cannot find where to add the widget (${JSON.stringify(anchor.trim())}); add it by hand`);
  return source.slice(0, at) + text + source.slice(at);
}

/** Inserts `line` into the rows matching `row` (capture 1: the sort key), in order; at the line `end` when last. */
function sorted(source, row, key, line, end, file) {
  const next = [...source.matchAll(row)].find((m) => m[1] > key);
  if (next) return source.slice(0, next.index) + line + source.slice(next.index);
  const at = source.indexOf(`\n${end}`);
  if (at < 0) throw new Error(`${file}: cannot find where to add the widget (${JSON.stringify(end)}); add it by hand`);
  return source.slice(0, at + 1) + line + source.slice(at + 1);
}

/**
 * The files of a new widget `name` under `root`: { created: {path: text}, changed: {path: text} }, nothing written.
 * Throws when the name or an option is wrong, the widget exists, or a file's insertion point is not found.
 */
export function plan(name, { keys = [], hydrate = 'idle', root = '.' } = {}) {
  if (!NAME.test(name ?? '')) throw new Error(`"${name ?? ''}" is not a widget name: lower case letters, digits and _, starting with a letter (stock_badge)`);
  if (existsSync(path.join(root, 'widgets', name))) throw new Error(`widgets/${name} exists already`);
  for (const k of keys) if (!BATCH_KEYS.includes(k)) throw new Error(`--keys: "${k}" is not a batch key (${BATCH_KEYS.join(', ')})`);
  if (!MOMENTS.includes(hydrate)) throw new Error(`--hydrate: "${hydrate}" is not a moment (${MOMENTS.join(', ')})`);
  const slug = name.replaceAll('_', '-');
  const camel = name.replace(/_(\w)/g, (_, c) => c.toUpperCase());
  // The Polish texts' export (stock_badge: plStockBadge in src/i18n/pl-stock-badge.ts).
  const plName = `pl${camel[0].toUpperCase()}${camel.slice(1)}`;
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const about = `TODO: what ${name} does, and the spec sections it implements (spec §…).`;
  const created = {};
  const changed = {};

  created[`widgets/${name}/manifest.json`] = JSON.stringify({ $schema: SCHEMA_PATH, about, keys, hydrate }, null, 2) + '\n';
  created[`widgets/${name}/index.ts`] = `/**
 * ${name}: TODO what it does (spec §…). Its page: docs/widgets/${name}.md.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { part } from '../../src/lib/parts';
import { addPolish } from '../../src/i18n';
import { ${plName} } from '../../src/i18n/pl-${slug}';

// Polish: its texts (src/i18n/pl-${slug}.ts; not in the core chunk, this module brings them).
addPolish(${plName});

export default defineWidget({
  name: '${name}',
  // The marker's options (data-quantity="2" or data-config='{"quantity": 2}'): a v.number() or v.boolean() option
  // takes the attribute's string; anything else is refused with a warning naming the attribute.
  schema: v.object({ quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1) }),
  // The markup it needs: a marker without it is skipped with a warning naming it.
  parts: { label: part('its label', '.${name}__label', HTMLElement) },
  mount(_el, { config, parts }) {
    // Shopper-visible text only from the catalogues (src/i18n/*.ts), in the page's language.
    const { t } = getPage();
    const served = parts.label.textContent;
    parts.label.textContent = t('${name}.label', { quantity: config.quantity });
    return () => {
      parts.label.textContent = served;
    };
  },
});
`;

  // The Polish text in a file of its own, added by index.ts: pl.ts is the core chunk's, paid by every page before the
  // first interaction; pl.ts only names its type. The other languages' catalogues are lazy already: the key goes there.
  created[`src/i18n/pl-${slug}.ts`] =
    `/** Polish texts: the ${name} widget's. Not in the core chunk: widgets/${name}/index.ts adds them (\`addPolish\`), its chunk brings them. See pl.ts. */
export const ${plName} = {
  '${name}.label': 'TODO (pl): {quantity}',
} as const;
`;
  for (const file of readdirSync(path.join(root, 'src/i18n')).filter((f) => /^[a-z]{2}\.ts$/.test(f))) {
    const lang = file.slice(0, 2);
    const source = read(`src/i18n/${file}`);
    if (source.includes(`'${name}.`)) throw new Error(`src/i18n/${file} has keys of ${name} already`);
    if (lang === 'pl') {
      if (new RegExp(`\\b${plName}\\b`).test(source)) throw new Error(`src/i18n/pl.ts names ${plName} already (another part's texts); choose another name`);
      const imports = [...source.matchAll(/^import type \{ \w+ \} from '\.\/pl-[\w-]+';$/gm)].at(-1);
      if (!imports) throw new Error('src/i18n/pl.ts: cannot find where to add the widget ("import type { … } from \'./pl-…\';"); add it by hand');
      const at = imports.index + imports[0].length;
      const withImport = `${source.slice(0, at)}\nimport type { ${plName} } from './pl-${slug}';${source.slice(at)}`;
      const later = /^type Later =[^;]*/m.exec(withImport);
      if (!later) throw new Error('src/i18n/pl.ts: cannot find where to add the widget ("type Later = …;"); add it by hand');
      const end = later.index + later[0].length;
      changed[`src/i18n/${file}`] = `${withImport.slice(0, end)} & typeof ${plName}${withImport.slice(end)}`;
    } else {
      const line = `  '${name}.label': 'TODO (${lang}): {quantity}',`;
      changed[`src/i18n/${file}`] = before(source, '\n};\n', `\n${line}`, file);
    }
  }

  const keyList = keys.length ? keys.map((k) => `\`${k}\``).join(', ') : 'none';
  created[`docs/widgets/${name}.md`] = `# \`${name}\`

${about}

**Moment:** \`${hydrate}\` · **Batch keys:** ${keyList} · **Core chunk:** no

## Markup

\`\`\`html
<div class="${name}" data-widget="${name}" data-quantity="2"><span class="${name}__label">2</span></div>
\`\`\`

- **Parts:** \`label\` (required): \`.${name}__label\`.
- **Texts:** \`${name}.label\`: Polish in \`src/i18n/pl-${slug}.ts\` (its chunk brings it), and in every other catalogue of \`src/i18n/\`.

## Options

| option     | attribute       | default | what it does |
| ---------- | --------------- | ------- | ------------ |
| \`quantity\` | \`data-quantity\` | \`1\`     | TODO         |

## Behaviour

TODO. Tests: \`test/e2e/${name}.spec.ts\`; the fixture page \`/${slug}.php\`.
`;
  changed['docs/widgets/README.md'] = sorted(
    read('docs/widgets/README.md'),
    /^\| \[`([a-z0-9_]+)`\]/gm,
    name,
    `| [\`${name}\`](${name}.md) | \`${hydrate}\` | ${keys.join(', ')} | | ${about} |\n`,
    '\nWidgets share code only through `src/`',
    'docs/widgets/README.md',
  );
  if (!changed['docs/widgets/README.md'].includes(`| [\`${name}\`]`)) throw new Error('docs/widgets/README.md: the row was not added');

  created[`fixtures/pages/${slug}.mjs`] = `/**
 * The ${name} widget's page (GET /${slug}.php, /cs/${slug}.php): its marker as the server renders it.
 */
import { html } from './html.mjs';

const T = {
  pl: { title: 'TODO (pl): ${name}' },
  cs: { title: 'TODO (cs): ${name}' },
};

export function ${camel}Page(ctx) {
  const t = T[ctx.shop.id] ?? T.pl;
  const body = html\`<h1>\${t.title}</h1>
<div class="${name}" data-widget="${name}" data-quantity="2"><span class="${name}__label">2</span></div>\`;
  return { type: '${slug}_page', title: t.title, body };
}
`;
  let routes = read('fixtures/routes.mjs');
  routes = before(
    routes,
    "import { calendarPage } from './pages/calendar.mjs';",
    `import { ${camel}Page } from './pages/${slug}.mjs';\n`,
    'fixtures/routes.mjs',
  );
  routes = before(
    routes,
    "    case '/calendar.php':",
    `    case '/${slug}.php':\n      return getOnly(ctx, helpers, () => ${camel}Page(ctx));\n`,
    'fixtures/routes.mjs',
  );
  changed['fixtures/routes.mjs'] = routes;
  changed['fixtures/README.md'] = before(
    read('fixtures/README.md'),
    '| not found ',
    `| the \`${name}\` widget's page | \`/${slug}.php\` | \`/cs/${slug}.php\` | \`${slug}_page\` |\n`,
    'fixtures/README.md',
  );
  let pages = read('test/pages.mjs');
  pages = before(pages, "  '/calendar.php',", `  '/${slug}.php',\n`, 'test/pages.mjs');
  pages = before(pages, "  '/cs/calendar.php',", `  '/cs/${slug}.php',\n`, 'test/pages.mjs');
  changed['test/pages.mjs'] = pages;

  const testTitle = 'mounts on its page with its text from the catalogue';
  created[`test/e2e/${name}.spec.ts`] = `/**
 * ${name}: TODO its behaviour, its options, its bad input.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors } from './helpers';

test.describe('${name}', () => {
  for (const [shop, url, text] of [
    ['Polish', '/${slug}.php', 'TODO (pl): 2'],
    ['Czech', '/cs/${slug}.php', 'TODO (cs): 2'],
  ]) {
    test(\`\${shop} shop: ${testTitle}\`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(url);
      const marker = page.locator('[data-widget="${name}"]');
      await expect(marker).toHaveAttribute('data-widget-state', 'mounted');
      await expect(marker.locator('.${name}__label')).toHaveText(text);
      await expectNoAxeViolations(page, '${name} mounted');
      expect(errors).toEqual([]);
    });
  }
});
`;
  changed['test/e2e/markup.spec.ts'] = before(
    read('test/e2e/markup.spec.ts'),
    '\n];\n\nasync function serveWith',
    `\n  {\n    widget: '${name}',\n    page: '/${slug}.php',\n    bad: [extra, notAnObject, broken, { label: 'a number option that is not one', attributes: 'data-quantity="two"', names: 'data-quantity' }],\n  },`,
    'test/e2e/markup.spec.ts',
  );
  changed['test/e2e/axe-coverage.ts'] = sorted(
    read('test/e2e/axe-coverage.ts'),
    /^ {2}([a-z0-9_]+): \{ file:/gm,
    name,
    `  ${name}: { file: '${name}.spec.ts', test: '${testTitle}' },\n`,
    '};',
    'test/e2e/axe-coverage.ts',
  );
  for (const file of Object.keys(created)) if (existsSync(path.join(root, file))) throw new Error(`${file} exists already`);
  return { created, changed };
}

/** Writes the plan's files (formatted with prettier) under `root`; returns their paths. */
export async function newWidget(name, options = {}) {
  const root = options.root ?? '.';
  const { created, changed } = plan(name, options);
  const prettier = await import('prettier');
  const files = { ...created, ...changed };
  const formatted = {};
  for (const [file, text] of Object.entries(files)) {
    const config = (await prettier.resolveConfig(path.join(root, file))) ?? {};
    formatted[file] = await prettier.format(text, { ...config, filepath: path.join(root, file) });
  }
  for (const [file, text] of Object.entries(formatted)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return Object.keys(files);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const option = (key) => args.find((a) => a.startsWith(`--${key}=`))?.slice(key.length + 3);
  try {
    const keys = option('keys')?.split(',').filter(Boolean) ?? [];
    const files = await newWidget(name, { keys, hydrate: option('hydrate') ?? 'idle' });
    console.log(`widgets/${name}: ${files.length} files written or changed:\n  ${files.join('\n  ')}`);
    console.log(
      `Next: write its "about" (manifest.json, docs page, the index row), its texts (TODO: Polish in src/i18n/pl-${name.replaceAll('_', '-')}.ts, which its index.ts adds and its chunk brings, not the core's pl.ts; the other languages in src/i18n/<lang>.ts), the fixture markup, the behaviour and its tests (npm test fails while a TODO text is left: test/unit/unwritten-texts.test.ts); then npm run editor-data (the editors' widget names and options), npm run build and npx vitest run.`,
    );
  } catch (error) {
    console.error(`npm run new-widget: ${error.message}; nothing was written.`);
    process.exit(1);
  }
}

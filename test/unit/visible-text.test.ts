// Shopper-visible text comes from the catalogues (src/i18n/*.ts, `t('key')`), in the page's language: a Polish text
// written into a widget shows on the Czech shop. This scans the shipped code (src/, widgets/, loader/; not src/i18n/)
// with TypeScript's parser (not src/inspector/, the theme developer's tool, in English) and fails, with file:line, on
//  - a string with letters written where the shopper sees or hears it: assigned to textContent, innerText, title,
//    placeholder, alt, label, ariaLabel, …; given to setAttribute for aria-label, title, placeholder, alt, …; given to
//    createTextNode, alert, confirm or prompt; JSX text, or a JSX attribute of those names;
//  - any string holding Polish or Czech letters (ą, ł, ř, ů, …) or words (brak, magazyn, koszyk, skladem, …).
// Strings in comments are not code and are not scanned. ALLOWED lists the few exceptions, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Properties and attributes a shopper reads or hears. */
const VISIBLE = new Set([
  'textContent',
  'innerText',
  'title',
  'placeholder',
  'alt',
  'label',
  'ariaLabel',
  'ariaDescription',
  'ariaRoleDescription',
  'ariaValueText',
  'ariaPlaceholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
]);
const CALLS = new Set(['createTextNode', 'alert', 'confirm', 'prompt']);
/** Letters of Polish and Czech outside ASCII; words of both that a widget's text would have and code would not. */
const POLISH_CZECH =
  /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻčďěňřšťůýČĎĚŇŘŠŤŮÝ]|\b(brak|magazyn\w*|koszyk\w*|zamknij|szukaj|dostawa|dostepn\w*|sztuk|produkt(y|ow)|skladem|kosik\w*|zbozi|doprava|zavrit|hledat)\b/i;

/**
 * Exceptions, by `file:line-text` fragment: what the string is, and why it is not the shopper's text in a language.
 * Keep this list short; a real text goes into the catalogues for every language.
 */
const ALLOWED: { file: string; text: string; why: string }[] = [
  { file: 'src/lib/currency.ts', text: 'zł', why: "the default currency's symbol (PLN), not a language: a shop's page configuration gives its own" },
  { file: 'widgets/projector/index.ts', text: 'i', why: 'the info icon of the deposit trigger, aria-hidden (the button is named from the catalogue)' },
  { file: 'widgets/projector/Deposit.tsx', text: 'i', why: 'the same info icon in the island, aria-hidden' },
  { file: 'loader/dismissals-head.ts', text: 'html:not(.order_process) :is(', why: "the head guard's style sheet (a <style> element's textContent)" },
  { file: 'loader/dismissals-head.ts', text: '){display:none!important}', why: "the head guard's style sheet, its closing part" },
];

const ROOTS = ['src', 'widgets', 'loader'];
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // src/inspector: the theme developer's tool (`?storefront-debug`), in English on every shop, never a shopper's.
    if (e.isDirectory()) return p === path.join('src', 'i18n') || p === path.join('src', 'inspector') ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

interface Finding {
  at: string;
  text: string;
  why: string;
}

/** The literal texts an expression evaluates to: a literal, a template's fixed parts, +, ||, ??, ?: of them. */
function literals(node: ts.Node): ts.Node[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return literals(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((s) => s.literal)];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.PlusToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
  )
    return [...literals(node.left), ...literals(node.right)];
  return [];
}
const textOf = (node: ts.Node) => (ts.isJsxText(node) ? node.text : (node as ts.LiteralLikeNode).text);
const hasLetters = (text: string) => /\p{L}/u.test(text);
const nameOf = (node: ts.Node): string | undefined =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node) ? node.text : ts.isJsxNamespacedName(node) ? node.name.text : undefined;

/** The findings in one file's source text. */
function scan(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const add = (node: ts.Node, why: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ at: `${file}:${line}`, text: textOf(node).trim(), why });
  };
  const visible = (value: ts.Node | undefined, where: string) => {
    if (value) for (const lit of literals(value)) if (hasLetters(textOf(lit))) add(lit, `shopper-visible text in ${where}`);
  };
  const visit = (node: ts.Node) => {
    // el.textContent = '…', el.ariaLabel = '…'
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) {
      const name = node.left.name.text;
      if (VISIBLE.has(name)) visible(node.right, name);
    }
    // { textContent: '…' } (Object.assign(el, …), createElement helpers)
    if (ts.isPropertyAssignment(node) && VISIBLE.has(nameOf(node.name) ?? '')) visible(node.initializer, nameOf(node.name)!);
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
      const [first, second] = node.arguments;
      // el.setAttribute('aria-label', '…')
      if (callee === 'setAttribute' && first && ts.isStringLiteral(first) && VISIBLE.has(first.text)) visible(second, first.text);
      if (CALLS.has(callee)) visible(first, `${callee}()`);
    }
    // <p>Brak</p>, <button aria-label="Zamknij">
    if (ts.isJsxText(node) && hasLetters(node.text)) add(node, 'JSX text');
    if (ts.isJsxAttribute(node) && VISIBLE.has(nameOf(node.name) ?? '') && node.initializer)
      visible(ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer, `the JSX attribute ${nameOf(node.name)}`);
    // Any string with Polish or Czech in it.
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) && POLISH_CZECH.test(node.text))
      add(node, 'Polish or Czech text');
    ts.forEachChild(node, visit);
  };
  visit(sf);
  // One finding per place (a literal may be both assigned and Polish).
  return found.filter((f, i) => found.findIndex((g) => g.at === f.at && g.text === f.text) === i);
}

describe('shopper-visible text comes from the catalogues (src/i18n/)', () => {
  it('no text in src/, widgets/ or loader/ outside them', () => {
    const all = ROOTS.flatMap(files).flatMap((file) => scan(file.replaceAll('\\', '/'), readFileSync(file, 'utf8')));
    const allowed = (f: Finding, a: (typeof ALLOWED)[number]) => f.at.startsWith(`${a.file}:`) && f.text === a.text;
    const unexplained = all.filter((f) => !ALLOWED.some((a) => allowed(f, a)));
    expect(unexplained.map((f) => `${f.at}: ${f.why}: ${JSON.stringify(f.text)}`)).toEqual([]);
    // Every exception still matches something: a stale one is removed.
    for (const a of ALLOWED)
      expect(
        all.some((f) => allowed(f, a)),
        `ALLOWED ${a.file} "${a.text}"`,
      ).toBe(true);
  });

  it('finds text written into a widget, by file and line', () => {
    const widget = `import { t } from './t';
export function mount(el: HTMLElement, badge: HTMLElement) {
  el.textContent = 'Brak w magazynie';
  badge.setAttribute('aria-label', \`Zostało \${n} sztuk\`);
  el.title = n > 1 ? t('stock.many') : 'Out of stock';
  el.textContent = t('stock.none');
  el.setAttribute('data-state', 'empty');
  const symbol = '\\u2191';
  el.append(document.createTextNode('Skladem'));
}
const Panel = () => <p className="x" aria-label="Zavřít">Dostępny</p>;
`;
    expect(scan('widgets/stock_badge/index.tsx', widget).map((f) => `${f.at} ${f.text}`)).toEqual([
      'widgets/stock_badge/index.tsx:3 Brak w magazynie',
      'widgets/stock_badge/index.tsx:4 Zostało',
      'widgets/stock_badge/index.tsx:4 sztuk',
      'widgets/stock_badge/index.tsx:5 Out of stock',
      'widgets/stock_badge/index.tsx:9 Skladem',
      'widgets/stock_badge/index.tsx:11 Zavřít',
      'widgets/stock_badge/index.tsx:11 Dostępny',
    ]);
  });
});

/**
 * A small ICU-like message formatter: "{name}" placeholders and
 * "{n, plural, =0 {...} one {# ...} few {...} other {...}}" with Intl.PluralRules.
 * Pure: no DOM. Values render as text wherever the result is used.
 */
export type MessageValues = Record<string, string | number>;

const pluralRulesCache = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesCache.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRulesCache.set(locale, rules);
  }
  return rules;
}

/** Finds the index of the "}" closing the "{" at `open`. */
function matchBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function formatPlural(body: string, value: number, locale: string): string {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const selector = body.slice(i, open).trim();
    const close = matchBrace(body, open);
    if (close < 0) break;
    options.set(selector, body.slice(open + 1, close));
    i = close + 1;
  }
  const chosen = options.get(`=${value}`) ?? options.get(pluralRules(locale).select(value)) ?? options.get('other') ?? '';
  return chosen.replace(/#/g, String(value));
}

export function formatMessage(template: string, values: MessageValues = {}, locale = 'pl'): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = matchBrace(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const comma = inner.indexOf(',');
    if (comma > 0 && /^\s*plural\s*,/.test(inner.slice(comma + 1))) {
      const name = inner.slice(0, comma).trim();
      const body = inner.slice(inner.indexOf(',', comma + 1) + 1);
      out += formatPlural(body, Number(values[name] ?? 0), locale);
    } else {
      const name = inner.trim();
      out += name in values ? String(values[name]) : `{${name}}`;
    }
    i = close + 1;
  }
  return out;
}

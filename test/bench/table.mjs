// The plain fixed-width table printed to stdout.

const COLUMNS = [
  { key: 'section', title: 'Section', width: 10 },
  { key: 'name', title: 'Figure', width: 60 },
  { key: 'page', title: 'Page', width: 8 },
  { key: 'value', title: 'Value', width: 12, right: true },
  { key: 'unit', title: 'Unit', width: 6 },
  { key: 'budget', title: 'Budget', width: 14 },
  { key: 'status', title: 'Status', width: 6 },
];

function formatValue(v) {
  if (v == null) return 'n/a';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(v < 1 ? 4 : 1);
  return String(v);
}

function cell(text, { width, right }) {
  const s = String(text ?? '');
  const t = s.length > width ? s.slice(0, width - 1) + '…' : s;
  return right ? t.padStart(width) : t.padEnd(width);
}

export function formatTable(rows) {
  const line = (values) =>
    COLUMNS.map((c) => cell(values[c.key], c))
      .join('  ')
      .trimEnd();
  const out = [line(Object.fromEntries(COLUMNS.map((c) => [c.key, c.title]))), COLUMNS.map((c) => '-'.repeat(c.width)).join('  ')];
  let section = null;
  for (const r of rows) {
    if (section !== null && r.section !== section) out.push('');
    out.push(
      line({
        ...r,
        section: r.section === section ? '' : r.section,
        value: formatValue(r.value),
        status: r.ok == null ? '' : r.ok ? 'ok' : r.openIssue ? 'MISSED' : 'OVER',
      }),
    );
    section = r.section;
  }
  return out.join('\n');
}

// bench-report/index.html: bundle treemap, bar charts (inline SVG), the figures table and the raw figures as JSON.
// Self-contained: no external assets.
import { squarify } from './treemap.mjs';
import { widgetOf } from './sizes.mjs';

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const fmtInt = (n) => (n == null ? '–' : Math.round(n).toLocaleString('en-US'));
const px = (n) => Math.round(n * 10) / 10;

/** A readable name for a module id: "react-dom/react-dom-client.production.js", "widgets/menu_basket/MiniBasket.tsx". */
function moduleLabel(id) {
  const p = id.replaceAll('\\', '/');
  const i = p.lastIndexOf('node_modules/');
  if (i >= 0) {
    const parts = p.slice(i + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const base = parts[parts.length - 1];
    return parts.length > (pkg.includes('/') ? 2 : 1) ? `${pkg}/${base}` : pkg;
  }
  return p.split('/').slice(-2).join('/');
}

/** What a chunk is: loader, widget name, react or its rollup name. */
function chunkLabel(chunk, sizes) {
  if (chunk.fileName === sizes.loader.fileName) return 'loader';
  const widget = widgetOf(chunk);
  if (widget) return `widget ${widget}`;
  if (chunk.fileName === sizes.reactFile) return 'react';
  return chunk.name || chunk.fileName;
}

// Hues: the loader blue, React teal, the rest from a palette that avoids both.
const PALETTE = [25, 280, 95, 340, 45, 250, 0, 130, 310, 60, 225, 15];

function fitText(text, width, charWidth = 6.2) {
  const max = Math.floor((width - 6) / charWidth);
  if (max < 3) return '';
  return text.length <= max ? text : text.slice(0, Math.max(1, max - 1)) + '…';
}

function treemapSvg(sizes, { width = 1100, height = 620 } = {}) {
  const fileSize = new Map(sizes.files.map((f) => [f.fileName, f]));
  let next = 0;
  const chunks = sizes.chunks.map((c) => {
    const modules = Object.entries(c.modules || {}).map(([id, len]) => ({ id, value: len }));
    const value = modules.reduce((a, m) => a + (m.value > 0 ? m.value : 0), 0);
    const hue = c.fileName === sizes.loader.fileName ? 210 : c.fileName === sizes.reactFile ? 170 : PALETTE[next++ % PALETTE.length];
    return { chunk: c, modules, value, hue };
  });
  const total = chunks.reduce((a, c) => a + c.value, 0);
  const parts = [];
  for (const { item: c, x, y, w, h } of squarify(chunks, 0, 0, width, height)) {
    const label = chunkLabel(c.chunk, sizes);
    const f = fileSize.get(c.chunk.fileName);
    const title =
      `${label} — ${c.chunk.fileName}\nrendered ${fmtInt(c.value)} B (${((100 * c.value) / total).toFixed(1)}% of the bundle)` +
      (f ? `\nfile ${fmtInt(f.raw)} B raw, ${fmtInt(f.gzip)} B gzip -9` : '');
    parts.push(
      `<g class="chunk"><rect x="${px(x)}" y="${px(y)}" width="${px(w)}" height="${px(h)}" fill="hsl(${c.hue} 45% 35%)" stroke="#fff" stroke-width="2"><title>${esc(title)}</title></rect>`,
    );
    const header = h > 34 && w > 40 ? 16 : 0;
    if (header)
      parts.push(
        `<text x="${px(x + 4)}" y="${px(y + 12)}" class="chunk-label">${esc(fitText(`${label} · ${f ? fmtInt(f.gzip) + ' B gz' : ''}`, w, 6.6))}</text>`,
      );
    const pad = w > 12 && h > 12 ? 3 : 0;
    const inner = squarify(c.modules, x + pad, y + header + pad, Math.max(0, w - 2 * pad), Math.max(0, h - header - 2 * pad));
    inner.forEach(({ item: m, x: mx, y: my, w: mw, h: mh }, j) => {
      const light = 55 + ((j * 7) % 30);
      const mtitle = `${m.id}\n${fmtInt(m.value)} B rendered (${((100 * m.value) / c.value).toFixed(1)}% of ${label})`;
      parts.push(
        `<rect x="${px(mx)}" y="${px(my)}" width="${px(mw)}" height="${px(mh)}" fill="hsl(${c.hue} 55% ${light}%)" stroke="hsl(${c.hue} 45% 35%)" stroke-width="0.6"><title>${esc(mtitle)}</title></rect>`,
      );
      if (mw > 40 && mh > 13) parts.push(`<text x="${px(mx + 3)}" y="${px(my + 11)}" class="module-label">${esc(fitText(moduleLabel(m.id), mw))}</text>`);
    });
    parts.push('</g>');
  }
  return `<svg class="treemap" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Bundle composition: chunks and their modules, sized by rendered length">${parts.join('')}</svg>`;
}

/**
 * Horizontal bar chart. items: [{ label, value, min?, max?, title?, color? }]; budget: { value, label }.
 */
export function barChart({ items, unit = '', budget, width = 820, barHeight = 20, format = fmtInt, ariaLabel }) {
  const labelW = 260;
  const valueW = 110;
  const plotW = width - labelW - valueW;
  const top = budget ? 16 : 4;
  const height = top + items.length * (barHeight + 6) + 4;
  const scaleMax = Math.max(1, ...items.map((i) => Math.max(i.value ?? 0, i.max ?? 0)), budget?.value ?? 0);
  const sx = (v) => labelW + (plotW * Math.max(0, v)) / scaleMax;
  const parts = [];
  items.forEach((item, i) => {
    const y = top + i * (barHeight + 6);
    const title = item.title ?? `${item.label}: ${format(item.value)} ${unit}`;
    parts.push(`<text x="${labelW - 6}" y="${y + barHeight * 0.7}" text-anchor="end" class="bar-label">${esc(fitText(item.label, labelW, 6.4))}</text>`);
    if (item.value != null) {
      parts.push(
        `<rect x="${labelW}" y="${y}" width="${px(sx(item.value) - labelW)}" height="${barHeight}" fill="${item.color || '#3b6ea5'}"><title>${esc(title)}</title></rect>`,
      );
      if (item.min != null && item.max != null) {
        const cy = y + barHeight / 2;
        parts.push(
          `<path d="M${px(sx(item.min))} ${cy}H${px(sx(item.max))}M${px(sx(item.min))} ${y + 4}V${y + barHeight - 4}M${px(sx(item.max))} ${y + 4}V${y + barHeight - 4}" stroke="#111" stroke-width="1.5" fill="none"><title>${esc(`min ${format(item.min)} ${unit}, max ${format(item.max)} ${unit}`)}</title></path>`,
        );
      }
    }
    parts.push(
      `<text x="${width - valueW + 6}" y="${y + barHeight * 0.7}" class="bar-value">${esc(item.value == null ? 'n/a' : `${format(item.value)} ${unit}`)}</text>`,
    );
  });
  if (budget) {
    const bx = px(sx(budget.value));
    parts.push(
      `<line x1="${bx}" x2="${bx}" y1="2" y2="${height}" stroke="#c0392b" stroke-dasharray="4 3" stroke-width="1.5"/><text x="${bx + 3}" y="11" class="budget-label">${esc(budget.label)}</text>`,
    );
  }
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(ariaLabel || 'bar chart')}">${parts.join('')}</svg>`;
}

function rowsTable(rows) {
  const body = rows
    .map((r) => {
      const status = r.ok == null ? '' : r.ok ? 'ok' : r.openIssue ? `MISSED (${r.openIssue})` : 'OVER';
      const value = r.value == null ? 'n/a' : typeof r.value === 'number' ? r.value.toLocaleString('en-US') : String(r.value);
      return `<tr class="${r.ok === false ? 'over' : ''}"><td>${esc(r.section)}</td><td>${esc(r.name)}</td><td>${esc(r.page)}</td><td class="num">${esc(value)}</td><td>${esc(r.unit)}</td><td>${esc(r.budget)}</td><td>${status}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr><th>section</th><th>figure</th><th>page</th><th>value</th><th>unit</th><th>budget</th><th></th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The whole report. charts: [{ title, svg }]. */
export function renderReport({ sizes, rows, budgets, figures, charts, generatedAt = new Date().toISOString() }) {
  const failed = budgets.filter((b) => !b.ok && !b.knownMiss);
  const missed = budgets.filter((b) => !b.ok && b.knownMiss);
  const json = JSON.stringify(figures, null, 1).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront bundle bench</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1c1c1c; max-width: 1160px; }
  h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; }
  .status { padding: 8px 12px; border-radius: 4px; display: inline-block; font-weight: 600; }
  .status.pass { background: #e3f4e6; color: #1d6b2c; } .status.fail { background: #fbe4e1; color: #9b2416; }
  svg { display: block; max-width: 100%; height: auto; font-family: system-ui, sans-serif; }
  .chunk-label { font-size: 11px; font-weight: 600; fill: #fff; pointer-events: none; }
  .module-label { font-size: 10px; fill: #111; pointer-events: none; }
  .bar-label, .bar-value { font-size: 12px; fill: #1c1c1c; } .budget-label { font-size: 11px; fill: #c0392b; }
  .treemap rect:hover { opacity: .85; }
  table { border-collapse: collapse; font-size: 13px; } td, th { border-bottom: 1px solid #ddd; padding: 3px 8px; text-align: left; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; } tr.over td { background: #fbe4e1; }
</style>
</head>
<body>
<h1>Storefront bundle bench</h1>
<p>Generated ${esc(generatedAt)}.
<span class="status ${failed.length ? 'fail' : 'pass'}">${failed.length ? `${failed.length} budget(s) broken` : missed.length ? `all budgets met but ${missed.length} known miss(es)` : 'all budgets met'}</span></p>
${failed.length ? `<ul>${failed.map((b) => `<li><strong>${esc(b.name)}</strong>: ${esc(b.detail)}</li>`).join('')}</ul>` : ''}
${missed.length ? `<p>Budgets missed, known (the budget stands; an open issue is about meeting it; the run does not fail):</p><ul>${missed.map((b) => `<li><strong>MISSED (${esc(b.knownMiss)})</strong> ${esc(b.name)}: ${esc(b.detail)}</li>`).join('')}</ul>` : ''}
<h2>Bundle composition</h2>
<p>Every chunk of <code>dist/</code>, each divided into its modules, sized by rendered length (after tree shaking, before minification).
Hover a rectangle for its name and size.</p>
${treemapSvg(sizes)}
${charts.map((c) => `<h2>${esc(c.title)}</h2>${c.note ? `<p>${esc(c.note)}</p>` : ''}\n${c.svg}`).join('\n')}
<h2>All figures</h2>
${rowsTable(rows)}
<h2>Budgets</h2>
<ul>${budgets.map((b) => `<li>${b.ok ? '✔' : b.knownMiss ? `✘ MISSED (${esc(b.knownMiss)})` : '✘'} ${esc(b.name)}${b.detail ? ` — ${esc(b.detail)}` : ''}</li>`).join('')}</ul>
<script type="application/json" id="bench-figures">
${json}
</script>
</body>
</html>
`;
}

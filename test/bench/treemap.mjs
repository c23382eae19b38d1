// Squarified treemap layout (Bruls, Huizing, van Wijk 2000): lays items out in rows along the shorter side of the
// remaining rectangle, adding an item to the current row while that does not worsen the row's worst aspect ratio.

/** Worst aspect ratio of a row of areas laid along a side of length `side`. */
function worst(areas, side) {
  let sum = 0;
  let max = -Infinity;
  let min = Infinity;
  for (const a of areas) {
    sum += a;
    if (a > max) max = a;
    if (a < min) min = a;
  }
  const s2 = sum * sum;
  const w2 = side * side;
  return Math.max((w2 * max) / s2, s2 / (w2 * min));
}

/**
 * items: [{ value, ... }] (value > 0; others are left out). Returns [{ item, x, y, w, h }] filling the rectangle,
 * larger items first.
 */
export function squarify(items, x, y, w, h) {
  const positive = items.filter((i) => Number.isFinite(i.value) && i.value > 0).sort((a, b) => b.value - a.value);
  const total = positive.reduce((a, i) => a + i.value, 0);
  if (!positive.length || w <= 0 || h <= 0 || total <= 0) return [];
  const scale = (w * h) / total;
  const nodes = positive.map((item) => ({ item, area: item.value * scale }));
  const out = [];
  let rect = { x, y, w, h };

  const layoutRow = (row) => {
    const sum = row.reduce((a, n) => a + n.area, 0);
    if (rect.w >= rect.h) {
      // A column on the left, items stacked top to bottom.
      const colW = rect.h > 0 ? sum / rect.h : 0;
      let cy = rect.y;
      for (const n of row) {
        const nh = colW > 0 ? n.area / colW : 0;
        out.push({ item: n.item, x: rect.x, y: cy, w: colW, h: nh });
        cy += nh;
      }
      rect = { x: rect.x + colW, y: rect.y, w: Math.max(0, rect.w - colW), h: rect.h };
    } else {
      // A row at the top, items left to right.
      const rowH = rect.w > 0 ? sum / rect.w : 0;
      let cx = rect.x;
      for (const n of row) {
        const nw = rowH > 0 ? n.area / rowH : 0;
        out.push({ item: n.item, x: cx, y: rect.y, w: nw, h: rowH });
        cx += nw;
      }
      rect = { x: rect.x, y: rect.y + rowH, w: rect.w, h: Math.max(0, rect.h - rowH) };
    }
  };

  let row = [];
  for (let i = 0; i < nodes.length;) {
    const side = Math.min(rect.w, rect.h);
    const current = row.map((n) => n.area);
    const candidate = [...current, nodes[i].area];
    if (!row.length || worst(candidate, side) <= worst(current, side)) {
      row.push(nodes[i]);
      i++;
    } else {
      layoutRow(row);
      row = [];
    }
  }
  if (row.length) layoutRow(row);
  return out;
}

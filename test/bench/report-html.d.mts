// Types of test/bench/report-html.mjs for the TypeScript tests that import it.
interface Row {
  section: string;
  name: string;
  page?: string;
  value: number | string | null;
  unit?: string;
  budget?: string;
  ok?: boolean | null;
  openIssue?: string;
}
interface Budget {
  name: string;
  ok: boolean;
  detail?: string;
  knownMiss?: string;
}
/** A horizontal bar chart (inline SVG). */
export function barChart(o: {
  items: Array<{ label: string; value: number | null; min?: number; max?: number; title?: string; color?: string }>;
  unit?: string;
  budget?: { value: number; label: string };
  width?: number;
  barHeight?: number;
  format?: (n: number) => string;
  ariaLabel?: string;
}): string;
/** bench-report/index.html; `treemaps`: the build's treemap files beside it (`treemap-<build>.html`). */
export function renderReport(o: {
  rows: Row[];
  budgets: Budget[];
  figures: unknown;
  charts: Array<{ title: string; svg: string; note?: string }>;
  treemaps?: string[];
  generatedAt?: string;
}): string;

// The bench's pieces, for later work that adds figures (see registry.mjs for the pattern).
export { rows, budgets, figures, measures, notes, addRow, checkBudget, defineMeasure, note, failures } from './registry.mjs';
export { measureSizes, readStats, staticClosure, widgetOf, isCoreChunk, coreWidgetsOf } from './sizes.mjs';
export { measurePageView, measureReadyTimes, measureBeforeInteraction, trackNetwork, VIEWPORT } from './page-metrics.mjs';
export { renderBlockingScripts, scriptTags } from './render-blocking.mjs';
export { runLighthouse, launchChrome, LIGHTHOUSE_CONFIG, LIGHTHOUSE_MOBILE_CONFIG } from './lighthouse.mjs';
export { squarify } from './treemap.mjs';
export { barChart, treemapSvg, renderReport } from './report-html.mjs';
export { formatTable } from './table.mjs';
export { withTimeout, median, summary } from './util.mjs';

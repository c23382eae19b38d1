// The bench's report (test/bench/report-html.mjs) shows the treemaps the build wrote beside it with VISUALIZE=1
// (rollup-plugin-visualizer, rollup.config.mjs), or says how to have them.
import { describe, expect, it } from 'vitest';
import { renderReport } from '../bench/report-html.mjs';

const report = (treemaps: string[]) => renderReport({ rows: [], budgets: [], figures: {}, charts: [], treemaps, generatedAt: 'now' });

describe('the bench report’s bundle treemaps', () => {
  it('embeds and links each treemap the build wrote, named by its build', () => {
    const html = report(['treemap-lazy.html', 'treemap-loader.html']);
    expect(html).toContain('<iframe class="treemap" src="treemap-lazy.html" title="Treemap of the lazy build"');
    expect(html).toContain('<iframe class="treemap" src="treemap-loader.html" title="Treemap of the loader build"');
    expect(html).toContain('<h3>The loader build: loader.js and its static imports</h3>');
    expect(html).toContain('<a href="treemap-lazy.html">treemap-lazy.html</a>');
    expect(html).not.toContain('No treemap');
  });

  it('shows only the treemaps there are', () => {
    const html = report(['treemap-lazy.html']);
    expect(html).toContain('src="treemap-lazy.html"');
    expect(html).not.toContain('treemap-loader.html');
  });

  it('without them, says how to have them', () => {
    const html = report([]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain("No treemap: this run's build was made without <code>VISUALIZE=1</code>");
  });
});

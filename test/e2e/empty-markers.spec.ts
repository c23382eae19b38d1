/**
 * "Mounted" never means "did nothing" (issue: the Standard template): a marker with none of what its widget needs —
 * an empty element — is skipped with one warning naming the parts and the selectors tried, for every widget in the
 * loader's table. Only the widgets whose job needs no markup of their own mount on an empty marker, each for a reason
 * written here.
 */
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { trackPageErrors, waitForWidgets } from './helpers';

const WIDGETS = readdirSync(new URL('../../widgets/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(new URL(`../../widgets/${d.name}/`, import.meta.url)).includes('manifest.json'))
  .map((d) => d.name);

/** Widgets whose job needs no markup: what they do on an empty marker. */
const WITHOUT_MARKUP: Record<string, string> = {
  snippets: 'inserts the Snippets part of the batch into head and body',
  toplayers: 'inserts the ToplayersAndWidgets part of the batch at the end of the body',
  forced_region: 'opens the forced-region notice when its cookie says so',
  back_to_top: 'creates the back-to-top control where the template has none',
  map: 'draws a map in the marker itself (points may come later, through marker.storefrontMap)',
  menu_notice: 'an empty notice is the platform saying there is none (spec §2 "Menu notice": shown when present)',
};

test('every widget on an empty marker: skipped with one warning naming its parts, or does its markup-free job', async ({ page }) => {
  const errors = trackPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route('**/guide.php?id=1', async (route) => {
    const response = await route.fetch();
    const markers = WIDGETS.map((w) => `<div data-widget="${w}" data-hydrate="load" data-empty-probe></div>`).join('');
    await route.fulfill({ response, body: (await response.text()).replace('</body>', `<div id="probes">${markers}</div></body>`) });
  });
  await page.goto('/guide.php?id=1');
  await waitForWidgets(page);
  const states = await page
    .locator('[data-empty-probe]')
    .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-widget'), e.getAttribute('data-widget-state')])));
  const wrong: string[] = [];
  for (const widget of WIDGETS) {
    if (widget in WITHOUT_MARKUP) continue;
    // A page-level widget (its parts are the page's own) mounts once: a second marker is skipped as such.
    const mine = warnings.filter(
      (w) => w.startsWith(`storefront: widget "${widget}": the marker needs`) || w.startsWith(`storefront: widget "${widget}": one per page`),
    );
    if (states[widget] !== 'skipped') wrong.push(`${widget}: ${states[widget]}`);
    else if (!mine.length || !/\(.+\)|one per page/.test(mine[0])) wrong.push(`${widget}: skipped without a warning naming the selectors tried`);
  }
  expect(wrong, warnings.join('\n')).toEqual([]);
  expect(errors.map(String)).toEqual([]);
});

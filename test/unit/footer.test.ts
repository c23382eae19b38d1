import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shownTabs, tabsCollapsible, toggleTab } from '../../widgets/footer/rules';
import { safeImageUrl } from '../../widgets/footer/image';
import type { View } from '../../src/lib/view';

const views: View[] = [1, 2, 3, 4];

describe('footer tabs (spec §4 "Footer tabs", §9 "Views")', () => {
  it('collapse only in view 1', () => {
    expect(views.map(tabsCollapsible)).toEqual([true, false, false, false]);
  });

  it('show the remembered state on mobile and every tab on tablet and desktop', () => {
    const remembered = [true, false, false];
    expect(shownTabs(1, remembered)).toEqual([true, false, false]);
    for (const view of [2, 3, 4] as const) expect(shownTabs(view, remembered)).toEqual([true, true, true]);
  });

  it('toggle one tab in view 1 and nothing elsewhere', () => {
    expect(toggleTab(1, [false, false], 1)).toEqual([false, true]);
    expect(toggleTab(1, [false, true], 1)).toEqual([false, false]);
    expect(toggleTab(3, [false, true], 0)).toEqual([false, true]);
    expect(toggleTab(1, [false, true], 5)).toEqual([false, true]);
    expect(toggleTab(1, [false, true], -1)).toEqual([false, true]);
  });

  it('remember the mobile state across any sequence of views and toggles (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ view: fc.constantFrom<View>(1, 2, 3, 4), toggle: fc.option(fc.nat(8)) })),
        (start, steps) => {
          let state = start;
          const model = [...start];
          for (const { view, toggle } of steps) {
            if (toggle !== null) {
              state = toggleTab(view, state, toggle);
              if (view === 1 && toggle < model.length) model[toggle] = !model[toggle];
            }
            const shown = shownTabs(view, state);
            expect(shown).toEqual(view === 1 ? model : model.map(() => true));
          }
          // Back on mobile: exactly the state last set there.
          expect(shownTabs(1, state)).toEqual(model);
        },
      ),
    );
  });
});

describe('footer hover image address', () => {
  it('accepts http(s) addresses, relative or absolute, and refuses other schemes', () => {
    const base = 'https://shop.example/pl/cms.php';
    expect(safeImageUrl('/assets/a.svg', base)).toBe('https://shop.example/assets/a.svg');
    expect(safeImageUrl('b.png', base)).toBe('https://shop.example/pl/b.png');
    expect(safeImageUrl('http://cdn.example/c.png', base)).toBe('http://cdn.example/c.png');
    expect(safeImageUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>', base)).toBeNull();
    expect(safeImageUrl('http://[bad', base)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { deviceFlags, viewFromWidth } from '../../src/lib/view';
import { sourceForView } from '../../src/lib/responsive';
import { pageContextFromClasses } from '../../src/stores/page-context';

describe('view detection', () => {
  it('uses the provider breakpoints 757 / 979 / 1200 px', () => {
    expect([0, 320, 756].map(viewFromWidth)).toEqual([1, 1, 1]);
    expect([757, 978].map(viewFromWidth)).toEqual([2, 2]);
    expect([979, 1199].map(viewFromWidth)).toEqual([3, 3]);
    expect([1200, 2560].map(viewFromWidth)).toEqual([4, 4]);
    expect(viewFromWidth(Number.NaN)).toBe(1);
  });
  it('derives the mobile/tablet/pc flags of the batch params', () => {
    expect(deviceFlags(1)).toEqual({ mobile: true, tablet: false, pc: false });
    expect(deviceFlags(2)).toEqual({ mobile: false, tablet: true, pc: false });
    expect(deviceFlags(3)).toEqual({ mobile: false, tablet: false, pc: true });
    expect(deviceFlags(4)).toEqual({ mobile: false, tablet: false, pc: true });
  });
});

describe('image source per view', () => {
  const all = { 1: 'm.jpg', 2: 't.jpg', 3: 'd.jpg', 4: 'w.jpg', small: 's.jpg' } as const;
  it('chooses the view own source, the small one at 420 px or less', () => {
    expect(sourceForView(all, 4, 1400)).toBe('w.jpg');
    expect(sourceForView(all, 1, 421)).toBe('m.jpg');
    expect(sourceForView(all, 1, 420)).toBe('s.jpg');
  });
  it('falls back to the nearest smaller, then larger view', () => {
    expect(sourceForView({ 1: 'm.jpg', 3: 'd.jpg' }, 4, 1400)).toBe('d.jpg');
    expect(sourceForView({ 1: 'm.jpg', 3: 'd.jpg' }, 2, 800)).toBe('m.jpg');
    expect(sourceForView({ 3: 'd.jpg' }, 1, 500)).toBe('d.jpg');
    expect(sourceForView({}, 1, 500)).toBeUndefined();
  });
});

describe('page context', () => {
  it('reads {type}_page and order_process from the container classes', () => {
    expect(pageContextFromClasses(['container', 'main_page'])).toEqual({ type: 'main_page', orderProcess: false });
    expect(pageContextFromClasses(['order1_page', 'order_process'])).toEqual({ type: 'order1_page', orderProcess: true });
    expect(pageContextFromClasses(['place-order_page'])).toEqual({ type: 'place-order_page', orderProcess: false });
    expect(pageContextFromClasses([])).toEqual({ type: '', orderProcess: false });
  });
});

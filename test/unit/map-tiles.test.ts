// @vitest-environment happy-dom
/** The map's tile host comes from the shop's origin or the page configuration in <head>, never from a marker alone. */
import { describe, expect, it, vi } from 'vitest';
import { tileTemplate } from '../../widgets/map/tiles';

const ORIGIN = location.origin;

describe('map tiles', () => {
  it("a marker's template on this shop's origin is used", () => {
    expect(tileTemplate('/tiles/{z}/{x}/{y}.svg', undefined)).toBe('/tiles/{z}/{x}/{y}.svg');
    expect(tileTemplate(`${ORIGIN}/t/{z}/{x}/{y}.png`, {})).toBe(`${ORIGIN}/t/{z}/{x}/{y}.png`);
  });

  it("another host from a marker is refused with one warning: the configuration's mapTiles, else no tiles", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tileTemplate('https://tracker.example/{z}/{x}/{y}.png', undefined)).toBeUndefined();
    expect(tileTemplate('//tracker.example/{z}/{x}/{y}.png', { mapTiles: 'https://tiles.example/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/tracker\.example.*neither on this shop's origin nor the page configuration's mapTiles/);
    warn.mockRestore();
  });

  it("the configuration's mapTiles is the default, and a marker may repeat it", () => {
    const config = { mapTiles: 'https://tiles.example/{z}/{x}/{y}.png' };
    expect(tileTemplate(undefined, config)).toBe(config.mapTiles);
    expect(tileTemplate(config.mapTiles, config)).toBe(config.mapTiles);
  });

  it('a mapTiles that is not an http(s) template is ignored with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tileTemplate(undefined, { mapTiles: 'javascript:alert(1)//{z}' })).toBeUndefined();
    expect(tileTemplate(undefined, { mapTiles: 42 })).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

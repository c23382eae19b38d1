// @vitest-environment happy-dom
/** The view store's re-check on resize (spec §9 "Views": a 100 ms debounce), exact to the millisecond. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $view, RESIZE_DEBOUNCE_MS } from '../../src/stores/view';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
});

describe('$view re-check on resize', () => {
  it('is 100 ms', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  it('changes 100 ms after the last resize, not before, and a resize in between restarts the wait', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { value: 1300, configurable: true });
    const seen: number[] = [];
    const off = $view.listen((v) => seen.push(v));
    $view.set(4);
    seen.length = 0;

    resizeTo(390);
    vi.advanceTimersByTime(99);
    expect($view.get(), '99 ms after the resize').toBe(4);
    vi.advanceTimersByTime(1);
    expect($view.get(), '100 ms after the resize').toBe(1);
    expect(seen).toEqual([1]);

    // A second resize 50 ms into the wait restarts it: one change, 100 ms after the last resize.
    resizeTo(800);
    vi.advanceTimersByTime(50);
    resizeTo(1000);
    vi.advanceTimersByTime(99);
    expect($view.get(), '149 ms after the first of two resizes, 99 ms after the last').toBe(1);
    vi.advanceTimersByTime(1);
    expect($view.get()).toBe(3);
    expect(seen, 'the passing width (view 2) was never set').toEqual([1, 3]);
    off();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeoutSignal, withTimeoutSignal } from '../../src/lib/timeout';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError after the time, not before; without AbortSignal.any (Safari before 17.4)', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'AbortSignal',
      Object.assign(function () {}, { prototype: AbortSignal.prototype }),
    ); // no any, no timeout
    const widget = new AbortController();
    const signal = timeoutSignal(widget.signal, 1000);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts with the widget signal, at once when it is already aborted, and stops its timer', () => {
    vi.useFakeTimers();
    const widget = new AbortController();
    const signal = timeoutSignal(widget.signal, 1000);
    widget.abort(new Error('unmounted'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('unmounted');
    expect(vi.getTimerCount()).toBe(0);
    expect(timeoutSignal(widget.signal, 1000).aborted).toBe(true);
    expect(timeoutSignal(undefined, 5).aborted).toBe(false);
  });
});

describe('withTimeoutSignal', () => {
  it('a task that settles in time leaves no timer and no listener on the widget signal', async () => {
    vi.useFakeTimers();
    const widget = new AbortController();
    const remove = vi.spyOn(widget.signal, 'removeEventListener');
    let seen: AbortSignal | undefined;
    await expect(withTimeoutSignal(widget.signal, 1000, async (s) => ((seen = s), 7))).resolves.toBe(7);
    await expect(withTimeoutSignal(widget.signal, 1000, async () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledTimes(2);
    widget.abort();
    expect(seen!.aborted).toBe(false); // released: no longer follows the widget
  });

  it("the task's signal aborts with a TimeoutError after the time, or with the widget signal", async () => {
    vi.useFakeTimers();
    const late = withTimeoutSignal(undefined, 100, (s) => new Promise((_, reject) => s.addEventListener('abort', () => reject(s.reason))));
    vi.advanceTimersByTime(100);
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
    const widget = new AbortController();
    const gone = withTimeoutSignal(widget.signal, 100, (s) => new Promise((_, reject) => s.addEventListener('abort', () => reject(s.reason))));
    widget.abort(new Error('unmounted'));
    await expect(gone).rejects.toThrow('unmounted');
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeoutSignal, withTimeout } from '../../src/lib/timeout';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError after the time, not before; without AbortSignal.any (Safari before 17.4)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('AbortSignal', Object.assign(function () {}, { prototype: AbortSignal.prototype })); // no any, no timeout
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

describe('withTimeout', () => {
  it('settles with the promise in time, rejects with a TimeoutError after, and leaves no timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(7), 100)).resolves.toBe(7);
    expect(vi.getTimerCount()).toBe(0);
    const late = withTimeout(new Promise(() => {}), 100);
    vi.advanceTimersByTime(100);
    await expect(late).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

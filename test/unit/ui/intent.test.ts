// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIntent, twinOf, whileLoading } from '../../../src/ui/intent';
import { isNear } from '../../../src/triggers/approach';
import { HOLD_CLICK_MS } from '../../../src/lib/hold-clicks';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

function widget(html = '<a class="w__link" href="/basket">basket</a><button class="w__other">x</button>') {
  const el = document.createElement('div');
  el.dataset.widget = 'w';
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onIntent', () => {
  it('loads the island once, on the first pointer, focus or touch, and says which', async () => {
    const el = widget();
    const load = vi.fn(async () => {});
    onIntent(el, load, { signal: new AbortController().signal, reportError: () => {} });
    expect(load).not.toHaveBeenCalled();
    el.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    el.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    el.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('hover');
  });

  it('returns the start for a click the widget handles itself: the same load, once; a failure reported once; the button busy meanwhile', async () => {
    const el = widget();
    const button = el.querySelector('button')!;
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const reportError = vi.fn();
    const start = onIntent(el, load, { signal: new AbortController().signal, reportError });
    const then = vi.fn(() => expect(button.ariaBusy).toBe(null));
    whileLoading(button, start, then);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('press');
    expect(button.ariaBusy).toBe('true');
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    void start();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await tick();
    expect(then).toHaveBeenCalledTimes(1);

    const failing = widget();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page is still here: the check of the bundle's own file answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    const startFailing = onIntent(failing, () => Promise.reject(new Error('chunk failed')), { signal: new AbortController().signal, reportError });
    const closed = vi.fn();
    whileLoading(failing.querySelector('button')!, startFailing, closed);
    await tick();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(failing.querySelector('button')!.ariaBusy).toBe(null);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('widget "w"');
    error.mockRestore();
    vi.unstubAllGlobals();
  });

  it('a touch pointer over the widget is a press, focus is focus', () => {
    const a = widget();
    const loadA = vi.fn(async () => {});
    onIntent(a, loadA, { signal: new AbortController().signal, reportError: () => {} });
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(loadA).toHaveBeenCalledWith('press');
    const b = widget();
    const loadB = vi.fn(async () => {});
    onIntent(b, loadB, { signal: new AbortController().signal, reportError: () => {} });
    b.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loadB).toHaveBeenCalledWith('focus');
  });

  it('loads at once when focus is already inside', () => {
    const el = widget();
    el.querySelector('a')!.focus();
    const load = vi.fn(async () => {});
    onIntent(el, load, { signal: new AbortController().signal, reportError: () => {} });
    expect(load).toHaveBeenCalledWith('focus');
  });

  it('nothing after the widget is gone (aborted)', () => {
    const el = widget();
    const controller = new AbortController();
    const load = vi.fn(async () => {});
    onIntent(el, load, { signal: controller.signal, reportError: () => {} });
    controller.abort();
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('a click before the island arrived is held (default prevented) and replayed on its twin when it has', async () => {
    const el = widget();
    let arrive!: () => void;
    const replayed: string[] = [];
    const load = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            el.innerHTML = '<div class="w__wrap"><a class="w__link" href="/basket">basket</a></div>';
            el.querySelector('a')!.addEventListener('pointerdown', (e) => replayed.push(`pointerdown:${(e as PointerEvent).pointerType}`));
            el.querySelector('a')!.addEventListener('click', (e) => {
              replayed.push('click');
              e.preventDefault();
            });
            resolve();
          };
        }),
    );
    onIntent(el, load, { signal: new AbortController().signal, reportError: () => {}, holdClicks: 'a[href]' });
    const first = new PointerEvent('click', { bubbles: true, cancelable: true, pointerType: 'touch' });
    el.querySelector('a')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(el.querySelector('a')!.ariaBusy).toBe('true');
    expect(load).toHaveBeenCalledWith('press');
    arrive();
    await tick();
    await tick();
    expect(replayed).toEqual(['pointerdown:touch', 'click']);
    // After arrival clicks are the island's own.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('a')!.dispatchEvent(later);
    expect(replayed).toEqual(['pointerdown:touch', 'click', 'click']);
  });

  it('a held click is replayed on what is there after HOLD_CLICK_MS when the island does not come', async () => {
    vi.useFakeTimers();
    const el = widget();
    const clicks: number[] = [];
    onIntent(el, () => new Promise(() => {}), { signal: new AbortController().signal, reportError: () => {}, holdClicks: 'a[href]' });
    const link = el.querySelector('a')!;
    link.addEventListener('click', (e) => {
      clicks.push(Date.now());
      e.preventDefault();
    });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(HOLD_CLICK_MS - 1);
    expect(clicks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(clicks).toHaveLength(1);
  });

  it('modified clicks (new tab) are never held', () => {
    const el = widget();
    onIntent(el, () => new Promise(() => {}), { signal: new AbortController().signal, reportError: () => {}, holdClicks: 'a[href]' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    el.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('a failing island is reported once and the widget keeps its markup', async () => {
    const el = widget();
    const reportError = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const head = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', head);
    onIntent(el, async () => Promise.reject(new Error('chunk failed')), { signal: new AbortController().signal, reportError });
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await tick();
    expect(head).toHaveBeenCalledWith(expect.anything(), { method: 'HEAD' });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(el.querySelector('a.w__link')).not.toBeNull();
    error.mockRestore();
    vi.unstubAllGlobals();
  });

  it("an island cut off by the page being left (the check of the bundle's file gets no answer either) says nothing", async () => {
    const el = widget();
    const reportError = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Load failed'))),
    );
    const start = onIntent(el, async () => Promise.reject(new TypeError('Importing a module script failed.')), {
      signal: new AbortController().signal,
      reportError,
    });
    await start();
    expect(reportError).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('twinOf and isNear', () => {
  it('finds the kept element itself, else the one of the same tag and class', () => {
    const el = widget();
    const link = el.querySelector('a')!;
    expect(twinOf(el, link)).toBe(link);
    el.innerHTML = '<div><a class="w__link" href="/b">b</a></div>';
    expect(twinOf(el, link)).toBe(el.querySelector('a'));
  });

  it('a point within the margin of a rectangle is near, one beyond it is not', () => {
    const rect = { left: 100, top: 100, right: 200, bottom: 150 };
    expect(isNear(rect, 150, 125)).toBe(true);
    expect(isNear(rect, 52, 125)).toBe(true);
    expect(isNear(rect, 51, 125)).toBe(false);
    expect(isNear(rect, 150, 199)).toBe(false);
    expect(isNear(rect, 150, 198)).toBe(true);
  });
});

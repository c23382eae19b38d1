// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, type ToastHandle } from '../../../src/ui/toast';

const polite = () => document.querySelector<HTMLElement>('[role=status]');
const assertive = () => document.querySelector<HTMLElement>('[role=alert]');
const toasts = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.sf-toast'));
let open: ToastHandle[] = [];
const show = (...args: Parameters<typeof toast>) => {
  const handle = toast(...args);
  open.push(handle);
  return handle;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  open.forEach((h) => h.close());
  open = [];
  vi.useRealTimers();
});

describe('toast', () => {
  it('announces info, success and sr-only politely, warning and error assertively', () => {
    show('i', { type: 'info' });
    show('s', { type: 'success' });
    show('r', { type: 'sr-only' });
    show('w', { type: 'warning' });
    show('e', { type: 'error' });
    vi.advanceTimersByTime(100);
    expect(polite()?.getAttribute('aria-live')).toBe('polite');
    expect(assertive()?.getAttribute('aria-live')).toBe('assertive');
    expect(polite()?.textContent).toBe('Informacja: iSukces: sr');
    expect(assertive()?.textContent).toBe('Ostrzeżenie: wBłąd: e');
    expect(document.querySelectorAll('[role=status]')).toHaveLength(1);
    expect(document.querySelectorAll('[role=alert]')).toHaveLength(1);
  });

  it('shows every type but sr-only, as a button with its type and a dismiss hint', () => {
    show('Zapisano', { type: 'success' });
    show('tylko dla czytnika', { type: 'sr-only' });
    expect(toasts()).toHaveLength(1);
    const [item] = toasts();
    expect(item.className).toContain('sf-toast--success');
    expect(item.textContent).toBe('Sukces: Zapisano Kliknij, aby zamknąć×');
    expect(item.querySelector('.sf-toast__x')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('hides after 4000 ms with a 500 ms fade, then is removed with its announcement', () => {
    show('Hej');
    vi.advanceTimersByTime(3999);
    expect(toasts()[0].classList.contains('sf-toast--hiding')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toasts()[0].classList.contains('sf-toast--hiding')).toBe(true);
    vi.advanceTimersByTime(499);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
    expect(polite()?.textContent).toBe('');
  });

  it('honours a custom duration, and 0 keeps it until closed', () => {
    show('krótko', { duration: 1000 });
    const sticky = show('zostaje', { duration: 0 });
    vi.advanceTimersByTime(1500);
    expect(toasts().map((t) => t.querySelector('.sf-toast__text')?.textContent)).toEqual(['zostaje']);
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
    sticky.close();
    expect(toasts()).toHaveLength(0);
  });

  it('closes on click and on Escape', () => {
    show('a');
    show('b');
    toasts()[0].click();
    expect(toasts()).toHaveLength(1);
    toasts()[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toasts()).toHaveLength(0);
  });

  it('moves focus to the next toast when the focused one closes', () => {
    show('a');
    show('b');
    const [first, second] = toasts();
    first.focus();
    first.click();
    expect(document.activeElement).toBe(second);
  });

  it('pauses its countdown while hovered', () => {
    show('a');
    vi.advanceTimersByTime(3000);
    toasts()[0].dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(toasts()[0].classList.contains('sf-toast--hiding')).toBe(false);
    toasts()[0].dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(999);
    expect(toasts()[0].classList.contains('sf-toast--hiding')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toasts()[0].classList.contains('sf-toast--hiding')).toBe(true);
  });

  it('treats messages as text, never as markup', () => {
    const evil = '<img src=x onerror="window.pwned=1"><b>bold</b>';
    show(evil, { type: 'error' });
    show(evil, { type: 'sr-only' });
    vi.advanceTimersByTime(100);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(toasts()[0].querySelector('.sf-toast__text')?.textContent).toBe(evil);
    expect(assertive()?.textContent).toBe(`Błąd: ${evil}`);
    expect(polite()?.textContent).toBe(evil);
  });
});

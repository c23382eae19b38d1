// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideLoading, loadingDepth, showLoading } from '../../../src/ui/loading';
import { attachDialog } from '../../../src/ui/modal-core';

const overlay = () => document.querySelector<HTMLElement>('.sf-loading');
const message = () => document.querySelector<HTMLElement>('.sf-loading__text');
const shown = () => !!overlay()?.classList.contains('sf-loading--on');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  while (loadingDepth()) hideLoading();
  vi.useRealTimers();
});

describe('loading overlay', () => {
  it('is created on first use, announced politely with the default text, and reused', () => {
    expect(overlay()).toBeNull();
    showLoading();
    expect(shown()).toBe(true);
    expect(message()?.getAttribute('role')).toBe('status');
    expect(message()?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(100);
    expect(message()?.textContent).toBe('Ładowanie…');
    hideLoading();
    expect(shown()).toBe(false);
    expect(message()?.textContent).toBe('');
    showLoading('Zapisywanie');
    expect(message()?.textContent).toBe('Zapisywanie');
    expect(document.querySelectorAll('.sf-loading')).toHaveLength(1);
  });

  it('is reference-counted and marks the body busy while shown', () => {
    showLoading();
    showLoading();
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    hideLoading();
    expect(shown()).toBe(true);
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    hideLoading();
    expect(shown()).toBe(false);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    hideLoading(); // an extra hide is harmless
    expect(loadingDepth()).toBe(0);
    showLoading();
    expect(shown()).toBe(true);
  });

  it('keeps an aria-busy the page had set itself', () => {
    document.body.setAttribute('aria-busy', 'false');
    showLoading();
    hideLoading();
    expect(document.body.getAttribute('aria-busy')).toBe('false');
    document.body.removeAttribute('aria-busy');
  });

  it('shows inside an open modal dialog, so it is not inert behind it', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    const detach = attachDialog(dialog, { onClose: () => {} });
    showLoading();
    expect(overlay()?.parentElement).toBe(dialog);
    hideLoading();
    detach();
    showLoading();
    expect(overlay()?.parentElement).toBe(document.body);
    dialog.remove();
  });
});

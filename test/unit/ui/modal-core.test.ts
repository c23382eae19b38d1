// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachDialog, openModal, topModal } from '../../../src/ui/modal-core';
import { lockScroll, unlockScroll } from '../../../src/ui/scroll-lock';
import { scrollLocks } from '../../../src/ui/scroll-lock';

afterEach(() => {
  while (scrollLocks()) unlockScroll();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

function button(text: string, parent: HTMLElement = document.body): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = text;
  parent.append(el);
  return el;
}

function dialogWith(...labels: string[]): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  const box = document.createElement('div');
  dialog.append(box);
  labels.forEach((label) => button(label, box));
  document.body.append(dialog);
  return dialog;
}

describe('scroll lock', () => {
  it('is reference-counted and makes up for the scrollbar with padding', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    document.body.style.paddingRight = '5px';
    lockScroll();
    lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('20px');
    expect(document.documentElement.style.getPropertyValue('--sf-scrollbar-width')).toBe('15px');
    unlockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    unlockScroll();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('5px');
    unlockScroll(); // unbalanced: ignored
    expect(scrollLocks()).toBe(0);
  });

  it('puts the scroll position back if it moved while locked', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'scrollY', 'get').mockReturnValueOnce(300).mockReturnValue(0);
    lockScroll();
    unlockScroll();
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 300, behavior: 'instant' });
  });
});

describe('attachDialog', () => {
  it('opens modally, locks the scroll, and on detach returns focus to the opener', () => {
    const opener = button('open');
    opener.focus();
    const dialog = dialogWith('inside');
    const detach = attachDialog(dialog, { onClose: () => {} });
    expect(dialog.open).toBe(true);
    expect(topModal()).toBe(dialog);
    expect(scrollLocks()).toBe(1);
    dialog.querySelector('button')!.focus();
    detach();
    expect(dialog.open).toBe(false);
    expect(topModal()).toBeUndefined();
    expect(scrollLocks()).toBe(0);
    expect(document.activeElement).toBe(opener);
    detach(); // twice is harmless
    expect(scrollLocks()).toBe(0);
  });

  it('turns Escape (cancel) into onClose without closing by itself', () => {
    const onClose = vi.fn();
    const dialog = dialogWith('x');
    attachDialog(dialog, { onClose });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('reports a close the browser forced, but not its own', () => {
    const onClose = vi.fn();
    const dialog = dialogWith('x');
    const detach = attachDialog(dialog, { onClose });
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    const other = dialogWith('y');
    const onOtherClose = vi.fn();
    attachDialog(other, { onClose: onOtherClose })();
    expect(onOtherClose).not.toHaveBeenCalled();
    detach();
  });

  it('closes on a backdrop click only when allowed and only for presses on the backdrop', () => {
    const onClose = vi.fn();
    const dialog = dialogWith('x');
    const detach = attachDialog(dialog, { onClose });
    const inner = dialog.querySelector('button')!;
    inner.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })); // a drag ending outside
    expect(onClose).not.toHaveBeenCalled();
    dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    detach();
    const kept = vi.fn();
    attachDialog(dialog, { onClose: kept, closeOnBackdrop: false });
    dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(kept).not.toHaveBeenCalled();
  });

  it('focuses the requested element', () => {
    const dialog = dialogWith('a', 'b');
    const second = dialog.querySelectorAll('button')[1];
    attachDialog(dialog, { onClose: () => {}, initialFocus: second });
    expect(document.activeElement).toBe(second);
  });

  describe('without showModal()', () => {
    const tab = (shiftKey = false) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));

    it('opens with the attribute, covers the page, traps Tab both ways and handles Escape', () => {
      const outside = button('outside');
      const dialog = dialogWith('first', 'last');
      Object.defineProperty(dialog, 'showModal', { value: undefined });
      const onClose = vi.fn();
      const detach = attachDialog(dialog, { onClose });
      const [first, last] = dialog.querySelectorAll('button');
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(dialog.classList.contains('sf-modal--fallback')).toBe(true);
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(document.activeElement).toBe(first);
      last.focus();
      expect(tab()).toBe(false);
      expect(document.activeElement).toBe(first);
      expect(tab(true)).toBe(false);
      expect(document.activeElement).toBe(last);
      outside.focus();
      expect(document.activeElement).toBe(first);
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      expect(onClose).toHaveBeenCalledTimes(1);
      detach();
      expect(dialog.hasAttribute('open')).toBe(false);
      outside.focus();
      expect(document.activeElement).toBe(outside);
    });
  });
});

describe('openModal', () => {
  it('builds a labelled dialog with text-only title and a close button that closes it once', () => {
    const opener = button('open');
    opener.focus();
    const onClose = vi.fn();
    const content = document.createElement('p');
    content.textContent = 'Treść';
    const modal = openModal({ title: '<img src=x>Tytuł', content, onClose });
    const dialog = document.querySelector('dialog')!;
    const title = dialog.querySelector('h2')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.textContent).toBe('<img src=x>Tytuł');
    expect(document.querySelector('img')).toBeNull();
    expect(dialog.querySelector('.sf-modal__body p')).toBe(content);
    const close = dialog.querySelector<HTMLButtonElement>('.sf-modal__close')!;
    expect(close.getAttribute('aria-label')).toBe('Zamknij');
    close.focus();
    close.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    modal.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    openModal({ title: 'T', content: document.createTextNode('x'), onClose });
    document.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(scrollLocks()).toBe(0);
  });
});

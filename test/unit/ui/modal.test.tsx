// @vitest-environment happy-dom
import { setupReactRoot } from './react-root';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, useRef, useState } from 'react';
import { Modal } from '../../../src/ui/modal';
import { openModal } from '../../../src/ui/modal-core';
import { scrollLocks } from '../../../src/ui/scroll-lock';

const react = setupReactRoot();

function Shop({ onClose, closeOnBackdrop }: { onClose?: () => void; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal open={open} onClose={close} title="Wybierz kraj" closeOnBackdrop={closeOnBackdrop} initialFocusRef={input} describedBy="why" className="extra">
        <p id="why">Opis</p>
        <input ref={input} aria-label="kraj" />
      </Modal>
    </>
  );
}

const opener = () => react.host.querySelector('button')!;
const dialog = () => react.host.querySelector('dialog');

function openIt() {
  opener().focus();
  act(() => opener().click());
  return dialog()!;
}

describe('<Modal>', () => {
  it('renders a labelled, described dialog only while open, focusing the requested element', () => {
    act(() => react.root.render(<Shop />));
    expect(dialog()).toBeNull();
    const d = openIt();
    expect(d.open).toBe(true);
    expect(d.className).toBe('sf-modal extra');
    expect(d.getAttribute('aria-describedby')).toBe('why');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('Wybierz kraj');
    expect(d.querySelector('h2')?.textContent).toBe('Wybierz kraj');
    expect(document.activeElement).toBe(d.querySelector('input'));
    expect(scrollLocks()).toBe(1);
  });

  it('asks the owner to close from the close button, returning focus and the scroll', () => {
    const onClose = vi.fn();
    act(() => react.root.render(<Shop onClose={onClose} />));
    const d = openIt();
    const close = d.querySelector<HTMLButtonElement>('.sf-modal__close')!;
    expect(close.getAttribute('aria-label')).toBe('Zamknij');
    act(() => close.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(scrollLocks()).toBe(0);
  });

  it('closes on Escape (the cancel event) and on the backdrop', () => {
    const onClose = vi.fn();
    act(() => react.root.render(<Shop onClose={onClose} />));
    let d = openIt();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void d.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()).toBeNull();
    d = openIt();
    act(() => {
      d.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      d.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can ignore the backdrop', () => {
    act(() => react.root.render(<Shop closeOnBackdrop={false} />));
    const d = openIt();
    act(() => {
      d.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      d.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog()).not.toBeNull();
  });

  it('works without showModal(), trapping focus itself', () => {
    const native = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal')!;
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true });
    onTestFinished(() => void Object.defineProperty(HTMLDialogElement.prototype, 'showModal', native));
    act(() => react.root.render(<Shop />));
    const d = openIt();
    expect(d.hasAttribute('open')).toBe(true);
    expect(d.classList.contains('sf-modal--fallback')).toBe(true);
    const input = d.querySelector('input')!;
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    input.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(d.querySelector('.sf-modal__close'));
    act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('renders the markup openModal() builds, attribute for attribute (one markup, in modal-core)', () => {
    const content = () => Object.assign(document.createElement('p'), { textContent: 'Treść' });
    act(() =>
      react.root.render(
        <Modal open onClose={() => {}} title="Tytuł" className="extra">
          <p>Treść</p>
        </Modal>,
      ),
    );
    const fromReact = dialog()!.outerHTML;
    act(() => react.root.render(null));
    const plain = openModal({ title: 'Tytuł', content: content(), className: 'extra' });
    const fromDom = document.body.querySelector(':scope > dialog')!.outerHTML;
    plain.close();
    // The title's id is React's useId in one, nextModalId() in the other.
    const same = (html: string) => html.replace(/(id|aria-labelledby)="[^"]+"/g, '$1="title"');
    expect(same(fromDom)).toBe(same(fromReact));
    expect(fromDom).toContain('aria-label="Zamknij"');
  });
});

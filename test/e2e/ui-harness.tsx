/**
 * A page that exercises the shared UI primitives in a real browser (bundled by ui.spec.ts with
 * esbuild; not part of the shipped bundle). Each control uses the primitive as a widget would.
 */
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Modal } from '../../src/ui/modal';
import { Tooltip, useDropdown } from '../../src/ui/floating';
import { hideLoading, showLoading } from '../../src/ui/loading';
import { toast } from '../../src/ui/toast';
import { openModal } from '../../src/ui/modal-core';

function Demo() {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const dropdown = useDropdown({ openOn: ['click'], role: 'dialog', placement: 'bottom-start' });
  return (
    <main>
      <h1>UI primitives</h1>
      <button type="button" id="open-modal" onClick={() => setOpen(true)}>
        Otwórz okno
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Okno testowe" initialFocusRef={field}>
        <label htmlFor="modal-field">Pole</label>
        <input id="modal-field" ref={field} />
        <button type="button" id="modal-inner">
          Przycisk w oknie
        </button>
      </Modal>
      <button
        type="button"
        id="open-dom-modal"
        onClick={() => {
          const content = document.createElement('p');
          content.textContent = '<img src=x onerror="window.xss=1">';
          openModal({ title: 'Okno bez Reacta', content });
        }}
      >
        Otwórz okno DOM
      </button>
      <Tooltip content="Podpowiedź testowa">
        <button type="button" id="tooltip-trigger">
          Info
        </button>
      </Tooltip>
      <button type="button" id="dropdown-trigger" ref={dropdown.refs.setReference} {...dropdown.getReferenceProps()}>
        Menu
      </button>
      {dropdown.open && (
        <div
          className="sf-dropdown harness-panel"
          aria-label="Panel"
          ref={dropdown.refs.setFloating}
          style={dropdown.floatingStyles}
          {...dropdown.getFloatingProps()}
        >
          <a href="#a">Pierwszy</a>
        </div>
      )}
      {(['info', 'warning', 'error', 'success', 'sr-only'] as const).map((type) => (
        <button type="button" key={type} id={`toast-${type}`} onClick={() => toast(`Komunikat ${type}`, { type })}>
          Toast {type}
        </button>
      ))}
      {/* Toasts that stay until closed: axe scans them without a timer racing the scan. */}
      {(['info', 'warning', 'error', 'success'] as const).map((type) => (
        <button type="button" key={type} id={`toast-sticky-${type}`} onClick={() => toast(`Trwały komunikat ${type}`, { type, duration: 0 })}>
          Trwały toast {type}
        </button>
      ))}
      <button type="button" id="loading" onClick={() => showLoading('Wczytywanie strony')}>
        Ładowanie
      </button>
      {/* The test says when loading ends: no timer races the assertions on a slow machine. */}
      <button type="button" id="loading-done" onClick={() => hideLoading()}>
        Koniec ładowania
      </button>
      <div style={{ height: '3000px' }} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Demo />);

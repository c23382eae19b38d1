/**
 * <Modal>: a controlled modal dialog on the native <dialog> (see ./modal-core). The owner keeps
 * the `open` state; Escape, the close button and (by default) the backdrop call onClose.
 * Rendered only while open; focus returns to where it was when it closes.
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { getPage } from '../page-config';
import { attachDialog } from './modal-core';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Close on a click on the backdrop. Default true. */
  closeOnBackdrop?: boolean;
  /** Focused on opening; by default the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
}

export function Modal({ open, onClose, title, children, className, closeOnBackdrop = true, initialFocusRef, describedBy }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    return attachDialog(dialog, {
      onClose: () => onCloseRef.current(),
      closeOnBackdrop,
      initialFocus: initialFocusRef?.current,
    });
  }, [open, closeOnBackdrop, initialFocusRef]);

  if (!open) return null;
  return (
    <dialog ref={dialogRef} className={className ? `sf-modal ${className}` : 'sf-modal'} aria-labelledby={titleId} aria-describedby={describedBy}>
      <div className="sf-modal__box">
        <div className="sf-modal__header">
          <h2 className="sf-modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="sf-modal__close" aria-label={getPage().t('ui.close')} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sf-modal__body">{children}</div>
      </div>
    </dialog>
  );
}

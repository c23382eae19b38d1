/**
 * <Modal>: a controlled modal dialog on the native <dialog> (see ./modal-core, which also writes its markup,
 * modalMarkup, rendered here with React's createElement). The owner keeps the `open` state; Escape, the close button
 * and (by default) the backdrop call onClose. Rendered only while open; focus returns to where it was when it closes.
 */
import { createElement, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { getPage } from '../page-config';
import { attachDialog, modalMarkup, type ElementFactory } from './modal-core';

const h: ElementFactory<ReactNode> = (tag, props, ...children) => createElement(tag, props, ...children);

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
  return modalMarkup(h, {
    className,
    titleId,
    describedBy,
    title,
    body: children,
    closeLabel: getPage().t('ui.close'),
    onCloseClick: () => onCloseRef.current(),
    dialogRef,
  });
}

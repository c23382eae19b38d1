/** Shared UI primitives: styles, loading overlay, toasts, modals and floating panels. */
export { injectStyle, BASE_CSS } from './style';
export { showLoading, hideLoading, loadingDepth } from './loading';
export { toast, TOAST_DURATION, TOAST_FADE, ANNOUNCE_DELAY, type ToastType, type ToastOptions, type ToastHandle } from './toast';
export { lockScroll, unlockScroll, scrollLocks } from './scroll-lock';
export { attachDialog, openModal, topModal, tabbables, type DialogOptions, type OpenModalOptions } from './modal-core';
export { Modal, type ModalProps } from './modal';
export { moveListFocus, listItems } from './list-keys';
export {
  Tooltip,
  Dropdown,
  useDropdown,
  TOOLTIP_HIDE_DELAY,
  FLOATING_OFFSET,
  EDGE_MARGIN,
  type TooltipProps,
  type DropdownProps,
  type DropdownOptions,
  type DropdownReturn,
  type OpenTrigger,
} from './floating';

/**
 * Floating elements on @floating-ui/react: <Tooltip>, the useDropdown() hook and <Dropdown>.
 * All share the placement rules of spec §9 (Tooltip): 10 px from the trigger, kept 20 px from
 * the viewport edges (flipping, then shifting), a 500 ms hover close delay with a safe polygon
 * so the pointer can travel into the panel, and position updates while mounted (autoUpdate).
 */
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type OpenChangeReason,
  type Placement,
} from '@floating-ui/react';
import {
  cloneElement,
  useCallback,
  useInsertionEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { injectStyle } from './style';
import { listItems, moveListFocus } from './list-keys';
import { doc } from '../lib/dom';

export const TOOLTIP_HIDE_DELAY = 500;
export const FLOATING_OFFSET = 10;
export const EDGE_MARGIN = 20;

const MIDDLEWARE = [offset(FLOATING_OFFSET), flip({ padding: EDGE_MARGIN }), shift({ padding: EDGE_MARGIN })];

const CSS = `
.sf-tooltip{z-index:2147483002;box-sizing:border-box;max-width:min(20rem,calc(100vw - ${2 * EDGE_MARGIN}px));padding:.5rem .75rem;border-radius:.25rem;background:#222;color:#fff;font-size:.875rem;line-height:1.4;animation:sf-float-in .15s ease-out}
.sf-dropdown{z-index:1000;box-sizing:border-box;max-width:calc(100vw - ${2 * EDGE_MARGIN}px);padding:.75rem;border-radius:.375rem;background:#fff;color:#222;box-shadow:0 .25rem 1rem rgba(0,0,0,.2);animation:sf-float-in .15s ease-out}
@keyframes sf-float-in{from{opacity:0}}
@media (prefers-reduced-motion:reduce){.sf-tooltip,.sf-dropdown{animation:none}}
`;

function useFloatingStyle() {
  useInsertionEffect(() => injectStyle('floating', CSS), []);
}

interface FloatingElements {
  domReference: Element | null;
  floating: HTMLElement | null;
}

/**
 * A floating element open from the start under the pointer (initialOpen: its island arrived under the pointer that
 * asked for it) sits on elements that are new to the browser's hover tracking: until its next frame, Chromium still
 * counts the pointer on the element the island replaced, so a pointer leaving at once fires no mouseleave on the new
 * trigger and floating-ui's hover never closes it. Until a move is seen inside the trigger or the panel (from then on
 * the browser's own enter and leave events are in step), a move outside both closes it after the usual delay, as a
 * leave would; a move back inside before then keeps it open.
 */
function useCloseOnLeaveAfterArrival(openedOnArrival: boolean, open: boolean, elements: FloatingElements, close: () => void): void {
  const latest = useRef({ elements, close });
  useLayoutEffect(() => {
    latest.current = { elements, close };
  });
  const done = useRef(!openedOnArrival);
  // A layout effect: watching from the first paint of the open panel, before any move can come.
  useLayoutEffect(() => {
    if (!open) done.current = true;
    if (done.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: MouseEvent) => {
      const { domReference, floating } = latest.current.elements;
      const target = event.target instanceof Node ? event.target : null;
      if (target && (domReference?.contains(target) || floating?.contains(target))) {
        done.current = true;
        return stop();
      }
      timer ??= setTimeout(() => {
        done.current = true;
        stop();
        latest.current.close();
      }, TOOLTIP_HIDE_DELAY);
    };
    const stop = () => {
      clearTimeout(timer);
      doc.removeEventListener('mousemove', onMove, true);
    };
    doc.addEventListener('mousemove', onMove, true);
    return stop;
  }, [open]);
}

export interface TooltipProps {
  content: ReactNode;
  placement?: Placement;
  /** One focusable element (a button, a link): the tooltip describes it. */
  children: ReactElement<Record<string, unknown>>;
  /** Shown from the start (an island that arrived under the pointer that asked for it). Default false. */
  initialOpen?: boolean;
}

/**
 * A tooltip describing its trigger (aria-describedby): shown on hover and keyboard focus,
 * hidden by Escape, 500 ms after the pointer leaves, or on blur. Keep its content text: a
 * tooltip cannot be reached with the keyboard, so anything interactive belongs in a Dropdown.
 */
export function Tooltip({ content, placement = 'top', children, initialOpen = false }: TooltipProps) {
  useFloatingStyle();
  const [open, setOpen] = useState(initialOpen);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: MIDDLEWARE,
    whileElementsMounted: autoUpdate,
  });
  // Hover is the mouse's; a tap (touch or pen) opens it by its click and a tap elsewhere closes it, so the mouse
  // events a browser emulates around a tap (and a stray hover left at the last mouse position) never close it.
  const hover = useHover(context, { delay: { close: TOOLTIP_HIDE_DELAY }, handleClose: safePolygon(), move: false, mouseOnly: true });
  const tap = useClick(context, { ignoreMouse: true, keyboardHandlers: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, tap, focus, dismiss, role]);
  useCloseOnLeaveAfterArrival(initialOpen, open, context.elements, () => setOpen(false));
  const ref = useMergeRefs([refs.setReference, children.props.ref as Ref<Element> | undefined]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...(children.props as HTMLProps<Element>), ref }))}
      {open && (
        <FloatingPortal>
          <div ref={refs.setFloating} className="sf-tooltip" style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}

type OpenTrigger = 'hover' | 'focus' | 'click';

export interface DropdownOptions {
  /** Controlled state; leave out to let the hook keep it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  openOn: readonly OpenTrigger[];
  placement?: Placement;
  /** The panel's role. 'menu' and 'listbox' add arrow-key movement between their items. Default 'dialog'. */
  role?: 'dialog' | 'menu' | 'listbox';
  /** False: nothing opens and no props are added. Default true. */
  enabled?: boolean;
  /** Open from the start (an island that arrived under the pointer that asked for it). Default false. */
  initialOpen?: boolean;
}

/** Touch and pen taps emulate hover only after the press, so they need the click to open. */
const isTap = (pointerType: string) => pointerType === 'touch' || pointerType === 'pen';

/**
 * A panel opened from a trigger by hover, focus and/or click. Escape and a press outside close
 * it, Escape returning focus to the trigger; so does focus leaving both trigger and panel. The
 * panel is meant to be rendered next to the trigger (not portalled) so Tab flows into it.
 * On touch screens a tap opens it: with 'click' in openOn, the first tap on a link trigger
 * opens the panel instead of following the link (the next tap follows it).
 */
export function useDropdown(options: DropdownOptions) {
  const { openOn, placement = 'bottom-start', role = 'dialog', enabled = true } = options;
  const [ownOpen, setOwnOpen] = useState(!!options.initialOpen);
  const open = enabled && (options.open ?? ownOpen);
  const latest = useRef({ options, open });
  useLayoutEffect(() => {
    latest.current = { options, open };
  });
  const list = role !== 'dialog';
  const clicks = openOn.includes('click');

  const setOpen = useCallback((next: boolean) => {
    if (latest.current.options.open === undefined) setOwnOpen(next);
    latest.current.options.onOpenChange?.(next);
  }, []);

  const elementsRef = useRef<{ reference: Element | null; floating: HTMLElement | null }>({ reference: null, floating: null });
  const onOpenChange = useCallback(
    (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
      const { reference, floating } = elementsRef.current;
      if (!next && reason === 'escape-key' && floating?.contains(doc.activeElement) && reference instanceof HTMLElement) {
        reference.focus();
      }
      setOpen(next);
    },
    [setOpen],
  );

  const floatingApi = useFloating({ open, onOpenChange, placement, middleware: MIDDLEWARE, whileElementsMounted: autoUpdate });
  const { refs, floatingStyles, context } = floatingApi;
  const { domReference, floating: floatingEl } = context.elements;
  useLayoutEffect(() => {
    elementsRef.current = { reference: domReference, floating: floatingEl };
  }, [domReference, floatingEl]);

  const interactions = useInteractions([
    useHover(context, {
      enabled: enabled && openOn.includes('hover'),
      delay: { close: TOOLTIP_HIDE_DELAY },
      handleClose: safePolygon(),
      // With click as well, touch opens by tap (useClick), not by the emulated mouseenter.
      mouseOnly: clicks,
    }),
    useFocus(context, { enabled: enabled && openOn.includes('focus') }),
    useClick(context, { enabled: enabled && clicks }),
    useDismiss(context, { enabled }),
    useRole(context, { enabled, role }),
  ]);
  useCloseOnLeaveAfterArrival(!!options.initialOpen && openOn.includes('hover'), open, context.elements, () => setOpen(false));

  // Arrow keys on a closed menu/listbox trigger open it and focus its first/last item once shown.
  const pendingKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (open && floatingEl && pendingKey.current) {
      const items = listItems(floatingEl);
      (pendingKey.current === 'ArrowUp' ? items[items.length - 1] : items[0])?.focus();
      pendingKey.current = null;
    }
  }, [open, floatingEl]);

  const press = useRef({ type: '', wasOpen: false });
  const { getReferenceProps: referenceProps, getFloatingProps: floatingProps } = interactions;

  const getReferenceProps = useCallback(
    (user: HTMLProps<Element> = {}) => {
      if (!enabled) return referenceProps(user);
      return referenceProps({
        ...user,
        onPointerDown(event: PointerEvent<Element>) {
          press.current = { type: event.pointerType, wasOpen: latest.current.open };
          user.onPointerDown?.(event);
        },
        onClick(event) {
          if (clicks && isTap(press.current.type) && !press.current.wasOpen) event.preventDefault();
          press.current = { type: '', wasOpen: false };
          user.onClick?.(event);
        },
        onKeyDown(event: KeyboardEvent<Element>) {
          user.onKeyDown?.(event);
          const { floating } = elementsRef.current;
          if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          if (latest.current.open && floating) moveListFocus(floating, event.key === 'ArrowUp' ? 'End' : 'Home');
          else {
            pendingKey.current = event.key;
            setOpen(true);
          }
        },
      });
    },
    [enabled, referenceProps, clicks, list, setOpen],
  );

  const getFloatingProps = useCallback(
    (user: HTMLProps<HTMLElement> = {}) =>
      floatingProps({
        ...user,
        onBlur(event: FocusEvent<HTMLElement>) {
          user.onBlur?.(event);
          const to = event.relatedTarget as Node | null;
          const { reference, floating } = elementsRef.current;
          if (to && !floating?.contains(to) && !reference?.contains(to)) setOpen(false);
        },
        onKeyDown(event: KeyboardEvent<HTMLElement>) {
          user.onKeyDown?.(event);
          if (list && !event.defaultPrevented && moveListFocus(event.currentTarget, event.key)) event.preventDefault();
        },
      }),
    [floatingProps, list, setOpen],
  );

  return { open, setOpen, refs, floatingStyles, getReferenceProps, getFloatingProps, context };
}

export interface DropdownProps extends DropdownOptions {
  /** Renders the trigger; spread the props (they include the ref) onto one element. */
  trigger: (props: Record<string, unknown>, open: boolean) => ReactElement;
  /** The panel's content, or a function of a close callback. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The panel's accessible name (needed for the dialog role). */
  label?: string;
  className?: string;
  /** Render the panel in a portal at the end of the body (takes it out of the Tab order). Default false. */
  portal?: boolean;
}

export function Dropdown({ trigger, children, label, className, portal = false, ...options }: DropdownProps) {
  useFloatingStyle();
  const dropdown = useDropdown(options);
  const close = () => dropdown.setOpen(false);
  const panel = dropdown.open && (
    <div
      ref={dropdown.refs.setFloating}
      className={className ? `sf-dropdown ${className}` : 'sf-dropdown'}
      style={dropdown.floatingStyles}
      aria-label={label}
      {...dropdown.getFloatingProps()}
    >
      {typeof children === 'function' ? children(close) : children}
    </div>
  );
  return (
    <>
      {trigger({ ...dropdown.getReferenceProps(), ref: dropdown.refs.setReference }, dropdown.open)}
      {panel && portal ? <FloatingPortal>{panel}</FloatingPortal> : panel}
    </>
  );
}

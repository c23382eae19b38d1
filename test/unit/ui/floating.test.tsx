// @vitest-environment happy-dom
import { setupReactRoot } from './react-root';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Dropdown, EDGE_MARGIN, FLOATING_OFFSET, TOOLTIP_HIDE_DELAY, Tooltip } from '../../../src/ui/floating';

const react = setupReactRoot();

const fire = (target: EventTarget, event: Event) => act(() => void target.dispatchEvent(event));
const key = (target: Element, k: string) => fire(target, new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
/** Lets floating-ui's positioning promise settle inside act. */
const settle = () => act(async () => {});

it('uses the spec constants', () => {
  expect([TOOLTIP_HIDE_DELAY, FLOATING_OFFSET, EDGE_MARGIN]).toEqual([500, 10, 20]);
});

describe('<Tooltip>', () => {
  it('opens on hover in a portal and describes its trigger; Escape closes it', async () => {
    act(() =>
      react.root.render(
        <Tooltip content="Kaucja za butelkę">
          <button type="button">?</button>
        </Tooltip>,
      ),
    );
    const trigger = react.host.querySelector('button')!;
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
    fire(trigger, new MouseEvent('mouseenter'));
    await settle();
    const tip = document.querySelector<HTMLElement>('[role=tooltip]')!;
    expect(tip.textContent).toBe('Kaucja za butelkę');
    expect(react.host.contains(tip)).toBe(false);
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    key(document.body, 'Escape');
    expect(document.querySelector('[role=tooltip]')).toBeNull();
  });

  it('stays 500 ms after the pointer leaves', async () => {
    vi.useFakeTimers();
    act(() =>
      react.root.render(
        <Tooltip content="tekst" placement="bottom">
          <button type="button">?</button>
        </Tooltip>,
      ),
    );
    const trigger = react.host.querySelector('button')!;
    fire(trigger, new MouseEvent('mouseenter'));
    await settle();
    expect(document.querySelector('[role=tooltip]')).not.toBeNull();
    fire(trigger, new MouseEvent('mouseleave', { clientX: 500, clientY: 500 }));
    fire(document, new MouseEvent('mousemove', { clientX: 900, clientY: 900 }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY - 1));
    expect(document.querySelector('[role=tooltip]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[role=tooltip]')).toBeNull();
  });

  it('shown on arrival under the pointer: a pointer leaving before it entered hides it after 500 ms', async () => {
    vi.useFakeTimers();
    act(() =>
      react.root.render(
        <Tooltip content="tekst" initialOpen>
          <button type="button">?</button>
        </Tooltip>,
      ),
    );
    await settle();
    expect(document.querySelector('[role=tooltip]')).not.toBeNull();
    fire(document.body, new MouseEvent('mousemove', { bubbles: true, clientX: 900, clientY: 900 }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY - 1));
    expect(document.querySelector('[role=tooltip]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[role=tooltip]')).toBeNull();
  });

  it('opens on keyboard focus and keeps the child own props', async () => {
    const onFocus = vi.fn();
    act(() =>
      react.root.render(
        <Tooltip content="tekst">
          <button type="button" className="mine" onFocus={onFocus}>
            ?
          </button>
        </Tooltip>,
      ),
    );
    const trigger = react.host.querySelector('button')!;
    act(() => trigger.focus());
    await settle();
    expect(onFocus).toHaveBeenCalled();
    expect(trigger.className).toBe('mine');
    expect(document.querySelector('[role=tooltip]')).not.toBeNull();
  });
});

function Basket({
  openOn = ['hover', 'focus', 'click'] as const,
  role = 'dialog' as const,
  portal = false,
  initialOpen = false,
}: {
  openOn?: readonly ('hover' | 'focus' | 'click')[];
  role?: 'dialog' | 'menu';
  portal?: boolean;
  initialOpen?: boolean;
}) {
  return (
    <Dropdown
      initialOpen={initialOpen}
      openOn={openOn}
      role={role}
      portal={portal}
      label="Koszyk"
      trigger={(props, open) => (
        <a href="/basket" {...props} data-open={open}>
          Koszyk
        </a>
      )}
    >
      {role === 'menu' ? (
        <>
          <a href="/a" role="menuitem" tabIndex={-1}>
            A
          </a>
          <a href="/b" role="menuitem" tabIndex={-1}>
            B
          </a>
          <a href="/c" role="menuitem" tabIndex={-1}>
            C
          </a>
        </>
      ) : (
        (close) => (
          <button type="button" onClick={close}>
            zamknij
          </button>
        )
      )}
    </Dropdown>
  );
}

const trigger = () => react.host.querySelector('a')!;
const panel = () => document.querySelector<HTMLElement>('.sf-dropdown');
const tap = (type: string) => {
  fire(trigger(), new PointerEvent('pointerdown', { pointerType: type, bubbles: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  fire(trigger(), click);
  return click;
};

describe('<Dropdown>', () => {
  it('opens on click next to its trigger (not portalled), with dialog semantics', async () => {
    act(() => react.root.render(<Basket />));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    tap('mouse');
    await settle();
    expect(panel()?.getAttribute('role')).toBe('dialog');
    expect(panel()?.getAttribute('aria-label')).toBe('Koszyk');
    expect(trigger().nextElementSibling).toBe(panel());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(panel()?.id);
    act(() => panel()!.querySelector('button')!.click());
    expect(panel()).toBeNull();
  });

  it('can be portalled', async () => {
    act(() => react.root.render(<Basket portal />));
    tap('mouse');
    await settle();
    expect(panel()).not.toBeNull();
    expect(react.host.contains(panel())).toBe(false);
  });

  it('opens on a first tap on a touch screen instead of following the link; the next tap follows it', async () => {
    act(() => react.root.render(<Basket />));
    // A tap: pointer events, then the emulated mouse events, then the click.
    fire(trigger(), new PointerEvent('pointerover', { pointerType: 'touch', bubbles: true }));
    fire(trigger(), new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    fire(trigger(), new MouseEvent('mouseenter'));
    await settle();
    expect(panel()).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fire(trigger(), click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(panel()).not.toBeNull();
    expect(tap('touch').defaultPrevented).toBe(false);
  });

  it('opens on hover', async () => {
    act(() => react.root.render(<Basket openOn={['hover']} />));
    fire(trigger(), new MouseEvent('mouseenter'));
    await settle();
    expect(panel()).not.toBeNull();
  });

  // An island that arrived under the pointer opens at once; the browser may not count the pointer as having entered
  // its new trigger, so leaving at once fires no mouseleave on it (only moves elsewhere): it must close all the same.
  it('open on arrival: a pointer leaving before it entered closes it after the hover delay', async () => {
    vi.useFakeTimers();
    act(() => react.root.render(<Basket initialOpen />));
    await settle();
    expect(panel()).not.toBeNull();
    fire(document.body, new MouseEvent('mousemove', { bubbles: true, clientX: 5, clientY: 600 }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY - 1));
    expect(panel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).toBeNull();
  });

  it('open on arrival: a pointer back on the trigger or the panel within the delay keeps it open', async () => {
    vi.useFakeTimers();
    act(() => react.root.render(<Basket initialOpen />));
    await settle();
    fire(document.body, new MouseEvent('mousemove', { bubbles: true }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY - 100));
    fire(panel()!.querySelector('button')!, new MouseEvent('mousemove', { bubbles: true }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY * 4));
    expect(panel()).not.toBeNull();
    // From then on the browser's own enter and leave events are in step: a move elsewhere alone no longer closes it.
    fire(document.body, new MouseEvent('mousemove', { bubbles: true }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY * 4));
    expect(panel()).not.toBeNull();
  });

  it('not open on arrival: moves elsewhere leave a panel opened by click alone', async () => {
    vi.useFakeTimers();
    act(() => react.root.render(<Basket />));
    tap('mouse');
    await settle();
    fire(document.body, new MouseEvent('mousemove', { bubbles: true }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY * 4));
    expect(panel()).not.toBeNull();
  });

  it('lets a mouse click follow the link', async () => {
    act(() => react.root.render(<Basket />));
    expect(tap('mouse').defaultPrevented).toBe(false);
  });

  it('closes on Escape, returning focus to the trigger, and on a press outside', async () => {
    act(() => react.root.render(<Basket openOn={['click']} />));
    tap('mouse');
    await settle();
    const inside = panel()!.querySelector('button')!;
    act(() => inside.focus());
    key(inside, 'Escape');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(trigger());
    tap('mouse');
    await settle();
    expect(panel()).not.toBeNull();
    fire(document.body, new PointerEvent('pointerdown', { bubbles: true }));
    fire(document.body, new MouseEvent('mousedown', { bubbles: true }));
    fire(document.body, new MouseEvent('click', { bubbles: true }));
    expect(panel()).toBeNull();
  });

  it('closes when focus leaves both trigger and panel', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => react.root.render(<Basket openOn={['click']} />));
    tap('mouse');
    await settle();
    const inside = panel()!.querySelector('button')!;
    act(() => inside.focus());
    act(() => outside.focus());
    expect(panel()).toBeNull();
  });

  it('moves between menu items with the arrow keys', async () => {
    act(() => react.root.render(<Basket openOn={['click']} role="menu" />));
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    act(() => trigger().focus());
    key(trigger(), 'ArrowDown');
    await settle();
    const items = Array.from(panel()!.querySelectorAll('[role=menuitem]'));
    expect(panel()!.getAttribute('role')).toBe('menu');
    expect(document.activeElement).toBe(items[0]);
    key(items[0], 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    key(items[1], 'End');
    expect(document.activeElement).toBe(items[2]);
    key(items[2], 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    key(items[0], 'ArrowUp');
    expect(document.activeElement).toBe(items[2]);
  });
});

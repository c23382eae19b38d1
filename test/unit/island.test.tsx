// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { renderIsland } from '../../src/island';

function server(html: string) {
  document.body.innerHTML = `<div data-widget="x">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('renderIsland', () => {
  it('replaces the server markup with the rendered tree and keeps focus on the same element', () => {
    const el = server('<a href="/b" class="link">3</a>');
    (el.querySelector('a') as HTMLElement).focus();
    const unmount = renderIsland(
      el,
      <a href="/b" className="link">
        4
      </a>,
      () => {},
    );
    expect(el.innerHTML).toBe('<a href="/b" class="link">4</a>');
    expect(document.activeElement).toBe(el.querySelector('a'));
    unmount();
    expect(el.innerHTML).toBe('<a href="/b" class="link">3</a>');
  });

  it('restores the server markup and reports when rendering throws', async () => {
    const el = server('<span class="server">server</span>');
    const report = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    renderIsland(el, <Broken />, report);
    await settle();
    expect(el.innerHTML).toBe('<span class="server">server</span>');
    expect(el.getAttribute('data-widget-state')).toBe('failed');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    error.mockRestore();
  });

  it('calls onFailed once the server markup is back after a failure, never on a plain unmount', async () => {
    const el = server('<b>kept</b>');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    const onFailed = vi.fn(() => expect(el.innerHTML).toBe('<b>kept</b>'));
    renderIsland(el, <Broken />, () => {}, onFailed);
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
    const fine = vi.fn();
    renderIsland(server('<b>kept</b>'), <i>new</i>, () => {}, fine)();
    await settle();
    expect(fine).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('restores the server markup when an effect throws', async () => {
    const el = server('<b>kept</b>');
    const report = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenEffect() {
      useEffect(() => {
        throw new Error('effect failed');
      }, []);
      return <i>new</i>;
    }
    renderIsland(el, <BrokenEffect />, report);
    await settle();
    expect(el.innerHTML).toBe('<b>kept</b>');
    expect(report).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

// @vitest-environment happy-dom
/** The menu_notice widget on server markup: what it changes, and that unmount puts it all back. */
import { afterEach, describe, expect, it } from 'vitest';
import noticeWidget from '../../widgets/menu_notice/index';
import { mount } from './mount-widget';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('menu_notice widget', () => {
  it('shows a present notice in a modal, remembers the close, and an empty notice does nothing', async () => {
    document.body.innerHTML = `<div id="n"><h2 class="menu_notice__title">Przerwa</h2><p>Wysyłka 28 grudnia. <a href="/d">Szczegóły</a></p></div><div id="e"> <h2 class="menu_notice__title"></h2> </div>`;
    const el = document.getElementById('n')!;
    const server = el.innerHTML;
    const unmount = await mount(noticeWidget, el);
    const dialog = document.querySelector('dialog.sf-modal--notice')!;
    expect(dialog.querySelector('.sf-modal__title')!.textContent).toBe('Przerwa');
    expect(dialog.querySelector('a')!.getAttribute('href')).toBe('/d');
    expect(el.hidden).toBe(true);
    (dialog.querySelector('.sf-modal__close') as HTMLButtonElement).click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(el.innerHTML).toBe(server);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('sf_notice_'))).toHaveLength(1);
    unmount();
    expect(el.hidden).toBe(false);

    // Mounted again in the same session: not shown.
    const again = await mount(noticeWidget, el);
    expect(document.querySelector('dialog')).toBeNull();
    expect(el.hidden).toBe(true);
    again();

    const empty = document.getElementById('e')!;
    const none = await mount(noticeWidget, empty);
    expect(document.querySelector('dialog')).toBeNull();
    expect(empty.hidden).toBe(false);
    none();
  });

  it('unmounting while open closes the modal without remembering it', async () => {
    document.body.innerHTML = `<div id="n"><h2 class="menu_notice__title">Inna</h2><p>Tekst</p></div>`;
    const el = document.getElementById('n')!;
    const server = el.innerHTML;
    const unmount = await mount(noticeWidget, el);
    expect(document.querySelector('dialog')).not.toBeNull();
    unmount();
    expect(document.querySelector('dialog')).toBeNull();
    expect(el.innerHTML).toBe(server);
    expect(el.hidden).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});

/**
 * menu_notice: the shop's menu notice (spec §2 "Menu notice"). The marker is the server's notice
 * (`.menu_notice__title` heading, then its content); without JavaScript it shows in the page. When
 * present (text or an image), it is shown in the shared modal: its heading is the modal's title, its
 * content is moved into the modal (links keep working) and back when the modal closes. Closing it
 * is remembered for the browser session (sessionStorage, per notice text), so the notice does not
 * open again on every page; a changed notice opens again. The server's notice stays hidden while the
 * widget is mounted.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { openModal } from '../../src/ui/modal-core';
import { noticeKey, noticePresent } from './rules';
import { warnOnce } from '../../src/lib/report';
import { addPolish } from '../../src/i18n';
import { plNotice } from '../../src/i18n/pl-notice';
import { doc } from '../../src/lib/dom';

// Polish: the notice's title (src/i18n/pl-notice.ts; not in the core chunk, this module brings them).
addPolish(plNotice);

function remembered(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false; // storage blocked: show it
  }
}

function remember(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    /* storage blocked or full: it opens again on the next page */
  }
}

export default defineWidget({
  name: 'menu_notice',
  schema: v.object({}),
  mount(el) {
    // One notice per page, the first marker's: a marker further on may sit in shop content (a description, a
    // review) whose sanitiser kept data-* attributes, and must not open a modal of its own in the shop's name.
    const first = Array.from(doc.querySelectorAll('[data-widget="menu_notice"]')).find((m) => !m.closest('[data-widget-ignore]'));
    if (first && first !== el) {
      warnOnce('menu_notice:second', 'storefront: menu_notice: the page has more than one menu notice marker; only the first is shown.');
      return;
    }
    const heading = el.querySelector<HTMLElement>('.menu_notice__title');
    const moved = Array.from(el.childNodes).filter((n) => n !== heading);
    const text = moved.map((n) => n.textContent ?? '').join(' ');
    const hasMedia = moved.some((n) => n instanceof Element && (n.matches('img,picture,video,svg') || !!n.querySelector('img,picture,video,svg')));
    if (!noticePresent(text, hasMedia)) return;
    const key = noticeKey(`${heading?.textContent ?? ''} ${text}`);
    const wasHidden = el.hidden;
    el.hidden = true;
    el.setAttribute('data-notice', 'closed');
    if (remembered(key)) return () => restore();

    const body = doc.createElement('div');
    body.className = 'menu_notice__body';
    body.append(...moved);
    let unmounting = false;
    let modal: { close(): void } | null = openModal({
      title: heading?.textContent?.trim() || getPage().t('notice.title'),
      content: body,
      className: 'sf-modal--notice',
      onClose() {
        modal = null;
        el.append(...moved);
        el.setAttribute('data-notice', 'closed');
        if (!unmounting) remember(key);
      },
    });
    el.setAttribute('data-notice', 'open');

    function restore() {
      el.hidden = wasHidden;
      el.removeAttribute('data-notice');
    }
    return () => {
      unmounting = true;
      modal?.close();
      restore();
    };
  },
});

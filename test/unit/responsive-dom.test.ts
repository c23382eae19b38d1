// @vitest-environment happy-dom
/** The responsive widget's per-view image sources on server markup: never an image inside `[data-widget-ignore]`. */
import { afterEach, describe, expect, it } from 'vitest';
import responsiveWidget from '../../widgets/responsive/index';
import { $view } from '../../src/stores/view';
import { mount } from './mount-widget';

const SOURCES = 'data-src-1="https://cdn.example/m.jpg" data-src-4="https://cdn.example/w.jpg" data-src-small="https://cdn.example/s.jpg"';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

afterEach(() => {
  setWidth(1024);
  document.body.innerHTML = '';
  $view.set(4);
});

describe('responsive widget: images', () => {
  it('gives per-view sources to the page’s images and never to one inside data-widget-ignore, also one added or moved in later', async () => {
    setWidth(1280); // the store reads it when first subscribed
    document.body.innerHTML =
      `<div id="container"><img id="page" src="/server.jpg" ${SOURCES}>` +
      `<div class="cms__text" data-widget-ignore><img id="merchant" src="/merchant.jpg" ${SOURCES}></div></div>`;
    const root = document.getElementById('container')!;
    const src = (id: string) => document.getElementById(id)!.getAttribute('src');
    const unmount = await mount(responsiveWidget as never, root);
    expect(src('page')).toBe('https://cdn.example/w.jpg');
    expect(src('merchant')).toBe('/merchant.jpg');

    // Later: one image added to the merchant's content, the page's own image moved into it, one added outside.
    const content = root.querySelector('.cms__text')!;
    content.insertAdjacentHTML('beforeend', `<p><img id="added" src="/added.jpg" ${SOURCES}></p>`);
    content.append(document.getElementById('page')!);
    root.insertAdjacentHTML('beforeend', `<img id="outside" src="/outside.jpg" ${SOURCES}>`);
    setWidth(390);
    $view.set(1); // a view change (the store's debounce is its own test's concern)
    dispatchEvent(new Event('resize')); // and a resize at the same view (images only)
    document.dispatchEvent(new CustomEvent('storefront:partial', { detail: { ok: true } })); // and a partial load
    expect(src('outside')).toBe('https://cdn.example/s.jpg'); // the widget did look again
    expect(src('merchant')).toBe('/merchant.jpg');
    expect(src('added')).toBe('/added.jpg');
    expect(src('page')).toBe('https://cdn.example/w.jpg'); // as it was when it left the page's part
    unmount();
  });
});

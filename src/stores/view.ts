/**
 * $view: the responsive view (1 mobile, 2 tablet, 3-4 desktop), re-checked on resize with a
 * 100 ms debounce (spec §9). The listener runs only while something subscribes.
 */
import { atom, onMount } from 'nanostores';
import { viewFromWidth, type View } from '../lib/view';

export const RESIZE_DEBOUNCE_MS = 100;

export const $view = atom<View>(typeof innerWidth === 'number' ? viewFromWidth(innerWidth) : 4);

onMount($view, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(() => $view.set(viewFromWidth(innerWidth)), RESIZE_DEBOUNCE_MS);
  };
  $view.set(viewFromWidth(innerWidth));
  addEventListener('resize', check);
  return () => {
    clearTimeout(timer);
    removeEventListener('resize', check);
  };
});

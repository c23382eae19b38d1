import type { WidgetManifest } from '../../src/widget';

/** Sign-in form panels: login, password reminder, social-login "more" (spec §2 "Sign-in form"). */
export const signinForm: WidgetManifest = {
  name: 'signin_form',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};

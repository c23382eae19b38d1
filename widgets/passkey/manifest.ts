import type { WidgetManifest } from '../../src/widget';

/** Passkey registration and passwordless login through the accounts service (spec §3, §4, §6, §7 "Passkeys"). */
export const passkey: WidgetManifest = {
  name: 'passkey',
  keys: [],
  hydrate: 'idle',
  load: () => import('./index'),
};

/**
 * forced_region after a forced-region cookie was found: the cookies validated (a malformed one ignored with one
 * warning), the opening rule, and the dialog (ForcedRegionModal.tsx, with React) when the notice must show.
 */
import { parseCookieHeader } from '../../src/lib/cookies';
import { warnOnce } from '../../src/lib/report';
import { readPageContext } from '../../src/stores/page-context';
import { injectStyle } from '../../src/ui/style';
import type { Unmount } from '../../src/widget';
import { readForcedState, shouldOpenForced } from './rules';
import { css } from './style';
import { doc } from '../../src/lib/dom';

export async function showIfForced(el: HTMLElement, reportError: (error: unknown) => void): Promise<Unmount | void> {
  const state = readForcedState(parseCookieHeader(doc.cookie, { raw: true }));
  if (state.problems.length) {
    warnOnce('forced_region:cookie', `storefront: forced_region: ignoring a malformed forced-region cookie (${state.problems.join('; ')}).`);
  }
  if (!shouldOpenForced(state, readPageContext().type)) return;
  injectStyle('forced_region', css);
  const { mountIsland } = await import('./ForcedRegionModal');
  return mountIsland(el, state, reportError);
}

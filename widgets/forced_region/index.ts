/**
 * forced_region: the notice shown when the server forced a temporary delivery region or zipcode
 * (spec §2 "Forced-region modal", §3 "Forced-region cookies", §4 "Forced region", §7 "Region and
 * zipcode reset"). Put an empty marker once per page: `<div data-widget="forced_region"></div>`.
 *
 * It reads the setRegionForced / setZipcodeForced cookies (raw JSON as the platform writes them, or
 * URI-encoded JSON; validated: a malformed one is ignored with one warning) and opens the shared
 * <Modal> when either has showModal true and a country or zipcode is forced, except on the
 * place-order, prepaid, order1 and order2 pages. "Continue" (and Escape / the close button) rewrites
 * each present cookie as raw JSON with showModal false on path / (the platform's scripts JSON.parse it). The restore control runs unsetRegion,
 * unsetZipcode or both; on status "success" it deletes the cookie(s) and reloads the page,
 * otherwise it says so in the dialog and stays.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { hasForcedCookie } from './names';
import { doc } from '../../src/lib/dom';

// Every page carries the marker: without a forced-region cookie nothing more loads; with one, the rules (the cookie
// checked, the page type) come, and the dialog and React only when the notice must show (forced.ts).
export default defineWidget({
  name: 'forced_region',
  schema: v.object({}),
  async mount(el, { reportError }) {
    if (!hasForcedCookie(doc.cookie)) return;
    const { showIfForced } = await import('./forced');
    return showIfForced(el, reportError);
  },
});

/**
 * Top layers and widgets (ToplayersAndWidgets batch key): each item's `{content}` HTML is inserted at
 * the end of the body (its scripts run on insertion), then the script text of the items' `script` key
 * is run as a function body (platform: `return` legal, `var` local, a throw caught), through the audited platform-html
 * module, under a nonce CSP with no eval. Unmounting the marker removes what it inserted.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { platformFragment, runPlatformScript } from '../../src/platform-html';
import { toplayersOf } from '../../src/schemas/platform';
import { warnOnce } from '../../src/lib/report';
import { doc } from '../../src/lib/dom';

export default defineWidget({
  name: 'toplayers',
  schema: v.object({}),
  // Mounted at once; the layers go in when the batch answers (a slow batch never holds the page's ready event).
  mount(_el, { batch, signal }) {
    const inserted: ChildNode[] = [];
    void batch.get('ToplayersAndWidgets').then((part) => {
      if (signal.aborted) return;
      const { contents, scripts } = toplayersOf(part);
      for (const content of contents) {
        const fragment = platformFragment(content);
        inserted.push(...Array.from(fragment.childNodes));
        doc.body.append(fragment);
      }
      for (const script of scripts) {
        const failed = runPlatformScript(script);
        if (failed) warnOnce('toplayers:script', 'storefront: toplayers: a top layer script failed; the others still ran.', failed.error);
      }
    });
    return () => inserted.forEach((node) => node.remove());
  },
});

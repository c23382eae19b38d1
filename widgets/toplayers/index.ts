/**
 * Top layers and widgets (ToplayersAndWidgets batch key): each item's HTML is inserted at the end of
 * the body and its script entry run, through the audited platform-html module. Unmounting the
 * marker removes what it inserted.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { platformFragment, runPlatformScript } from '../../src/platform-html';
import { validItems, ToplayerItem } from '../../src/schemas/platform';

export default defineWidget({
  name: 'toplayers',
  schema: v.object({}),
  // Mounted at once; the layers go in when the batch answers (a slow batch never holds the page's ready event).
  mount(_el, { batch, signal }) {
    const inserted: ChildNode[] = [];
    void batch.get('ToplayersAndWidgets').then((part) => {
      if (signal.aborted) return;
      for (const item of validItems('ToplayersAndWidgets', part, ToplayerItem)) {
        if (item.content) {
          const fragment = platformFragment(item.content);
          inserted.push(...Array.from(fragment.childNodes));
          document.body.append(fragment);
        }
        if (item.script) runPlatformScript(item.script);
      }
    });
    return () => inserted.forEach((node) => node.remove());
  },
});

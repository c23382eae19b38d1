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
  async mount(_el, { batch, signal }) {
    const items = validItems('ToplayersAndWidgets', await batch.get('ToplayersAndWidgets'), ToplayerItem);
    if (signal.aborted) return;
    const inserted: ChildNode[] = [];
    for (const item of items) {
      if (item.content) {
        const fragment = platformFragment(item.content);
        inserted.push(...Array.from(fragment.childNodes));
        document.body.append(fragment);
      }
      if (item.script) runPlatformScript(item.script);
    }
    return () => inserted.forEach((node) => node.remove());
  },
});

/**
 * Top layers and widgets (ToplayersAndWidgets batch key): each item's HTML is inserted at the end of
 * the body and its script entry run, through the audited platform-html module. Unmounting the
 * marker removes what it inserted.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { platformFragment, runPlatformScript } from '../../src/platform-html';
import { itemsOf, ToplayerItem } from '../../src/schemas/platform';
import { warnOnce } from '../../src/lib/report';

export default defineWidget({
  name: 'toplayers',
  schema: v.object({}),
  async mount(_el, { batch, signal }) {
    const { items, invalid, malformed } = itemsOf(await batch.get('ToplayersAndWidgets'), ToplayerItem);
    if (signal.aborted) return;
    if (malformed || invalid) warnOnce('toplayers', `storefront: ToplayersAndWidgets response ${malformed ? 'is malformed' : `has ${invalid} malformed item(s)`}; skipped.`);
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

/**
 * Snippets: the platform's HTML pieces for this page (Snippets batch key), each inserted into the
 * head, the top of the body or the end of the body by its region. Inserted through the audited
 * platform-html module; a malformed part is reported once and nothing is inserted.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { insertPlatformHtml } from '../../src/platform-html';
import { validItems, SnippetItem } from '../../src/schemas/platform';

export default defineWidget({
  name: 'snippets',
  schema: v.object({}),
  async mount(_el, { batch, signal }) {
    const items = validItems('Snippets', await batch.get('Snippets'), SnippetItem);
    if (signal.aborted) return;
    for (const item of items) insertPlatformHtml(item.content, item.region);
  },
});

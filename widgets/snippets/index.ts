/**
 * Snippets: the platform's HTML pieces for this page (Snippets batch key), each inserted into the
 * head, the top of the body or the end of the body by its region; an item with no region is skipped.
 * Inserted through the audited platform-html module; a malformed part is reported once and nothing
 * is inserted.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { insertPlatformHtml } from '../../src/platform-html';
import { snippetsOf } from '../../src/schemas/platform';

export default defineWidget({
  name: 'snippets',
  schema: v.object({}),
  // Mounted at once; the pieces go in when the batch answers (a slow batch never holds the page's ready event).
  mount(_el, { batch, signal }) {
    void batch.get('Snippets').then((part) => {
      if (signal.aborted) return;
      for (const item of snippetsOf(part)) insertPlatformHtml(item.content, item.region);
    });
  },
});

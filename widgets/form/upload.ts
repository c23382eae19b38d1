/**
 * File inputs (spec §5 "File upload"): a file on the blacklist or over the size limit is refused (the
 * input cleared, the reason shown); a field that takes images only says the accepted format (.jpg)
 * and the maximum photo size in px its markup declares, in a hint tied to the input.
 */
import type { Translator } from '../../src/i18n';
import { acceptsOnlyImages, checkFile, maxFileSize, maxPhotoSize, type Blacklist } from './rules';
import type { Fields } from './fields';
import type { Render } from './render';

/** Adds the hints; returns their removal. */
export function imageHints(form: HTMLFormElement, fields: Fields, t: Translator): () => void {
  const hints: HTMLElement[] = [];
  for (const f of fields.all.values()) {
    const el = f.el;
    if (!(el instanceof HTMLInputElement) || el.type !== 'file' || !acceptsOnlyImages(el.getAttribute('accept'))) continue;
    const px = maxPhotoSize((name) => el.getAttribute(name));
    const hint = document.createElement('span');
    hint.className = 'field__hint';
    hint.id = `${el.id}_hint`;
    hint.textContent = px ? `${t('form.file_image_format')}, ${t('form.file_image_max_size', { size: px })}` : t('form.file_image_format');
    f.message.before(hint);
    el.setAttribute('aria-describedby', [...(el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean), hint.id].join(' '));
    hints.push(hint);
  }
  return () => {
    for (const hint of hints) {
      const input = form.querySelector(`[aria-describedby~="${CSS.escape(hint.id)}"]`);
      const rest = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== hint.id);
      if (input && rest.length) input.setAttribute('aria-describedby', rest.join(' '));
      else input?.removeAttribute('aria-describedby');
      hint.remove();
    }
  };
}

/** Checks the chosen files of a file input. */
export function fileChecker(fields: Fields, render: Render, blacklist: Blacklist): (el: HTMLInputElement) => void {
  return (el) => {
    const field = fields.all.get(el) ?? fields.add(el);
    const maxBytes = maxFileSize((name) => el.getAttribute(name)); // data-max-filesize or the spec's max_filesize
    for (const file of el.files ?? []) {
      const problem = checkFile(file, maxBytes, blacklist);
      if (problem) {
        el.value = ''; // spec §5: the input is cleared
        render(field, {
          code: problem.key,
          key: problem.key,
          values: problem.key === 'form.file_size' ? { file: problem.file, mb: problem.mb } : { file: problem.file },
        });
        return;
      }
    }
    render(field, field.problem);
  };
}

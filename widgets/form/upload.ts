/**
 * File inputs (spec §5 "File upload"): a file on the blacklist or over the size limit is refused (the
 * input cleared, the reason shown); a field that takes images only says the accepted format (.jpg)
 * and the maximum photo size in px its markup declares, in a hint tied to the input.
 */
import type { Translator } from '../../src/i18n';
import { acceptsOnlyImages, checkFile, maxFileSize, maxPhotoSize, type Blacklist } from './rules';
import type { Fields } from './fields';
import type { Render } from './render';
import { doc } from '../../src/lib/dom';

/** Adds the hints; returns their removal. */
export function imageHints(form: HTMLFormElement, fields: Fields, t: Translator): () => void {
  const hints: HTMLElement[] = [];
  for (const f of fields.all.values()) {
    const el = f.el;
    if (!(el instanceof HTMLInputElement) || el.type !== 'file' || !acceptsOnlyImages(el.getAttribute('accept'))) continue;
    const px = maxPhotoSize((name) => el.getAttribute(name));
    const hint = doc.createElement('span');
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

/**
 * Extensions refused whatever the configured list says: the other names servers run as PHP (php3 … php8, phar,
 * pht, phps), server-side includes (shtml, shtm, stm), XHTML (xhtml, xht: script in the shop's origin, as html),
 * HTML applications (hta) and server configuration (htaccess).
 */
const ALWAYS_REFUSED = new Set(['phar', 'pht', 'phps', 'shtml', 'shtm', 'stm', 'xhtml', 'xht', 'hta', 'htaccess']);
const PHP_VERSIONED = /^php\d$/;

/**
 * A file name's extension parts as a server reads them: lower case; spaces and dots at the end of the name or of a
 * part dropped (Windows saves "x.php." and "x.php " as x.php); an NTFS stream suffix (":$DATA") dropped; and every
 * part after the first dot, not only the last (Apache runs "x.php.jpg" as PHP; "x.exe.jpg" is an executable with an
 * image's name). Linear: no pattern that backtracks.
 */
export function extensionParts(name: string): string[] {
  return name
    .toLowerCase()
    .split('.')
    .slice(1)
    .map((part) => part.split(':')[0].trim())
    .filter(Boolean);
}

/** Spec §5 "File upload": a file whose extension is on the blacklist is refused; every one of its extension parts counts. */
export function refusedName(name: string, extensions: readonly string[]): boolean {
  const listed = new Set(extensions.map((e) => e.toLowerCase().replace(/^\./, '').trim()));
  return extensionParts(name).some((ext) => listed.has(ext) || ALWAYS_REFUSED.has(ext) || PHP_VERSIONED.test(ext));
}

/** Checks the chosen files of a file input. */
export function fileChecker(fields: Fields, render: Render, blacklist: Blacklist): (el: HTMLInputElement) => void {
  return (el) => {
    const field = fields.all.get(el) ?? fields.add(el);
    const maxBytes = maxFileSize((name) => el.getAttribute(name)); // data-max-filesize or the spec's max_filesize
    for (const file of el.files ?? []) {
      const problem = refusedName(file.name, blacklist.extensions)
        ? ({ key: 'form.file_type', file: file.name } as const)
        : checkFile(file, maxBytes, blacklist);
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

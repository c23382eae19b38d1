/**
 * form: the customer-data form behaviour (spec §4 "Form fields", "Form submit"; §5; §7
 * "Client-data validation", "IBAN check"). Put the marker on the server's <form>; it enhances the
 * inputs in place (never re-creates them, so values, autofill and focus stay) and without
 * JavaScript the form submits natively as before. Declarations are read from the inputs' data-*
 * attributes (docs/widgets/form.md).
 *
 * One file per idea, composed here: fields.ts (the fields, read from markup), plan.ts (which checks
 * run and how their answers combine, pure), remote.ts (validateClientData and the IBAN check),
 * validate.ts (a run on the page), render.ts (states and messages), triggers.ts (when checks run),
 * upload.ts (file inputs), submit.ts, provinces.ts (the chosen country's province block); the field rules in rules.ts.
 */
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { addPolish } from '../../src/i18n';
import { plForm } from '../../src/i18n/pl-form';
import { part } from '../../src/lib/parts';
import { injectStyle } from '../../src/ui/style';
import { DEFAULT_BLACKLIST_EXTENSIONS, DEFAULT_BLACKLIST_MIME } from './rules';
import { readFields } from './fields';
import { clear, renderer } from './render';
import { validator } from './validate';
import { triggers } from './triggers';
import { fileChecker, imageHints } from './upload';
import { submitting } from './submit';
import { provinces } from './provinces';
import { css } from './style';

// This widget's Polish texts are not in the core chunk: they come with its code.
addPolish(plForm);

const list = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
  );

export default defineWidget({
  name: 'form',
  schema: v.object({
    /** Comma-separated extensions refused on upload (default: executables and scripts). */
    blacklistExtensions: list(),
    /** Comma-separated MIME types refused on upload. */
    blacklistMime: list(),
  }),
  parts: { form: part('to be the <form> element', ':scope', HTMLFormElement) },
  mount(_el, { config, signal, reportError, parts: { form } }) {
    injectStyle('form', css);
    const { t, texts } = getPage();
    const blacklist = {
      extensions: config.blacklistExtensions ?? DEFAULT_BLACKLIST_EXTENSIONS,
      mime: config.blacklistMime ?? DEFAULT_BLACKLIST_MIME,
    };
    const hadNoValidate = form.noValidate;
    form.noValidate = true; // our messages replace the browser's bubbles; without JS they still work

    const fields = readFields(form);
    const removeHints = imageHints(form, fields, t);
    const render = renderer(t, texts);
    const validate = validator(render, signal);
    // Only the chosen country's province block is shown and enabled; a field hidden now shows no state.
    const regions = provinces(form);
    const syncProvinces = () => {
      for (const c of regions.sync()) {
        const f = fields.all.get(c);
        if (f) clear(f);
      }
    };
    syncProvinces();
    const typing = triggers(form, fields, validate, fileChecker(fields, render, blacklist), signal, reportError, syncProvinces);
    submitting(form, fields, validate, typing, signal, reportError);

    return () => {
      typing.stop();
      removeHints();
      regions.restore();
      form.noValidate = hadNoValidate;
      form.classList.remove('--fail-validation', '--submitting');
      for (const f of fields.all.values()) {
        clear(f);
        if (f.createdMessage) f.message.remove();
        if (f.addedDescribedBy) {
          const rest = (f.el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== f.message.id);
          if (rest.length) f.el.setAttribute('aria-describedby', rest.join(' '));
          else f.el.removeAttribute('aria-describedby');
        }
      }
    };
  },
});

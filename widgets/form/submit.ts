/**
 * Submit (spec §4 "Form submit"): the whole form is checked first; with a problem the form gets
 * --fail-validation and focus goes to the first invalid field, else it gets --submitting and submits
 * natively (once, with the same submitter). No double submit while checking or submitting; back from
 * the next page (bfcache) a new submit is allowed.
 */
import type { Fields } from './fields';
import type { Triggers } from './triggers';
import type { Validate } from './validate';

export function submitting(
  form: HTMLFormElement,
  fields: Fields,
  validate: Validate,
  triggers: Triggers,
  signal: AbortSignal,
  reportError: (error: unknown) => void,
): void {
  let validating = false;
  let passThrough = false;

  async function onSubmit(event: SubmitEvent) {
    if (passThrough) {
      passThrough = false;
      return; // the native submission proceeds, once
    }
    event.preventDefault();
    if (validating || form.classList.contains('--submitting')) return; // no double submit
    validating = true;
    form.setAttribute('aria-busy', 'true');
    triggers.cancel();
    let ok: boolean;
    try {
      ok = await validate(fields.all.values());
    } catch (error) {
      reportError(error);
      ok = true; // a bug of ours must not trap the customer: the server validates the post anyway
    } finally {
      validating = false;
      form.removeAttribute('aria-busy');
    }
    if (signal.aborted) return;
    if (!ok) {
      form.classList.add('--fail-validation');
      const first = [...fields.all.values()].find((f) => f.el.getAttribute('aria-invalid') === 'true');
      first?.el.focus();
      return;
    }
    form.classList.remove('--fail-validation');
    form.classList.add('--submitting');
    passThrough = true;
    const submitter = event.submitter instanceof HTMLElement && form.contains(event.submitter) ? event.submitter : null;
    form.requestSubmit(submitter as HTMLButtonElement | null);
  }

  form.addEventListener('submit', (e) => void onSubmit(e as SubmitEvent).catch(reportError), { signal });
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) form.classList.remove('--submitting'); // back from the next page: allow a new submit
    },
    { signal },
  );
}

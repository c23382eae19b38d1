/**
 * form: the customer-data form behaviour (spec §4 "Form fields", "Form submit"; §5; §7
 * "Client-data validation", "IBAN check"). Put the marker on the server's <form>; it enhances the
 * inputs in place (never re-creates them, so values, autofill and focus stay) and without
 * JavaScript the form submits natively as before. Declarations are read from the inputs' data-*
 * attributes (docs/widgets/form.md).
 */
import { timeoutSignal } from '../../src/lib/timeout';
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { getPage } from '../../src/page-config';
import { graphql } from '../../src/net/graphql';
import { warnOnce } from '../../src/lib/report';
import { injectStyle } from '../../src/ui/style';
import {
  DEBOUNCE_MS,
  DEFAULT_BLACKLIST_EXTENSIONS,
  DEFAULT_BLACKLIST_MIME,
  SERVER_TIMEOUT_MS,
  buildValidationQuery,
  checkFile,
  countryId,
  isCountryId,
  effectiveType,
  ibanUrl,
  ibanValid,
  isAutofill,
  localProblem,
  messageText,
  needsServer,
  parseTypes,
  parseValidationResult,
  maxFileSize,
  maxPhotoSize,
  acceptsOnlyImages,
  routeLoginCode,
  serverProblem,
  validationAliases,
  type FieldRequest,
  type Problem,
  type ValidationResult,
  type ValidationType,
} from './rules';
import { css } from './style';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Field {
  el: Control;
  container: HTMLElement;
  message: HTMLElement;
  createdMessage: boolean;
  addedDescribedBy: boolean;
  types: ValidationType[];
  /** Bumped on each validation run that covers the field; older results are dropped. */
  seq: number;
  /** A problem another field's check put here (no_street_number on the number field). */
  external: Problem | null;
}

const list = () => v.optional(v.pipe(v.string(), v.transform((s) => s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean))));

const CONTROLS = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]),select,textarea';

let uid = 0;

export default defineWidget({
  name: 'form',
  schema: v.object({
    /** Comma-separated extensions refused on upload (default: executables and scripts). */
    blacklistExtensions: list(),
    /** Comma-separated MIME types refused on upload. */
    blacklistMime: list(),
  }),
  mount(marker, { config, signal, reportError }) {
    if (!(marker instanceof HTMLFormElement)) {
      warnOnce('form:markup', 'storefront: form: the marker must be the <form> element; left as it is.');
      return;
    }
    const form: HTMLFormElement = marker;
    injectStyle('form', css);
    const page = getPage();
    const t = page.t;
    const texts = page.texts;
    const blacklist = {
      extensions: config.blacklistExtensions ?? DEFAULT_BLACKLIST_EXTENSIONS,
      mime: config.blacklistMime ?? DEFAULT_BLACKLIST_MIME,
    };
    const hadNoValidate = form.noValidate;
    form.noValidate = true; // our messages replace the browser's bubbles; without JS they still work

    const fields = new Map<Control, Field>();
    const ref = (el: Control, attr: string): Control | null => {
      const sel = el.getAttribute(attr);
      if (!sel) return null;
      try {
        const found = form.querySelector(sel) ?? document.querySelector(sel);
        return found && found.matches(CONTROLS) ? (found as Control) : null;
      } catch {
        warnOnce(`form:${attr}:${sel}`, `storefront: form: ${attr}="${sel}" is not a valid selector; ignored.`);
        return null;
      }
    };

    const managed = (el: Control): boolean =>
      el.hasAttribute('data-validate') ||
      el.hasAttribute('data-match') ||
      el.hasAttribute('data-rules') ||
      el.required ||
      el.hasAttribute('minlength') ||
      el.hasAttribute('maxlength') ||
      (el instanceof HTMLInputElement && el.type === 'file');

    function addField(el: Control): Field {
      const existing = fields.get(el);
      if (existing) return existing;
      if (!el.id) el.id = `sf_field_${++uid}`;
      const container = (el.closest('[data-field], .field, .f-group') as HTMLElement | null) ?? el.parentElement ?? form;
      let message = container.querySelector<HTMLElement>(`#${CSS.escape(el.id)}_message, .field__message`);
      const createdMessage = !message;
      if (!message) {
        message = document.createElement('span');
        message.className = 'field__message';
        container.append(message);
      }
      if (!message.id) message.id = `${el.id}_message`;
      message.setAttribute('aria-live', 'polite');
      const described = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const addedDescribedBy = !described.includes(message.id);
      if (addedDescribedBy) el.setAttribute('aria-describedby', [...described, message.id].join(' '));
      const field: Field = { el, container, message, createdMessage, addedDescribedBy, types: parseTypes(el.getAttribute('data-validate')), seq: 0, external: null };
      fields.set(el, field);
      return field;
    }

    for (const el of form.querySelectorAll<Control>(CONTROLS)) if (managed(el)) addField(el);

    // Spec §5 "File upload": a field that takes images only says the accepted format (.jpg) and the
    // maximum photo size in px its markup declares, in a hint tied to the input (removed on unmount).
    const hints: HTMLElement[] = [];
    for (const f of fields.values()) {
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
    // The joined fields (street number, phone prefix) show messages too (no_street_number).
    for (const f of [...fields.values()]) {
      const joined = ref(f.el, 'data-concat');
      if (joined && f.types.includes('street')) addField(joined);
    }

    /* ------------------------------------------------------------ state rendering */

    const isEmpty = ({ el }: Field) => (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? !el.checked : !el.value.trim());

    function render(field: Field, problem: Problem | null) {
      const shown = field.external ?? problem;
      const { container, el, message } = field;
      const empty = isEmpty(field);
      const state = shown ? 'error' : empty ? 'empty' : 'success';
      container.classList.toggle('--error', state === 'error');
      container.classList.toggle('--success', state === 'success');
      container.classList.toggle('--empty', state === 'empty');
      if (shown) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
      const text = shown ? messageText(shown, t, texts) : '';
      if (message.textContent !== text) message.textContent = text;
    }

    function clear(field: Field) {
      field.container.classList.remove('--error', '--success', '--empty');
      field.el.removeAttribute('aria-invalid');
      field.message.textContent = '';
      field.external = null;
    }

    /* ------------------------------------------------------------ checks */

    /** The country field a data-region names (none when data-region holds the id itself). */
    const regionField = (el: Control): Control | null => (isCountryId((el.getAttribute('data-region') ?? '').trim()) ? null : ref(el, 'data-region'));
    /** The field's numeric country id: data-region itself, or the value of the field it names. */
    const regionOf = (f: Field): number | undefined => {
      const attr = f.el.getAttribute('data-region');
      if (attr === null) return undefined;
      const { id, invalid } = countryId(attr, regionField(f.el)?.value);
      if (invalid !== undefined) warnOnce(`form:country:${invalid}`, `storefront: form: the country "${invalid}" of #${f.el.id} is not a numeric country id; checked without a country.`);
      return id;
    };

    function local(f: Field): Problem | null {
      const el = f.el;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.required && !el.checked ? { code: 'required', key: 'form.required_checkbox' } : null;
      if (el instanceof HTMLInputElement && el.type === 'file') return el.required && !el.files?.length ? { code: 'required', key: 'form.required' } : null;
      if (el instanceof HTMLSelectElement) return el.required && !el.value ? { code: 'choose_option', key: 'form.choose_option' } : null;
      const country = regionOf(f);
      const match = ref(el, 'data-match');
      const linked = ref(el, 'data-linked');
      return localProblem({
        types: f.types,
        value: el.value,
        required: el.required,
        minLength: el.hasAttribute('minlength') ? Number(el.getAttribute('minlength')) : undefined,
        maxLength: el.hasAttribute('maxlength') ? Number(el.getAttribute('maxlength')) : undefined,
        invalidFormat: /\binvalid_format\b/.test(el.getAttribute('data-rules') ?? ''),
        hasRegion: country !== undefined,
        mustEqual: match ? match.value : undefined,
        linkedLogin: f.types.includes('password') && linked ? linked.value : undefined,
      });
    }

    type Check = { field: Field; request?: FieldRequest; iban?: boolean; seq: number };

    /** Validates the given fields: local checks, then one validateClientData query, IBAN calls. Resolves true when all pass. */
    /** quiet: empty fields are left empty (no "required" message), used after autofill. */
    async function validate(targetList: Iterable<Field>, quiet = false): Promise<boolean> {
      const targets = [...targetList];
      const checks: Check[] = [];
      let ok = true;
      const covered = new Set<Field>();
      for (const f of targets) {
        if (covered.has(f)) continue;
        covered.add(f);
        const seq = ++f.seq;
        if (quiet && isEmpty(f)) {
          render(f, null);
          continue;
        }
        const problem = local(f);
        const type = effectiveType(f.types, f.el.value.trim());
        const country = regionOf(f);
        const hasRegion = country !== undefined;
        if (problem || !f.el.value.trim()) {
          if (problem) ok = false;
          clearExternalFromOwner(f);
          render(f, problem);
          continue;
        }
        if (type === 'iban') {
          checks.push({ field: f, iban: true, seq });
          continue;
        }
        if (!needsServer(type, hasRegion)) {
          render(f, null);
          continue;
        }
        const joined = ref(f.el, 'data-concat');
        const linked = ref(f.el, 'data-linked');
        const request: FieldRequest = { id: f.el.id, type: type!, value: f.el.value, joined: joined ? joined.value : undefined, country };
        if (type === 'password' && linked && linked.value.trim()) request.login = linked.value.trim();
        if (type === 'login' && linked && linked.value) {
          // Validated together (spec §5): the password goes along when it is also being checked or already typed.
          request.password = linked.value;
          const other = fields.get(linked);
          if (other && !covered.has(other) && targets.includes(other)) {
            covered.add(other);
            const otherSeq = ++other.seq;
            const otherProblem = local(other);
            if (otherProblem) {
              ok = false;
              render(other, otherProblem);
            } else checks.push({ field: other, seq: otherSeq });
          }
        }
        checks.push({ field: f, request, seq });
      }

      const serverChecks = checks.filter((c) => c.request);
      const ibanChecks = checks.filter((c) => c.iban);
      const pairChecks = checks.filter((c) => !c.request && !c.iban);
      const results = await Promise.all([askServer(serverChecks.map((c) => c.request!)), ...ibanChecks.map((c) => askIban(c.field.el.value))]);
      if (signal.aborted) return false;
      const data = results[0] as Array<ValidationResult | undefined> | null;

      for (const [index, c] of serverChecks.entries()) {
        const f = c.field;
        const result = data?.[index];
        const type = c.request!.type;
        let problem: Problem | null = null;
        if (result) {
          if (type === 'email') f.container.classList.toggle('--client-exists', !!result.clientExists);
          if (type === 'login' || type === 'password') {
            problem = serverProblem(result.messages.filter((m) => routeLoginCode(m.code) === type), type === 'login' ? result.proposedLogin : undefined);
            const pair = pairChecks.find((p) => p.field.el === ref(f.el, 'data-linked'));
            if (pair && pair.seq === pair.field.seq) {
              const other = serverProblem(result.messages.filter((m) => routeLoginCode(m.code) !== type), type === 'password' ? result.proposedLogin : undefined);
              if (other) ok = false;
              render(pair.field, other);
            }
          } else {
            problem = serverProblem(result.messages);
          }
        }
        // A server that is down, slow or malformed: the server-side checks are skipped (docs/widgets/form.md).
        if (c.seq !== f.seq) continue;
        if (problem?.code === 'no_street_number') {
          const number = ref(f.el, 'data-concat');
          const nf = number && fields.get(number);
          if (nf) {
            nf.external = problem;
            render(nf, local(nf));
            render(f, null);
            ok = false;
            continue;
          }
        }
        clearExternalFromOwner(f);
        if (problem) ok = false;
        render(f, problem);
      }
      ibanChecks.forEach((c, i) => {
        const valid = results[i + 1] as boolean | null;
        const problem: Problem | null = valid === false ? { code: 'incorrect_iban', key: 'form.incorrect_iban' } : null;
        if (problem) ok = false;
        if (c.seq === c.field.seq) render(c.field, problem);
      });
      return ok;
    }

    /** A street re-checked: a no_street_number it put on its number field goes away. */
    function clearExternalFromOwner(f: Field) {
      if (!f.types.includes('street')) return;
      const number = ref(f.el, 'data-concat');
      const nf = number && fields.get(number);
      if (nf && nf.external) {
        nf.external = null;
        render(nf, local(nf));
      }
    }

    /** One validateClientData query for the requests; the results in the same order (undefined: that check is skipped). */
    async function askServer(requests: FieldRequest[]): Promise<Array<ValidationResult | undefined> | null> {
      if (!requests.length) return null;
      try {
        const result = await graphql<Record<string, unknown>>(
          { name: 'validateClientData', search: 'query=validateClientData', query: buildValidationQuery(requests) },
          { signal: timeoutSignal(signal, SERVER_TIMEOUT_MS) },
        );
        // The same unique aliases the query was built with (ids differing only by "-" and "_" must not collide).
        const aliases = validationAliases(requests);
        return aliases.map((alias) => {
          const part = parseValidationResult(result.data?.[alias]);
          if (part?.dropped) warnOnce('form:validate-message', 'storefront: form: a validateClientData message is malformed; that message is skipped.', result.data?.[alias]);
          if (part) return part;
          warnOnce('form:validate-shape', 'storefront: form: a validateClientData result is malformed; that server check is skipped.', result.data?.[alias]);
          return undefined;
        });
      } catch (error) {
        if (!signal.aborted) warnOnce('form:validate-failed', 'storefront: form: validateClientData failed; server-side checks skipped.', error);
        return null;
      }
    }

    async function askIban(iban: string): Promise<boolean | null> {
      try {
        const response = await fetch(ibanUrl(iban), {
          credentials: 'same-origin',
          signal: timeoutSignal(signal, SERVER_TIMEOUT_MS),
        });
        if (!response.ok) return null;
        return ibanValid(await response.json());
      } catch {
        return null;
      }
    }

    /* ------------------------------------------------------------ events */

    /** The fields whose check depends on the changed one. */
    function owners(el: Control): Field[] {
      const out: Field[] = [];
      const own = fields.get(el);
      if (own) out.push(own);
      for (const f of fields.values()) {
        if (f.el === el) continue;
        if (ref(f.el, 'data-concat') === el || regionField(f.el) === el) out.push(f);
        // A confirmation, or a password linked to this login, is re-checked when it has a value.
        else if ((ref(f.el, 'data-match') === el || (f.types.includes('password') && ref(f.el, 'data-linked') === el)) && f.el.value) out.push(f);
      }
      return out;
    }

    const pending = new Set<Field>();
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let changed: Control[] = [];
    let flushScheduled = false;

    function flushChanged() {
      flushScheduled = false;
      const batch = changed;
      changed = [];
      if (isAutofill(batch.map((el) => ({ autocomplete: el.getAttribute('autocomplete') ?? '' })))) {
        // Autofill (spec §4): clear every state and revalidate the whole form.
        clearTimeout(debounce);
        pending.clear();
        for (const f of fields.values()) clear(f);
        void validate(fields.values(), true).catch(reportError);
        return;
      }
      for (const el of batch) for (const f of owners(el)) pending.add(f);
      if (!pending.size) return;
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        const run = [...pending];
        pending.clear();
        void validate(run).catch(reportError);
      }, DEBOUNCE_MS);
    }

    function onInput(event: Event) {
      const el = event.target as Control;
      if (!(el instanceof Element) || !el.matches(CONTROLS)) return;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file')) return;
      if (el instanceof HTMLSelectElement) return; // selects are handled on change
      if (!changed.includes(el)) changed.push(el);
      if (!flushScheduled) {
        flushScheduled = true;
        setTimeout(flushChanged, 0);
      }
    }

    function onChange(event: Event) {
      const el = event.target as Control;
      if (!(el instanceof Element) || !el.matches(CONTROLS)) return;
      if (el instanceof HTMLInputElement && el.type === 'file') return onFile(el);
      if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))) {
        const targets = owners(el).filter((f) => f.el === el || f.el.value.trim());
        if (targets.length) void validate(targets).catch(reportError);
      }
    }

    function onFile(el: HTMLInputElement) {
      const field = fields.get(el) ?? addField(el);
      const maxBytes = maxFileSize((name) => el.getAttribute(name)); // data-max-filesize or the spec's max_filesize
      for (const file of el.files ?? []) {
        const problem = checkFile(file, maxBytes, blacklist);
        if (problem) {
          el.value = ''; // spec §5: the input is cleared
          render(field, { code: problem.key, key: problem.key, values: problem.key === 'form.file_size' ? { file: problem.file, mb: problem.mb } : { file: problem.file } });
          return;
        }
      }
      render(field, local(field));
    }

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
      clearTimeout(debounce);
      pending.clear();
      let ok = false;
      try {
        ok = await validate(fields.values());
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
        const first = [...fields.values()].find((f) => f.el.getAttribute('aria-invalid') === 'true');
        first?.el.focus();
        return;
      }
      form.classList.remove('--fail-validation');
      form.classList.add('--submitting');
      passThrough = true;
      const submitter = event.submitter instanceof HTMLElement && form.contains(event.submitter) ? event.submitter : null;
      form.requestSubmit(submitter as HTMLButtonElement | null);
    }

    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) form.classList.remove('--submitting'); // back from the next page: allow a new submit
    }

    // Real pages keep the country id in the inputs' data-region (the platform's scripts update it with
    // the country select): a changed id re-checks the fields that have a value, as a changed country field does.
    const regionObserver = new MutationObserver((records) => {
      const targets = new Set<Field>();
      for (const r of records) {
        const f = fields.get(r.target as Control);
        if (f && f.el.value.trim() && f.el.getAttribute('data-region') !== r.oldValue) targets.add(f);
      }
      if (targets.size) void validate(targets).catch(reportError);
    });
    regionObserver.observe(form, { subtree: true, attributes: true, attributeFilter: ['data-region'], attributeOldValue: true });
    signal.addEventListener('abort', () => regionObserver.disconnect(), { once: true });

    form.addEventListener('input', onInput, { signal });
    form.addEventListener('change', onChange, { signal });
    form.addEventListener('submit', (e) => void onSubmit(e as SubmitEvent).catch(reportError), { signal });
    window.addEventListener('pageshow', onPageShow, { signal });

    return () => {
      regionObserver.disconnect();
      for (const hint of hints) {
        const input = form.querySelector(`[aria-describedby~="${CSS.escape(hint.id)}"]`);
        const rest = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== hint.id);
        if (input && rest.length) input.setAttribute('aria-describedby', rest.join(' '));
        else input?.removeAttribute('aria-describedby');
        hint.remove();
      }
      clearTimeout(debounce);
      form.noValidate = hadNoValidate;
      form.classList.remove('--fail-validation', '--submitting');
      for (const f of fields.values()) {
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

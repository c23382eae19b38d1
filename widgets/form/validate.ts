/**
 * A validation run: the plan (plan.ts) carried out on the page. What shows at once is rendered, the
 * server and IBAN checks are asked together, and their answers rendered, except on fields a later run
 * covered. Resolves true when every check passed. Disabled controls are left out.
 */
import { askIban, askServer } from './remote';
import { combine, planChecks } from './plan';
import type { Problem } from './rules';
import type { Field } from './fields';
import type { Render } from './render';

export type Validate = (targets: Iterable<Field>, quiet?: boolean) => Promise<boolean>;

export function validator(render: Render, signal: AbortSignal): Validate {
  /** `release`: a street shown again first takes back a no_street_number it put on its number field. */
  const show = (field: Field, problem: Problem | null, release?: boolean) => {
    const nf = release ? field.number : undefined;
    if (nf?.external) {
      nf.external = null;
      render(nf, nf.problem);
    }
    render(field, problem);
  };

  /** quiet: empty fields are left empty (no "required" message), used after autofill. */
  return async (targets, quiet = false) => {
    // A disabled control is never checked, as in the browser's own validation (and it is not submitted): a hidden
    // province of another country, a control the page switched off.
    const plan = planChecks(
      [...targets].filter((f) => !f.el.matches(':disabled')),
      quiet,
    );
    const runs = new Map(plan.covered.map((f) => [f, ++f.seq]));
    for (const s of plan.now) show(s.field, s.problem, s.release);
    const [server, iban] = await Promise.all([
      askServer(
        plan.server.map((c) => c.request),
        signal,
      ),
      Promise.all(plan.iban.map((c) => askIban(c.value, signal))),
    ]);
    if (signal.aborted) return false;
    const { outcomes, ok } = combine(plan, { server, iban }, (f) => runs.get(f) === f.seq);
    for (const o of outcomes) {
      if (o.kind === 'client-exists') o.field.container.classList.toggle('--client-exists', o.exists);
      else if (o.kind === 'no-number') {
        o.number.external = o.problem;
        render(o.number, o.number.problem);
        render(o.field, null);
      } else show(o.field, o.problem, o.release);
    }
    return ok;
  };
}

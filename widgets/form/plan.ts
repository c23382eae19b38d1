/**
 * Check planning, pure (no DOM): which checks run for which field of a validation run, in which
 * order, and how their answers combine into what each field shows.
 *
 * A run covers its target fields in order (docs/widgets/form.md):
 *  - with `quiet` (after autofill), an empty field is left empty (shown without a message);
 *  - a local problem, or an empty value, shows at once (a street shown again first takes back the
 *    no_street_number it put on its number field);
 *  - an IBAN is asked of the IBAN check; a type the server checks (needsServer) goes into the one
 *    validateClientData query; any other field shows as passed;
 *  - a login goes with its linked password's value; when that password is also a target, it is
 *    checked with the login (its local problem shows at once, else the server's password messages);
 *    a password goes with its linked login's value.
 * Answers (combine) show on the fields they belong to; a field covered again by a later run keeps
 * that run's answer (`current`). A server that is down, slow or malformed: its checks are skipped.
 */
import {
  effectiveType,
  joinedProblem,
  needsServer,
  routeLoginCode,
  serverProblem,
  type FieldRequest,
  type Problem,
  type ValidationResult,
  type ValidationType,
} from './rules';

/** What a check reads of a field (the form widget reads its markup lazily, at the moment a check asks). */
export interface CheckField<F> {
  readonly id: string;
  readonly types: readonly ValidationType[];
  readonly value: string;
  /** Nothing entered (a checkbox or radio unchecked). */
  readonly empty: boolean;
  /** The local checks' first problem. */
  readonly problem: Problem | null;
  /** The numeric country id (data-region). */
  readonly country: number | undefined;
  /** The joined field's value (data-concat: the street number, the phone prefix). */
  readonly joined: string | undefined;
  /** The linked field (data-linked: login and password): its value, and the field when the form checks it. */
  readonly linked: { value: string; field: F | undefined } | undefined;
  /** A street's number field (data-concat), when the form checks it. */
  readonly number: F | undefined;
}

interface Show<F> {
  field: F;
  problem: Problem | null;
  /** A street: first take back the no_street_number it put on its number field. */
  release?: boolean;
}

interface ServerCheck<F> {
  field: F;
  request: FieldRequest;
  /** The linked password checked along with this login (its local checks passed). */
  pair?: F;
}

export interface Plan<F> {
  /** The fields the run covers, in order: each one's earlier runs are outdated. */
  covered: F[];
  /** Shown at once, in order. */
  now: Show<F>[];
  /** One validateClientData query, a request per field, in order. */
  server: ServerCheck<F>[];
  /** One IBAN check per field. */
  iban: { field: F; value: string }[];
  /** A problem shows already: the run fails whatever the answers. */
  failed: boolean;
}

export function planChecks<F extends CheckField<F>>(targetList: Iterable<F>, quiet = false): Plan<F> {
  const targets = [...targetList];
  const plan: Plan<F> = { covered: [], now: [], server: [], iban: [], failed: false };
  const covered = new Set<F>();
  const cover = (f: F) => {
    covered.add(f);
    plan.covered.push(f);
  };
  for (const f of targets) {
    if (covered.has(f)) continue;
    cover(f);
    if (quiet && f.empty) {
      plan.now.push({ field: f, problem: null });
      continue;
    }
    const problem = f.problem;
    const value = f.value.trim();
    const type = effectiveType(f.types, value);
    const country = f.country;
    if (problem || !value) {
      if (problem) plan.failed = true;
      plan.now.push({ field: f, problem, release: f.types.includes('street') });
      continue;
    }
    if (type === 'iban') {
      plan.iban.push({ field: f, value: f.value });
      continue;
    }
    if (!needsServer(type, country !== undefined)) {
      plan.now.push({ field: f, problem: null });
      continue;
    }
    const linked = f.linked;
    const check: ServerCheck<F> = { field: f, request: { id: f.id, type: type!, value: f.value, joined: f.joined, country } };
    if (type === 'password' && linked && linked.value.trim()) check.request.login = linked.value.trim();
    if (type === 'login' && linked && linked.value) {
      // Validated together (spec §5): the password goes along when it is also being checked or already typed.
      check.request.password = linked.value;
      const other = linked.field;
      if (other && !covered.has(other) && targets.includes(other)) {
        cover(other);
        const otherProblem = other.problem;
        if (otherProblem) {
          plan.failed = true;
          plan.now.push({ field: other, problem: otherProblem });
        } else check.pair = other;
      }
    }
    plan.server.push(check);
  }
  return plan;
}

export interface Answers {
  /** validateClientData's result for each plan.server check (undefined: skipped); null: the query failed. */
  server: readonly (ValidationResult | undefined)[] | null;
  /** For each plan.iban check: valid, invalid, or unknown (null: skipped). */
  iban: readonly (boolean | null)[];
}

export type Outcome<F> =
  | ({ kind: 'show' } & Show<F>)
  /** The e-mail belongs to a customer (shown by the theme). */
  | { kind: 'client-exists'; field: F; exists: boolean }
  /** A street without its number: the message shows on the number field, the street shows as passed. */
  | { kind: 'no-number'; field: F; number: F; problem: Problem };

/** What the answers show, in order, and whether the run passed. `current`: the run is still the field's latest. */
export function combine<F extends CheckField<F>>(plan: Plan<F>, answers: Answers, current: (field: F) => boolean): { outcomes: Outcome<F>[]; ok: boolean } {
  const outcomes: Outcome<F>[] = [];
  let ok = !plan.failed;
  plan.server.forEach(({ field, request: { type, joined }, pair }, i) => {
    const result = answers.server?.[i];
    let problem: Problem | null = null;
    if (result) {
      if (type === 'email') outcomes.push({ kind: 'client-exists', field, exists: result.clientExists });
      if (type === 'login' || type === 'password') {
        problem = serverProblem(
          result.messages.filter((m) => routeLoginCode(m.code) === type),
          type === 'login' ? result.proposedLogin : undefined,
        );
        if (pair && current(pair)) {
          const other = serverProblem(
            result.messages.filter((m) => routeLoginCode(m.code) !== type),
            type === 'password' ? result.proposedLogin : undefined,
          );
          if (other) ok = false;
          outcomes.push({ kind: 'show', field: pair, problem: other });
        }
      } else {
        // A joined value (a phone with its prefix) is reported on the main field, always with a text.
        problem = joinedProblem(serverProblem(result.messages), type, joined);
      }
    }
    if (!current(field)) return;
    const number = problem?.code === 'no_street_number' ? field.number : undefined;
    if (problem && number) {
      outcomes.push({ kind: 'no-number', field, number, problem });
      ok = false;
      return;
    }
    if (problem) ok = false;
    outcomes.push({ kind: 'show', field, problem, release: field.types.includes('street') });
  });
  plan.iban.forEach(({ field }, i) => {
    const problem: Problem | null = answers.iban[i] === false ? { code: 'incorrect_iban', key: 'form.incorrect_iban' } : null;
    if (problem) ok = false;
    if (current(field)) outcomes.push({ kind: 'show', field, problem });
  });
  return { outcomes, ok };
}

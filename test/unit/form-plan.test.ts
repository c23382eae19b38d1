import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combine, planChecks, type Answers, type CheckField, type Plan } from '../../widgets/form/plan';
import type { Problem, ValidationResult, ValidationType } from '../../widgets/form/rules';

/** A field as a check reads it (plain data; the widget reads markup). */
interface F extends CheckField<F> {
  name: string;
}

function field(name: string, types: ValidationType[], value: string, more: Partial<Omit<F, 'name'>> = {}): F {
  return {
    name,
    id: name,
    types,
    value,
    empty: !value.trim(),
    problem: null,
    country: undefined,
    joined: undefined,
    linked: undefined,
    number: undefined,
    ...more,
  };
}

const required: Problem = { code: 'required', key: 'form.required' };
const result = (messages: ValidationResult['messages'] = [], more: Partial<ValidationResult> = {}): ValidationResult => ({
  messages,
  clientExists: false,
  proposedLogin: '',
  dropped: 0,
  ...more,
});
const names = (list: { field: F }[]) => list.map((x) => x.field.name);
const all = () => true;

/** Which part of the plan a covered field went to. */
function routes(plan: Plan<F>): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of plan.now) out.set(s.field.name, 'now');
  for (const c of plan.server) {
    out.set(c.field.name, 'server');
    if (c.pair) out.set(c.pair.name, 'pair');
  }
  for (const c of plan.iban) out.set(c.field.name, 'iban');
  return out;
}

describe('form check planning: which checks run, in which order', () => {
  it('a local problem or an empty value shows at once; server types go into one query in order; the rest shows as passed', () => {
    const name = field('name', ['firstname'], 'Jan');
    const missing = field('city', ['city'], '', { problem: required });
    const phone = field('phone', ['phone'], '600100200'); // no country: checked locally only
    const mail = field('mail', ['email'], 'jan@example.com');
    const plain = field('note', [], 'hello');
    const plan = planChecks([name, missing, phone, mail, plain]);
    expect(names(plan.now)).toEqual(['city', 'phone', 'note']);
    expect(plan.now[0].problem).toBe(required);
    expect(plan.now.slice(1).map((s) => s.problem)).toEqual([null, null]);
    expect(plan.server.map((c) => c.request)).toEqual([
      { id: 'name', type: 'firstname', value: 'Jan', joined: undefined, country: undefined },
      { id: 'mail', type: 'email', value: 'jan@example.com', joined: undefined, country: undefined },
    ]);
    expect(plan.failed).toBe(true);
    expect(plan.covered.map((f) => f.name)).toEqual(['name', 'city', 'phone', 'mail', 'note']);
  });

  it('a phone with a country, a street with its number and an IBAN', () => {
    const phone = field('phone', ['phone'], '600100200', { country: 1143020003, joined: '+48' });
    const iban = field('iban', ['iban'], ' PL61 1090 ');
    const plan = planChecks([phone, iban]);
    expect(plan.server[0].request).toEqual({ id: 'phone', type: 'phone', value: '600100200', joined: '+48', country: 1143020003 });
    expect(plan.iban).toEqual([{ field: iban, value: ' PL61 1090 ' }]);
    expect(plan.failed).toBe(false);
  });

  it('"phone email" fields are planned as the type their value decides', () => {
    const contact = (value: string) => field('contact', ['phone', 'email'], value);
    expect(planChecks([contact('jan@example.com')]).server[0].request.type).toBe('email');
    expect(planChecks([contact('600 100 200')]).now).toHaveLength(1); // a phone without a country: local only
  });

  it('quiet (after autofill): an empty field is left empty, its checks not even read', () => {
    const empty = Object.defineProperty(field('city', ['city'], ''), 'problem', {
      get() {
        throw new Error('read');
      },
    });
    const plan = planChecks([empty], true);
    expect(plan.now).toEqual([{ field: empty, problem: null }]);
    expect(plan.failed).toBe(false);
  });

  it('a street with a problem takes back the number field message it put there; other fields do not', () => {
    const street = field('street', ['street'], '', { problem: required });
    const city = field('city', ['city'], '', { problem: required });
    expect(planChecks([street, city]).now.map((s) => s.release)).toEqual([true, false]);
  });

  it('a login goes with its linked password, checked with it when the password is a target too', () => {
    const password = field('password', ['password'], 'secret1');
    const login = field('login', ['login'], 'jan', { linked: { value: 'secret1', field: password } });
    const plan = planChecks([login, password]);
    expect(plan.server).toHaveLength(1);
    expect(plan.server[0]).toMatchObject({ field: login, pair: password, request: { type: 'login', value: 'jan', password: 'secret1' } });
    expect(plan.covered).toEqual([login, password]);
    // The password alone: it goes with the login's value, trimmed.
    const alone = field('password', ['password'], 'secret1', { linked: { value: ' jan ', field: login } });
    expect(planChecks([alone]).server[0].request).toMatchObject({ type: 'password', login: 'jan' });
    // The login alone: the typed password goes along, not checked.
    expect(planChecks([login]).server[0]).toMatchObject({ request: { password: 'secret1' } });
    expect(planChecks([login]).server[0].pair).toBeUndefined();
  });

  it("the linked password's own problem shows at once and fails the run", () => {
    const short = { code: 'password_to_short', key: 'form.password_to_short' } as Problem;
    const password = field('password', ['password'], 'abc', { problem: short });
    const login = field('login', ['login'], 'jan', { linked: { value: 'abc', field: password } });
    const plan = planChecks([login, password]);
    expect(plan.now).toEqual([{ field: password, problem: short }]);
    expect(plan.server[0].pair).toBeUndefined();
    expect(plan.failed).toBe(true);
  });

  it('covers every target once, in order, and routes each to exactly one check', () => {
    const kinds = fc.record({
      types: fc.constantFrom<ValidationType[]>(['firstname'], ['phone'], ['iban'], ['email'], ['street'], ['login'], ['password'], []),
      value: fc.constantFrom('', 'x', 'jan@example.com'),
      problem: fc.boolean(),
      country: fc.option(fc.constant(1), { nil: undefined }),
      link: fc.option(fc.nat(7), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(kinds, { maxLength: 8 }), fc.array(fc.nat(7), { maxLength: 10 }), fc.boolean(), (specs, order, quiet) => {
        const fs = specs.map((s, i) => field(`f${i}`, s.types, s.value, { problem: s.problem ? required : null, country: s.country }));
        specs.forEach((s, i) => {
          const other = s.link === undefined ? undefined : fs[s.link % fs.length];
          if (other) (fs[i] as { linked: F['linked'] }).linked = { value: other.value, field: other };
        });
        const targets = order.map((i) => fs[i % Math.max(1, fs.length)]).filter(Boolean);
        const plan = planChecks(targets, quiet);
        const unique = [...new Set(targets)];
        expect(new Set(plan.covered).size).toBe(plan.covered.length);
        expect([...plan.covered].sort((a, b) => a.name.localeCompare(b.name))).toEqual([...unique].sort((a, b) => a.name.localeCompare(b.name)));
        const routed = routes(plan);
        expect([...routed.keys()].sort()).toEqual(unique.map((f) => f.name).sort());
        expect(plan.now.length + plan.server.length + plan.iban.length + plan.server.filter((c) => c.pair).length).toBe(unique.length);
        expect(plan.failed).toBe(plan.now.some((s) => s.problem));
      }),
    );
  });
});

describe('form check planning: how the answers combine', () => {
  const answers = (server: Answers['server'], iban: Answers['iban'] = []): Answers => ({ server, iban });

  it('each answer shows on its own field; a skipped or failed server check shows as passed', () => {
    const city = field('city', ['city'], 'X');
    const mail = field('mail', ['email'], 'jan@example.com');
    const plan = planChecks([city, mail]);
    const { outcomes, ok } = combine(plan, answers([result([{ code: 'incorect_city', message: 'Bad city' }]), undefined]), all);
    expect(outcomes).toEqual([
      { kind: 'show', field: city, problem: { code: 'incorect_city', key: undefined, text: 'Bad city' }, release: false },
      { kind: 'show', field: mail, problem: null, release: false },
    ]);
    expect(ok).toBe(false);
    const down = combine(plan, answers(null), all);
    expect(down.outcomes.map((o) => (o.kind === 'show' ? o.problem : o))).toEqual([null, null]);
    expect(down.ok).toBe(true);
  });

  it('a phone joined with its prefix: the answer shows on the phone, never empty (a code outside the catalogue with no text reads as incorect_phone)', () => {
    const phone = field('phone', ['phone'], '60010020', { country: 1143020003, joined: '+48' });
    const plan = planChecks([phone]);
    expect(plan.server.map((c) => c.field)).toEqual([phone]);
    const { outcomes, ok } = combine(plan, answers([result([{ code: 'new_phone_code', message: '' }])]), all);
    expect(outcomes).toEqual([{ kind: 'show', field: phone, problem: { code: 'new_phone_code', key: 'form.incorect_phone', text: '' }, release: false }]);
    expect(ok).toBe(false);
    // The server's own text is kept; a phone without a prefix shows what the server said.
    const said = combine(plan, answers([result([{ code: 'new_phone_code', message: 'Zły numer' }])]), all).outcomes[0];
    expect(said).toMatchObject({ problem: { key: undefined, text: 'Zły numer' } });
    const alone = field('phone', ['phone'], '60010020', { country: 1143020003 });
    expect(combine(planChecks([alone]), answers([result([{ code: 'new_phone_code', message: '' }])]), all).outcomes[0]).toMatchObject({
      problem: { key: undefined, text: '' },
    });
  });

  it('the e-mail check says whether the customer exists, even for an outdated run; an outdated answer shows nothing', () => {
    const mail = field('mail', ['email'], 'jan@example.com');
    const plan = planChecks([mail]);
    const { outcomes, ok } = combine(plan, answers([result([{ code: 'incorect_email', message: '' }], { clientExists: true })]), () => false);
    expect(outcomes).toEqual([{ kind: 'client-exists', field: mail, exists: true }]);
    expect(ok).toBe(true);
  });

  it('login and password: the messages go to the field they belong to, the proposal to the login', () => {
    const password = field('password', ['password'], 'secret1');
    const login = field('login', ['login'], 'jan', { linked: { value: 'secret1', field: password } });
    const plan = planChecks([login, password]);
    const { outcomes, ok } = combine(
      plan,
      answers([
        result(
          [
            { code: 'login_taken_login_propose', message: '' },
            { code: 'password_to_short', message: '' },
          ],
          { proposedLogin: 'jan2' },
        ),
      ]),
      all,
    );
    expect(outcomes).toEqual([
      { kind: 'show', field: password, problem: expect.objectContaining({ code: 'password_to_short' }) },
      { kind: 'show', field: login, problem: expect.objectContaining({ code: 'login_taken_login_propose', values: { login: 'jan2' } }), release: false },
    ]);
    expect(ok).toBe(false);
    // The password covered again meanwhile: its answer is dropped.
    expect(combine(plan, answers([result([{ code: 'password_to_short', message: '' }])]), (f) => f !== password).outcomes).toEqual([
      { kind: 'show', field: login, problem: null, release: false },
    ]);
  });

  it('no_street_number shows on the number field, the street as passed; without a number field, on the street', () => {
    const number = field('number', [], '');
    const street = field('street', ['street'], 'Long', { number });
    const noNumber = [result([{ code: 'no_street_number', message: '' }])];
    const moved = combine(planChecks([street]), answers(noNumber), all);
    expect(moved.outcomes).toEqual([{ kind: 'no-number', field: street, number, problem: expect.objectContaining({ code: 'no_street_number' }) }]);
    expect(moved.ok).toBe(false);
    const alone = field('street', ['street'], 'Long');
    expect(combine(planChecks([alone]), answers(noNumber), all).outcomes).toEqual([
      { kind: 'show', field: alone, problem: expect.objectContaining({ code: 'no_street_number' }), release: true },
    ]);
  });

  it('an invalid IBAN fails the run even when outdated; unknown passes', () => {
    const iban = field('iban', ['iban'], 'PL00');
    const plan = planChecks([iban]);
    expect(combine(plan, answers(null, [false]), all)).toEqual({
      outcomes: [{ kind: 'show', field: iban, problem: { code: 'incorrect_iban', key: 'form.incorrect_iban' } }],
      ok: false,
    });
    expect(combine(plan, answers(null, [false]), () => false)).toEqual({ outcomes: [], ok: false });
    expect(combine(plan, answers(null, [null]), all)).toEqual({ outcomes: [{ kind: 'show', field: iban, problem: null }], ok: true });
  });

  it('a problem found locally fails the run whatever the answers', () => {
    const plan = planChecks([field('city', ['city'], '', { problem: required })]);
    expect(combine(plan, answers(null), all).ok).toBe(false);
  });
});

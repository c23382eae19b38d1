import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, trackPageErrors, cue } from './helpers';

const VALIDATE = '?query=validateClientData';

async function open(page: Page, path = '/client-new.php') {
  await page.goto(path);
  await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
}

interface Sent {
  url: string;
  query: string;
  data?: Record<string, unknown>;
}

/** The validateClientData requests the page sends, with their query and response data (read through a route: ky's fetch body is a stream). */
async function validationRequests(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(`**/graphql/v1/${VALIDATE}`, async (route) => {
    const entry: Sent = { url: route.request().url(), query: String(JSON.parse(route.request().postData() ?? '{}').query ?? '') };
    sent.push(entry);
    try {
      const response = await route.fetch();
      const json = await response.json();
      entry.data = json.data;
      await route.fulfill({ response, json });
    } catch {
      // the page went away
    }
  });
  return sent;
}

const queryOf = (r: Sent) => r.query;
const aliasesOf = (r: Sent) => [...r.query.matchAll(/(\w+): validateClientData\(/g)].map((m) => m[1]).sort();

const box = (page: Page, id: string) => page.locator(`#${id}`).locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' f-feedback ')][1]");
const message = (page: Page, id: string) => page.locator(`#${id}_message`);

async function type(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.pressSequentially(text, { delay: 5 });
}

async function expectError(page: Page, id: string, text: string | RegExp) {
  await expect(message(page, id)).toHaveText(text);
  await expect(box(page, id)).toHaveClass(/--error/);
  await expect(page.locator(`#${id}`)).toHaveAttribute('aria-invalid', 'true');
}

async function expectSuccess(page: Page, id: string) {
  await expect(box(page, id)).toHaveClass(/--success/);
  await expect(message(page, id)).toHaveText('');
  await expect(page.locator(`#${id}`)).not.toHaveAttribute('aria-invalid', 'true');
}

/** Waits until each field has been checked (its box marked --success or --error): the debounced checks have run. */
async function settled(page: Page, ids: string[]) {
  for (const id of ids) await expect(box(page, id)).toHaveClass(/--success|--error/);
}

const VALID_FIELDS = [
  'client_firstname',
  'client_lastname',
  'client_street',
  'client_street_number',
  'client_zipcode',
  'client_city',
  'client_phone',
  'client_email',
  'client_login',
  'client_password',
  'client_password2',
];

let n = 0;
/** Fills a valid registration as a person would (unique e-mail and login per call). */
async function fillValid(page: Page) {
  const id = `${Date.now().toString(36)}${++n}${Math.random().toString(36).slice(2, 6)}`;
  await type(page, 'client_firstname', 'Anna');
  await type(page, 'client_lastname', 'Nowak');
  await type(page, 'client_street', 'Długa');
  await type(page, 'client_street_number', '5');
  await type(page, 'client_zipcode', '00-950');
  await type(page, 'client_city', 'Warszawa');
  await type(page, 'client_phone', '600100200');
  await type(page, 'client_email', `anna.${id}@example.com`);
  await type(page, 'client_login', `anna_${id}`);
  await type(page, 'client_password', 'Tajne123');
  await type(page, 'client_password2', 'Tajne123');
  await page.locator('#client_terms').check();
}

test.describe('customer-data form: field rules', () => {
  test('enhances the template inputs in place, with a polite message tied to each input', async ({ page }) => {
    await page.goto('/client-new.php');
    const cloned = await page.locator('#client_firstname').elementHandle();
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
    expect(await cloned!.evaluate((el) => el.isConnected && el === document.getElementById('client_firstname'))).toBe(true);
    await expect(page.locator('#client_firstname')).toHaveAttribute('aria-describedby', 'client_firstname_message');
    // The template's own .f-message is the message (no second one added).
    await expect(message(page, 'client_firstname')).toHaveClass('f-message');
    await expect(message(page, 'client_firstname')).toHaveAttribute('aria-live', 'polite');
    await expect(box(page, 'client_firstname').locator('.f-message')).toHaveCount(1);
  });

  test('fields are checked 500 ms after the last input: not at 499 ms, at 500 ms', async ({ page }) => {
    // On the page's clock, paused once the form is live: time moves only when the test moves it.
    await page.clock.install();
    await open(page);
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    const input = (value: string) =>
      page.evaluate((v) => {
        const el = document.getElementById('client_firstname') as HTMLInputElement;
        el.value = v;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, value);
    const text = () => page.locator('#client_firstname_message').textContent();
    for (const value of ['J', 'Ja', 'Jan']) {
      await input(value);
      await page.clock.runFor(200); // each input restarts the wait
    }
    await input('Jan2');
    await page.clock.runFor(499);
    expect(await text(), '499 ms after the last input: not checked yet').toBe('');
    await page.clock.runFor(1);
    await expect(page.locator('#client_firstname_message')).toHaveText('Pole nie może zawierać cyfr.');
    await expect(box(page, 'client_firstname')).toHaveClass(/--error/);
  });

  test('names without digits', async ({ page }) => {
    await open(page);
    await type(page, 'client_firstname', 'Jan2');
    await expectError(page, 'client_firstname', 'Pole nie może zawierać cyfr.');
    await page.locator('#client_firstname').press('Backspace');
    await expectSuccess(page, 'client_firstname');
  });

  test('required field emptied, minlength', async ({ page }) => {
    await open(page);
    await type(page, 'client_city', 'W');
    await expectError(page, 'client_city', 'Minimalna liczba znaków dla tego pola to 2');
    await page.locator('#client_city').press('Backspace');
    await expectError(page, 'client_city', 'Proszę wypełnić to pole.');
  });

  test('illegal characters come from the server', async ({ page }) => {
    await open(page);
    await type(page, 'client_city', 'Kraków<');
    await expectError(page, 'client_city', 'Jeden z użytych znaków jest niedozwolony.');
  });

  test('select with a placeholder and no option chosen', async ({ page }) => {
    await open(page);
    await page.locator('#client_region').selectOption('');
    await expectError(page, 'client_region', 'Proszę wybrać opcję.');
    await page.locator('#client_region').selectOption({ label: 'Polska' });
    await expectSuccess(page, 'client_region');
  });

  test('phone without region: at least 9 characters', async ({ page }) => {
    await open(page);
    await type(page, 'delivery_phone', '60010020');
    await expectError(page, 'delivery_phone', 'Podaj swój numer telefonu.');
    await page.locator('#delivery_phone').pressSequentially('0');
    await expectSuccess(page, 'delivery_phone');
  });

  test('phone with region: prefixed and checked by the server', async ({ page }) => {
    const requests = await validationRequests(page);
    await open(page);
    await type(page, 'client_phone', '60010020');
    await expectError(page, 'client_phone', 'Podaj swój numer telefonu.');
    expect(queryOf(requests.at(-1)!)).toContain('phone: "+4860010020"');
    // The numeric IdoSell country id, unquoted, from the input's data-region (real pages).
    expect(queryOf(requests.at(-1)!)).toContain('clientBillingData: {phone: "+4860010020", country: 1143020003}');
    await page.locator('#client_phone').pressSequentially('0');
    await expectSuccess(page, 'client_phone');
    // The template's prefix is a text input (data-graphql="phone", data-concat-to): a new code re-checks the phone.
    await page.locator('#client_phone_prefix').fill('+420');
    await expect.poll(() => queryOf(requests.at(-1)!)).toContain('phone: "+420600100200"');
    // The prefix is only joined into the phone: never asked as a phone of its own.
    for (const r of requests) expect(aliasesOf(r)).not.toContain('client_phone_prefix');
  });

  test('phone-or-email: digits and phone signs are a phone, anything else an e-mail', async ({ page }) => {
    const requests = await validationRequests(page);
    await open(page);
    await type(page, 'delivery_contact', '+48 (60)');
    await expectError(page, 'delivery_contact', 'Podaj swój numer telefonu.');
    expect(requests).toHaveLength(0);
    await page.locator('#delivery_contact').fill('');
    await type(page, 'delivery_contact', 'jan@');
    await expectError(page, 'delivery_contact', 'Błędnie wpisany e-mail. Wpisz pełny adres e-mail, np. jan.kowalski@example.com');
    expect(queryOf(requests.at(-1)!)).toContain('email: "jan@"');
    await page.locator('#delivery_contact').pressSequentially('example.com');
    await expectSuccess(page, 'delivery_contact');
  });

  test('street is checked with its number; no_street_number shows on the number field', async ({ page }) => {
    const requests = await validationRequests(page);
    await open(page);
    await type(page, 'client_street', 'Długa');
    await expectError(page, 'client_street_number', 'Podaj numer domu.');
    await expect(box(page, 'client_street')).not.toHaveClass(/--error/);
    await type(page, 'client_street_number', '5a');
    await expectSuccess(page, 'client_street_number');
    await expectSuccess(page, 'client_street');
    expect(queryOf(requests.at(-1)!)).toContain('street: "Długa 5a"');
  });

  test('zipcode message followed by the formats (Polish and Czech)', async ({ page }) => {
    await open(page);
    await type(page, 'client_zipcode', '00950');
    await expectError(page, 'client_zipcode', 'Błędny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX');
    await open(page, '/cs/client-new.php');
    await type(page, 'client_zipcode', '1100');
    await expectError(
      page,
      'client_zipcode',
      'Chybné PSČ. Správné formáty poštovních směrovacích čísel pro vybranou zemi jsou [X - číslice; Y - písmeno]: XXX XX',
    );
    await page.locator('#client_zipcode').pressSequentially('0');
    await expectSuccess(page, 'client_zipcode');
  });

  test('tax number by its real checksum per country', async ({ page }) => {
    await open(page);
    await type(page, 'client_nip', '5260250994');
    await expectError(page, 'client_nip', 'Nieprawidłowy numer NIP dla wybranego kraju.');
    await page.locator('#client_nip').fill('');
    await type(page, 'client_nip', '5260250995');
    await expectSuccess(page, 'client_nip');
    // The region changes (the platform updates the input's data-region): the same number is checked as a Czech one.
    const requests = await validationRequests(page);
    await page.locator('#client_region').selectOption({ label: 'Czechy' });
    await expect(page.locator('#client_nip')).toHaveAttribute('data-region', '1143020041');
    await expectError(page, 'client_nip', 'Nieprawidłowy numer NIP dla wybranego kraju.');
    expect(queryOf(requests.at(-1)!)).toContain(
      'validateClientData(ClientDataInput: {clientData: {clientBillingData: {country: 1143020041}, taxNumber: "5260250995"}})',
    );
    await open(page, '/cs/client-new.php');
    await type(page, 'client_nip', 'CZ25596642');
    await expectError(page, 'client_nip', 'DIČ musí obsahovat 10 číslic.');
    await page.locator('#client_nip').press('Backspace');
    await page.locator('#client_nip').pressSequentially('1');
    await expectSuccess(page, 'client_nip');
  });

  test('birth date YYYY-MM-DD', async ({ page }) => {
    await open(page);
    await type(page, 'client_birthdate', '17-05-1990');
    await expectError(page, 'client_birthdate', 'Podaj prawidłową datę urodzenia w formacie RRRR-MM-DD.');
    await page.locator('#client_birthdate').fill('');
    await type(page, 'client_birthdate', '1990-05-17');
    await expectSuccess(page, 'client_birthdate');
  });

  test('invalid_format needs a letter', async ({ page }) => {
    await open(page);
    await type(page, 'client_firm', '12345');
    await expectError(page, 'client_firm', 'Nieprawidłowy format. Pole musi zawierać co najmniej jedną literę.');
    await type(page, 'client_firm', ' Sp. z o.o.');
    await expectSuccess(page, 'client_firm');
  });

  test('login 3-40 characters, taken login with a proposal', async ({ page }) => {
    await open(page);
    await type(page, 'client_login', 'ab');
    await expectError(page, 'client_login', 'Login musi mieć od 3 do 40 znaków. Dozwolone są litery, cyfry oraz znaki @ . - _');
    await page.locator('#client_login').fill('');
    await type(page, 'client_login', 'jan.kowalski');
    await expectError(page, 'client_login', 'Podany login jest już zajęty. Proponowany login: jan.kowalski2');
  });

  test('password 6-30 and not the login; codes routed to the right field', async ({ page }) => {
    const requests = await validationRequests(page);
    await open(page);
    await type(page, 'client_password', 'abc');
    await expectError(page, 'client_password', 'Hasło jest za krótkie (minimum 6 znaków).');
    await page.locator('#client_password').fill('');
    await type(page, 'client_password', 'x'.repeat(31));
    await expectError(page, 'client_password', 'Hasło jest za długie (maksymalnie 30 znaków).');
    await page.locator('#client_password').fill('');
    await type(page, 'client_login', 'jan.kowalski');
    await type(page, 'client_password', 'jan.kowalski');
    await expectError(page, 'client_password', 'Hasło jest takie samo jak login.');
    await page.locator('#client_password').fill('');
    await type(page, 'client_password', 'Tajne123');
    await expectSuccess(page, 'client_password');
    // The server was asked with login and password together; the taken login stays on the login field.
    expect(queryOf(requests.at(-1)!)).toMatch(/loginAndPassword: \{login: "jan.kowalski", password: "Tajne123"\}/);
    await expectError(page, 'client_login', /zajęty/);
  });

  test('the confirmation must match; changing the login re-checks the linked password', async ({ page }) => {
    await open(page);
    await type(page, 'client_login', 'jan.kowalski');
    await type(page, 'client_password', 'Tajne123');
    await expectSuccess(page, 'client_password');
    await type(page, 'client_password2', 'Tajne12');
    await expectError(page, 'client_password2', 'Podane hasła różnią się. Wpisz ponownie hasło i jego potwierdzenie.');
    await page.locator('#client_password2').pressSequentially('3');
    await expectSuccess(page, 'client_password2');
    await page.locator('#client_login').fill('');
    await type(page, 'client_login', 'Tajne123');
    await expectError(page, 'client_password', 'Hasło jest takie samo jak login.');
  });

  test("server checks run in a browser without AbortSignal.any (Safari before 17.4): the server's illegal-character check and the IBAN call", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (AbortSignal as unknown as { any?: unknown }).any;
    });
    await open(page);
    expect(await page.evaluate(() => 'any' in AbortSignal)).toBe(false);
    await type(page, 'client_city', 'Kraków<');
    await expectError(page, 'client_city', 'Jeden z użytych znaków jest niedozwolony.');
    await type(page, 'client_iban', 'PL61 1090 1014 0000 0712 1981 2875');
    await expectError(page, 'client_iban', 'Nieprawidłowy format numeru konta bankowego.');
  });

  test('IBAN checked by the payments call; non-zero errno is incorrect_iban', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/payments.php')) calls.push(r.url());
    });
    await open(page);
    await type(page, 'client_iban', 'PL61 1090 1014 0000 0712 1981 2875');
    await expectError(page, 'client_iban', 'Nieprawidłowy format numeru konta bankowego.');
    expect(calls.at(-1)).toContain('action=verify_iban&bankAccount=PL61%201090%201014%200000%200712%201981%202875');
    await page.locator('#client_iban').press('Backspace');
    await page.locator('#client_iban').pressSequentially('4');
    await expectSuccess(page, 'client_iban');
  });

  test('an IBAN call answered with an HTTP error status is no verdict, whatever its body says: the field is not marked wrong', async ({ page }) => {
    await open(page);
    await type(page, 'client_iban', 'PL61 1090 1014 0000 0712 1981 2875');
    await expectError(page, 'client_iban', 'Nieprawidłowy format numeru konta bankowego.');
    // From now on the payments call fails with HTTP 500, and its body would say "invalid" if it were read.
    await page.route('**/ajax/payments.php?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errno":1}' }));
    const failed = page.waitForResponse((r) => r.url().includes('/ajax/payments.php') && r.status() === 500);
    await page.locator('#client_iban').press('Backspace');
    await page.locator('#client_iban').pressSequentially('4');
    await failed;
    await expectSuccess(page, 'client_iban');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('checkboxes are validated on change', async ({ page }) => {
    await open(page);
    await page.locator('#client_terms').check();
    await expectSuccess(page, 'client_terms');
    await page.locator('#client_terms').uncheck();
    await expectError(page, 'client_terms', 'To pole jest wymagane.');
  });

  test('file uploads: blacklisted type and size over max_filesize are refused and cleared', async ({ page }) => {
    await open(page);
    const file = page.locator('#client_file');
    await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expectError(page, 'client_file', 'Nie można przesłać pliku setup.exe, ponieważ przesyłanie plików tego typu jest niedozwolone.');
    expect(await file.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    await file.setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1048577) });
    await expectError(page, 'client_file', 'Nie można przesłać pliku skan.pdf, ponieważ przekracza maksymalny dozwolony rozmiar 1.00MB.');
    expect(await file.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    await file.setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1000) });
    await expectSuccess(page, 'client_file');
    await open(page, '/cs/client-new.php');
    await page.locator('#client_file').setInputFiles({ name: 'skript.js', mimeType: 'text/javascript', buffer: Buffer.from('1') });
    await expectError(page, 'client_file', 'Nelze nahrát soubor skript.js, protože nahrávání tohoto typu souboru není povoleno..');
  });
});

test.describe('customer-data form: batching, autofill, submit', () => {
  test('autofill: several fields at once clear the states and revalidate the form in ONE aliased query', async ({ page }) => {
    const requests = await validationRequests(page);
    await open(page);
    await type(page, 'client_firstname', 'Jan2');
    await expectError(page, 'client_firstname', 'Pole nie może zawierać cyfr.');
    const before = requests.length;
    await page.evaluate(() => {
      const set = (id: string, value: string) => {
        const el = document.getElementById(id) as HTMLInputElement;
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set('client_firstname', 'Jan');
      set('client_lastname', 'Kowalski');
      set('client_zipcode', '00950');
      set('client_city', 'Warszawa');
      set('client_email', 'jan.kowalski@example.com');
    });
    await expectError(page, 'client_zipcode', /^Błędny kod pocztowy/);
    await expectSuccess(page, 'client_firstname');
    await expectSuccess(page, 'client_email');
    await expect(box(page, 'client_email')).toHaveClass(/--client-exists/);
    // Fields the autofill left empty are not flagged as missing (they are on submit).
    await expect(box(page, 'client_password')).toHaveClass(/--empty/);
    await expect(message(page, 'client_password')).toHaveText('');
    await page.waitForTimeout(700);
    const batch = requests.slice(before);
    expect(batch).toHaveLength(1);
    expect(aliasesOf(batch[0])).toEqual(expect.arrayContaining(['client_city', 'client_email', 'client_firstname', 'client_lastname', 'client_zipcode']));
    expect(new URL(batch[0].url).search).toBe('?query=validateClientData');
    expect(Object.keys(batch[0].data ?? {})).toEqual(expect.arrayContaining(['client_firstname', 'client_zipcode', 'client_email']));
  });

  test('username and current-password changes do not count as autofill', async ({ page }) => {
    await open(page);
    // Measured in the page: the login's message appears only after the normal 500 ms debounce
    // (an autofill would re-check at once).
    const delay = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const message = document.getElementById('client_login_message')!;
          let start = 0;
          new MutationObserver(() => message.textContent && resolve(performance.now() - start)).observe(message, {
            childList: true,
            characterData: true,
            subtree: true,
          });
          start = performance.now();
          for (const [id, value] of [
            ['client_login', 'ab'],
            ['client_firstname', 'Jan'],
          ]) {
            const el = document.getElementById(id) as HTMLInputElement;
            el.value = value;
            el.dispatchEvent(new Event('input', { bubbles: true }));
          }
        }),
    );
    expect(delay).toBeGreaterThanOrEqual(490);
    await expectError(page, 'client_login', /^Login musi mieć/);
  });

  test('submit: the whole form validated in one request; a failing form is marked and not sent', async ({ page }) => {
    const requests = await validationRequests(page);
    const posts: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
    await open(page);
    await type(page, 'client_firstname', 'Anna');
    await type(page, 'client_zipcode', '00950');
    await settled(page, ['client_firstname', 'client_zipcode']);
    const before = requests.length;
    await page.locator('#COP button[type=submit]').click();
    await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
    await expectError(page, 'client_lastname', 'Proszę wypełnić to pole.');
    await expectError(page, 'client_zipcode', /^Błędny kod pocztowy/);
    await expectError(page, 'client_terms', 'To pole jest wymagane.');
    await expect(page.locator('#client_lastname')).toBeFocused();
    expect(requests.length - before).toBe(1);
    expect(posts).toHaveLength(0);
    await expect(page).toHaveURL(/client-new\.php$/);
  });

  test('a valid form is submitted natively once: a double click never submits twice', async ({ page }) => {
    const errors = trackPageErrors(page);
    const posts: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
    await open(page);
    await fillValid(page);
    await settled(page, VALID_FIELDS);
    const classes: string[] = [];
    await page.exposeFunction('recordClass', (c: string) => classes.push(c));
    await page.evaluate(() => {
      const form = document.getElementById('COP')!;
      new MutationObserver(() => (window as unknown as { recordClass(c: string): void }).recordClass(form.className)).observe(form, {
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await page.locator('#COP button[type=submit]').dblclick();
    await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
    expect(posts).toHaveLength(1);
    expect(classes.some((c) => c.includes('--submitting'))).toBe(true);
    expect(new URLSearchParams(posts[0].postData() ?? '').get('firstname')).toBe('Anna');
    expect(errors).toEqual([]);
  });

  test('a valid form is submitted natively once: a double Enter never submits twice', async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
    await open(page);
    await fillValid(page);
    await settled(page, VALID_FIELDS);
    // The validation answer is held until both Enters were pressed, so the second surely lands while the first
    // submit is being checked.
    const answer = cue();
    await page.route('**/graphql/v1/?query=validateClientData', async (route) => {
      await answer.released;
      await route.continue().catch(() => {});
    });
    await page.locator('#client_password2').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    answer.release();
    await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
    expect(posts).toHaveLength(1);
  });

  test('validation server down: server checks are skipped and the customer is not trapped', async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
    await open(page);
    await page.route('**/graphql/v1/?query=validateClientData', (route) => route.abort('connectionrefused'));
    await fillValid(page);
    await expectSuccess(page, 'client_zipcode');
    await page.locator('#COP button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
    expect(posts).toHaveLength(1);
  });

  test('Czech messages and axe with errors shown', async ({ page }) => {
    await open(page, '/cs/client-new.php');
    await page.locator('#COP button[type=submit]').click();
    await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
    await expectError(page, 'client_firstname', 'Vyplňte prosím toto pole.');
    await expectError(page, 'client_terms', 'Toto pole je povinné.');
    await type(page, 'client_city', 'P');
    await expectError(page, 'client_city', 'Minimální počet znaků pro toto pole je 2');
    await page.locator('#client_region').selectOption('');
    await expectError(page, 'client_region', 'Vyberte možnost.');
    await expectNoAxeViolations(page, 'Czech registration with errors');
    await open(page);
    await page.locator('#COP button[type=submit]').click();
    await expectError(page, 'client_firstname', 'Proszę wypełnić to pole.');
    await expectNoAxeViolations(page, 'Polish registration with errors');
  });

  test('shop text settings override the messages', async ({ page }) => {
    await page.route('**/client-new.php', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"texts":{}', '"texts":{"form.no_digits":"Bez cyfr, proszę.","form.email_example":"ola@sklep.pl"}');
      await route.fulfill({ response, body });
    });
    await open(page);
    await type(page, 'client_firstname', 'Ola1');
    await expectError(page, 'client_firstname', 'Bez cyfr, proszę.');
    await type(page, 'client_email', 'ola@');
    await expectError(page, 'client_email', 'Błędnie wpisany e-mail. Wpisz pełny adres e-mail, np. ola@sklep.pl');
  });
});

test.describe('customer-data form: file fields, aliases and the fail mark', () => {
  /** Serves the registration page with its HTML rewritten (a theme's own markup). */
  async function openRewritten(page: Page, rewrite: (html: string) => string) {
    await page.route('**/client-new.php', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
    await open(page);
  }

  test("a file input declaring max_filesize (the spec's attribute) refuses a larger file", async ({ page }) => {
    await openRewritten(page, (html) => html.replace('data-max-filesize="1048576"', 'max_filesize="524288"'));
    const file = page.locator('#client_file');
    await expect(file).toHaveAttribute('max_filesize', '524288');
    await expect(file).not.toHaveAttribute('data-max-filesize', /.*/);
    await file.setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(524289) });
    await expectError(page, 'client_file', 'Nie można przesłać pliku skan.pdf, ponieważ przekracza maksymalny dozwolony rozmiar 0.50MB.');
    expect(await file.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    await file.setInputFiles({ name: 'skan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(524288) });
    await expectSuccess(page, 'client_file');
  });

  test('an image-only file field says the accepted format (.jpg) and the maximum photo size from markup', async ({ page }) => {
    await openRewritten(page, (html) =>
      html.replace(
        'data-max-filesize="1048576" accept=".pdf,.jpg,.jpeg,.png"',
        'data-max-filesize="1048576" accept="image/jpeg,.jpg" data-max-photo-size="1200x800"',
      ),
    );
    const file = page.locator('#client_file');
    await expect(page.locator('#client_file_hint')).toHaveText('Akceptowany format zdjęcia to .jpg, maksymalny rozmiar zdjęcia 1200×800 px');
    await expect(file).toHaveAttribute('aria-describedby', /\bclient_file_hint\b/);
    await expect(file).toHaveAttribute('aria-describedby', /\bclient_file_message\b/);
    // The hint stays beside an error; a field that also takes PDFs gets none.
    await file.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1048577) });
    await expect(page.locator('#client_file_message')).toHaveText(/^Nie można przesłać pliku foto\.jpg/);
    await expect(page.locator('#client_file_hint')).toBeVisible();
    await open(page, '/client-new.php?plain=1');
    await expect(page.locator('.field__hint')).toHaveCount(0);
  });

  test('ids differing only by "-" and "_" get distinct aliases, so the server checks still run', async ({ page }) => {
    const requests = await validationRequests(page);
    // The delivery city takes the id "client-city" beside the billing "client_city".
    await openRewritten(page, (html) => html.replaceAll('delivery_city', 'client-city'));
    await expect(page.locator('#client-city')).toHaveAttribute('data-graphql', 'city');
    await page.locator('#client_city').fill('Warszawa');
    await page.locator('#client-city').fill('Kraków<');
    await page.locator('#client_zipcode').fill('00950');
    await page.locator('#COP button[type=submit]').click();
    await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
    await expectError(page, 'client-city', 'Jeden z użytych znaków jest niedozwolony.');
    await expectError(page, 'client_zipcode', /^Błędny kod pocztowy/);
    await expectSuccess(page, 'client_city');
    const last = requests[requests.length - 1];
    const aliases = aliasesOf(last);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases).toEqual(expect.arrayContaining(['client_city', 'client_zipcode']));
    expect(aliases.filter((a) => a.startsWith('client_city'))).toHaveLength(2);
    expect(Object.keys(last.data ?? {}).sort()).toEqual(aliases);
  });

  test('the fail mark is removed when a later submit is valid', async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
    // Each submit event as the document sees it (after the widget's own listener): prevented or not, and the form's classes then.
    const submits: Array<{ prevented: boolean; className: string }> = [];
    await page.exposeFunction('recordSubmit', (prevented: boolean, className: string) => submits.push({ prevented, className }));
    await open(page);
    await page.evaluate(() =>
      document.addEventListener('submit', (e) =>
        (window as unknown as { recordSubmit(p: boolean, c: string): void }).recordSubmit(e.defaultPrevented, (e.target as HTMLElement).className),
      ),
    );
    const form = page.locator('#COP');
    await page.locator('#COP button[type=submit]').click();
    await expect(form).toHaveClass(/--fail-validation/);
    await expectError(page, 'client_firstname', 'Proszę wypełnić to pole.');
    // A valid registration (filled at once: the typing itself is not under test here).
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    for (const [field, value] of [
      ['client_firstname', 'Anna'],
      ['client_lastname', 'Nowak'],
      ['client_street', 'Długa'],
      ['client_street_number', '5'],
      ['client_zipcode', '00-950'],
      ['client_city', 'Warszawa'],
      ['client_phone', '600100200'],
      ['client_email', `anna.${id}@example.com`],
      ['client_login', `anna_${id}`],
      ['client_password', 'Tajne123'],
      ['client_password2', 'Tajne123'],
    ])
      await page.locator(`#${field}`).fill(value);
    // The messages of the failed submit clear as the fields are re-checked (the page moves under the pointer): retried.
    await expect(async () => {
      await page.locator('#client_terms').check({ timeout: 1000 });
    }).toPass();
    await expect(form).toHaveClass(/--fail-validation/); // still marked until the next submit
    await page.locator('#COP button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
    expect(posts).toHaveLength(1);
    await expect.poll(() => submits.filter((s) => !s.prevented).length).toBe(1);
    const sent = submits.find((s) => !s.prevented)!;
    expect(sent.className).toContain('--submitting');
    expect(sent.className).not.toContain('--fail-validation');
    expect(submits.filter((s) => s.prevented)).toHaveLength(2);
  });
});

test.describe('the phone prefix of the Standard template (input#client_phone_prefix.client_prefix__input.--validate, data-graphql="phone", data-concat-to)', () => {
  for (const width of [390, 1280]) {
    test(`${width} px: a valid registration with the prefix "+48" and a valid number is posted: the prefix is joined into the phone, never checked as a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = trackPageErrors(page);
      const requests = await validationRequests(page);
      const posts: Request[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
      await open(page);
      const prefix = page.locator('#client_phone_prefix');
      // The template's markup: a text input, checked (.--validate), declared a phone, joined into #client_phone.
      await expect(prefix).toHaveJSProperty('tagName', 'INPUT');
      await expect(prefix).toHaveClass(/(^| )client_prefix__input( |$)/);
      await expect(prefix).toHaveClass(/(^| )--validate( |$)/);
      await expect(prefix).toHaveAttribute('data-graphql', 'phone');
      await expect(prefix).toHaveAttribute('data-concat-to', '#client_phone');
      await expect(prefix).toHaveValue('+48');
      await fillValid(page);
      await settled(page, VALID_FIELDS);
      await page.locator('#COP button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
      expect(posts).toHaveLength(1);
      const body = new URLSearchParams(posts[0].postData() ?? '');
      expect(body.get('phone_prefix')).toBe('+48');
      expect(body.get('phone')).toBe('600100200');
      // The fixture's answer: the account is made and the shopper signed in (the header shows the sign-out link).
      const answer = await posts[0].response();
      expect(answer?.status()).toBe(303);
      await expect(page.locator('.logout_link')).toHaveCount(1);
      // The phone was checked with its prefix; the prefix never as a phone of its own.
      expect(requests.map(queryOf).join('\n')).toContain('clientBillingData: {phone: "+48600100200", country: 1143020003}');
      for (const r of requests) expect(aliasesOf(r)).not.toContain('client_phone_prefix');
      expect(errors.map(String)).toEqual([]);
    });

    test(`${width} px: a wrong number is reported on the phone (a real message, focus there), never on the prefix`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const posts: Request[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().includes('/client-new.php') && posts.push(r));
      await open(page);
      await fillValid(page);
      await page.locator('#client_phone').fill('60010020'); // one digit short for Poland
      await page.locator('#COP button[type=submit]').click();
      await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
      await expectError(page, 'client_phone', 'Podaj swój numer telefonu.');
      await expect(page.locator('#client_phone')).toBeFocused();
      await expect(page.locator('#client_phone_prefix')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(box(page, 'client_phone_prefix')).not.toHaveClass(/--error/);
      await expect(message(page, 'client_phone_prefix')).toHaveText('');
      await expect(page.locator('#COP [aria-invalid=true]')).toHaveCount(1);
      expect(posts).toHaveLength(0);
      // Fixed: the phone passes with its prefix and the registration goes.
      await page.locator('#client_phone').pressSequentially('0');
      await expectSuccess(page, 'client_phone');
      await page.locator('#COP button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('client-new.php'));
      expect(posts).toHaveLength(1);
    });
  }

  test('a wrong prefix is reported on the phone, with the joined value; the prefix shows no state of a phone', async ({ page }) => {
    const requests = await validationRequests(page);
    await open(page);
    await type(page, 'client_phone', '600100200');
    await expectSuccess(page, 'client_phone');
    // A character no phone holds: the joined value fails on the server, shown on the phone.
    await page.locator('#client_phone_prefix').fill('+9x');
    await expectError(page, 'client_phone', 'Jeden z użytych znaków jest niedozwolony.');
    await expect(page.locator('#client_phone_prefix')).not.toHaveAttribute('aria-invalid', 'true');
    expect(queryOf(requests.at(-1)!)).toContain('phone: "+9x600100200"');
  });

  test("a prefix drawn in the same box as the number is not a field of its own: one state and one message, the phone's", async ({ page }) => {
    await page.route('**/client-new.php', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      // The prefix moved into the phone's .f-feedback (its own box removed), as a theme may draw them side by side.
      const body = (await response.text()).replace(
        /<div class="f-group"><div class="f-feedback">(<input id="client_phone_prefix"[^>]*>)<label[^>]*>[^<]*<\/label><div class="f-message"><\/div><\/div><\/div>([^]*?<input id="client_phone"[^>]*>)/,
        '$2$1',
      );
      expect(body).toMatch(/<input id="client_phone"[^>]*><input id="client_phone_prefix"/);
      await route.fulfill({ response, body });
    });
    await open(page);
    await fillValid(page);
    // A local problem and the prefix checked in the same run: the box keeps the phone's state and message.
    await page.locator('#client_phone').fill('');
    await page.locator('#COP button[type=submit]').click();
    await expectError(page, 'client_phone', 'Proszę wypełnić to pole.');
    await expect(page.locator('#client_phone')).toBeFocused();
    // The server's answer on the joined value, the same.
    await page.locator('#client_phone').fill('60010020');
    await page.locator('#COP button[type=submit]').click();
    await expectError(page, 'client_phone', 'Podaj swój numer telefonu.');
    await expect(page.locator('#client_phone')).toBeFocused();
    await expect(page.locator('#client_phone_prefix')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'client_phone').locator('.f-message')).toHaveCount(1);
  });

  test('a prefix changed before the phone is typed checks the prefix alone: the empty phone is not flagged yet', async ({ page }) => {
    await open(page);
    await page.locator('#client_phone_prefix').fill('+420');
    await page.locator('#client_phone_prefix').blur(); // left after typing: checked at once
    await expect(box(page, 'client_phone_prefix')).toHaveClass(/--success/);
    // Checked in the same run as the prefix would have been: no state on the phone, no message.
    await expect(box(page, 'client_phone')).not.toHaveClass(/--error|--success/);
    await expect(message(page, 'client_phone')).toHaveText('');
    // Once the phone is typed, the prefix re-checks it: joined, "+420" and a Czech number.
    await type(page, 'client_phone', '777123456');
    await expectSuccess(page, 'client_phone');
  });
});

test.describe('sign-in form panels (Standard template: #signin-form_box_left)', () => {
  async function openSignin(page: Page, path = '/login.php') {
    await page.goto(path);
    await expect(page.locator('#signin-form_box_left')).toHaveAttribute('data-widget-state', 'mounted');
  }
  const login = (page: Page) => page.locator('#signin-form_box_sub_1');
  const reminder = (page: Page) => page.locator('#signin-form_box_sub_2');

  for (const width of [390, 1280]) {
    test(`${width} px: the reminder link shows the panel its radio names and focuses its first input; back returns; keyboard only; axe in each panel`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = trackPageErrors(page);
      await openSignin(page);
      await expect(login(page)).toBeVisible();
      await expect(reminder(page)).toBeHidden();
      await expectNoAxeViolations(page, 'login panel');
      // Keyboard: from the password field to the reminder link, Enter.
      await page.locator('#signin_password').focus();
      const remind = page.locator('a.password_reminder_signin');
      for (let i = 0; i < 5 && !(await remind.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(remind).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(reminder(page)).toBeVisible();
      await expect(login(page)).toBeHidden();
      await expect(page.locator('#reminder_login')).toBeFocused();
      await expect(page.locator('#signin-form_radio2')).toBeChecked();
      await expect(page).toHaveURL(/login\.php$/);
      await expectNoAxeViolations(page, 'reminder panel');
      await page.keyboard.press('Tab'); // the send button
      await page.keyboard.press('Tab'); // the back link
      await expect(page.locator('a.password_back_signin')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(login(page)).toBeVisible();
      await expect(reminder(page)).toBeHidden();
      await expect(page.locator('#signin_login')).toBeFocused();
      await expect(page.locator('#signin-form_radio1')).toBeChecked();
      expect(errors).toEqual([]);
    });
  }

  test('after a reminder post (the server shows the reminder panel) the back link returns to the login panel', async ({ page }) => {
    await openSignin(page);
    await page.locator('a.password_reminder_signin').click();
    await page.locator('#reminder_login').fill('jan.kowalski');
    await page.locator('#signin-form_box_sub_2 button[type=submit]').click();
    await expect(page.locator('.notice')).toBeVisible();
    await expect(page.locator('#signin-form_box_left')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(reminder(page)).toBeVisible();
    await expect(login(page)).toBeHidden();
    await page.locator('a.password_back_signin').click();
    await expect(login(page)).toBeVisible();
    await expect(reminder(page)).toBeHidden();
    await expect(page.locator('#signin_login')).toBeFocused();
  });

  test('the social "more" link un-hides the list, removes itself and focuses the first new link', async ({ page }) => {
    await openSignin(page);
    await expect(page.locator('#cookie_login_social_more')).toBeHidden();
    await page.locator('a.cookie_login_social_more_social').press('Enter');
    await expect(page.locator('#cookie_login_social_more')).toBeVisible();
    await expect(page.locator('a.cookie_login_social_more_social')).toHaveCount(0);
    await expect(page.locator('#cookie_login_social_more a').first()).toBeFocused();
    await expectNoAxeViolations(page, 'social login expanded');
  });

  test('override: the older markup (panels targeted directly, data-parts naming its selectors) still switches, also from a page opened on the reminder hash', async ({
    page,
  }) => {
    await page.goto('/login.php?markup=legacy');
    await expect(page.locator('.signin')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#password_reminder')).toBeHidden();
    await page.locator('.signin__remind').click();
    await expect(page.locator('#password_reminder')).toBeVisible();
    await expect(page.locator('#login_panel')).toBeHidden();
    await expect(page.locator('#legacy_reminder_login')).toBeFocused();
    await page.goto('/cs/login.php?markup=legacy#password_reminder');
    await expect(page.locator('.signin')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#password_reminder')).toBeVisible();
    await page.locator('.signin__back').click();
    await expect(page.locator('#login_panel')).toBeVisible();
    await expect(page.locator('#password_reminder')).toBeHidden();
    await page.locator('.social_login__more').click();
    await expect(page.locator('#social_login_more')).toBeVisible();
    await expect(page.locator('.social_login__more')).toHaveCount(0);
  });
});

test.describe('customer-data form on the Standard template (form#COP, fields cloned from <template>s)', () => {
  /** The page's steps held (the platform's modules render them when the test says): the widget mounts on an empty form. */
  async function openHeld(page: Page) {
    await page.addInitScript(() => ((window as unknown as { copHold: boolean }).copHold = true));
    await page.goto('/client-new.php');
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.locator('#COP .f-control')).toHaveCount(0);
  }
  /** Clones one step's template in, as the platform's module would. */
  const cloneStep = (page: Page, name: string) =>
    page.evaluate((n) => {
      const step = document.querySelector(`#COP .cop__step[data-skeleton="${n}"]`)!;
      step.setAttribute('data-rendered', 'true');
      step.append((document.getElementById(`cop_${n}_template`) as HTMLTemplateElement).content.cloneNode(true));
    }, name);

  for (const width of [390, 1280]) {
    test(`${width} px: fields cloned in after the widget mounted are validated as they appear (type, leave → the server's message); typed values stay when more steps come`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = trackPageErrors(page);
      const requests = await validationRequests(page);
      await openHeld(page);
      await cloneStep(page, 'contact');
      await type(page, 'client_firstname', 'Jan2');
      await expectError(page, 'client_firstname', 'Pole nie może zawierać cyfr.');
      await expect(message(page, 'client_firstname')).toHaveAttribute('aria-live', 'polite');
      // The rest of the steps come: nothing typed is lost, nothing shown is reset.
      await page.evaluate(() => (window as unknown as { copRender(): void }).copRender());
      await expect(page.locator('#client_city')).toBeVisible();
      await expect(page.locator('#client_firstname')).toHaveValue('Jan2');
      await expectError(page, 'client_firstname', 'Pole nie może zawierać cyfr.');
      // A later field: typed, then left (Tab) → the server's check shows at once.
      await type(page, 'client_city', 'Kraków<');
      await page.keyboard.press('Tab');
      await expectError(page, 'client_city', 'Jeden z użytych znaków jest niedozwolony.');
      expect(queryOf(requests.at(-1)!)).toContain('client_city: validateClientData(ClientDataInput: {clientData: {clientBillingData: {city: "Kraków<"}}})');
      await expect(box(page, 'client_city')).toHaveClass(/(^| )f-feedback( |$)/);
      // Submit checks the fields that came later too.
      await page.locator('#COP button[type=submit]').click();
      await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
      await expectError(page, 'client_login', 'Proszę wypełnić to pole.');
      expect(errors).toEqual([]);
    });
  }

  test('a field that arrives with a value (a re-rendered step) is checked at once; an empty one is not flagged', async ({ page }) => {
    await openHeld(page);
    await page.evaluate(() => {
      const t = document.getElementById('cop_address_template') as HTMLTemplateElement;
      t.content.querySelector('#client_zipcode')!.setAttribute('value', '00950');
    });
    await cloneStep(page, 'address');
    await expectError(page, 'client_zipcode', /^Błędny kod pocztowy/);
    await expect(box(page, 'client_city')).not.toHaveClass(/--error/);
    await expect(message(page, 'client_city')).toHaveText('');
  });

  test("a country change rewrites every numeric data-region (also with the platform's address module off) and re-checks the filled fields", async ({
    page,
  }) => {
    const requests = await validationRequests(page);
    await openHeld(page);
    // Cloned by hand: the page's own country binding (copRender) never runs.
    await cloneStep(page, 'contact');
    await cloneStep(page, 'address');
    await type(page, 'client_zipcode', '00-950');
    await expectSuccess(page, 'client_zipcode');
    await page.locator('#client_region').selectOption({ label: 'Czechy' });
    for (const id of ['client_nip', 'client_street', 'client_zipcode', 'client_phone'])
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-region', '1143020041');
    await expectError(page, 'client_zipcode', /^Błędny kod pocztowy.*XXX XX$/);
    expect(queryOf(requests.at(-1)!)).toContain('{zipcode: "00-950", country: 1143020041}');
  });

  test('the state classes the template CSS styles: .f-feedback --empty / --error / --success, form --fail-validation; the message in .f-message', async ({
    page,
  }) => {
    await open(page);
    await page.locator('#COP button[type=submit]').click();
    await expect(page.locator('#COP')).toHaveClass(/(^| )cop( |$)/);
    await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
    await expect(box(page, 'client_firstname')).toHaveClass(/--error/);
    await expect(box(page, 'client_firstname').locator('.f-message')).toHaveText('Proszę wypełnić to pole.');
    // The template's CSS colours the message of a field in error (fixture stylesheet, the theme's rule).
    expect(
      await box(page, 'client_firstname')
        .locator('.f-message')
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(185, 28, 28)');
    await type(page, 'client_firstname', 'Anna');
    await expect(box(page, 'client_firstname')).toHaveClass(/--success/);
    await page.locator('#client_firstname').fill('');
    await page.locator('#client_firstname').press('Tab');
    await expect(box(page, 'client_firstname')).toHaveClass(/--error/);
    // Optional and empty: --empty.
    await type(page, 'client_birthdate', '1');
    await page.locator('#client_birthdate').press('Backspace');
    await expect(box(page, 'client_birthdate')).toHaveClass(/--empty/);
  });

  test('a template without .f-message: the widget adds div.f-message in the .f-feedback, a polite live region tied to the input', async ({ page }) => {
    await page.route('**/client-new.php', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replaceAll('<div class="f-message"></div>', '');
      await route.fulfill({ response, body });
    });
    await open(page);
    await expect(page.locator('#COP .f-feedback').first().locator('.f-message')).toHaveCount(1);
    const created = box(page, 'client_firstname').locator('.f-message');
    await expect(created).toHaveCount(1);
    await expect(created).toHaveAttribute('id', 'client_firstname_message');
    await expect(created).toHaveAttribute('aria-live', 'polite');
    expect(await created.evaluate((el) => el.tagName)).toBe('DIV');
    await type(page, 'client_firstname', 'Jan2');
    await expectError(page, 'client_firstname', 'Pole nie może zawierać cyfr.');
  });

  test('override: the older markup (data-validate, data-concat, data-linked, a country selector in data-region, [data-field] boxes) still works', async ({
    page,
  }) => {
    const requests = await validationRequests(page);
    await page.goto('/client-new.php?markup=legacy');
    await expect(page.locator('#legacy_form')).toHaveAttribute('data-widget-state', 'mounted');
    const legacyBox = (id: string) => page.locator(`#${id}`).locator('xpath=ancestor::*[@data-field][1]');
    await type(page, 'legacy_firstname', 'Jan2');
    await expect(page.locator('#legacy_firstname_message')).toHaveText('Pole nie może zawierać cyfr.');
    await expect(page.locator('#legacy_firstname_message')).toHaveClass('field__message');
    await expect(legacyBox('legacy_firstname')).toHaveClass(/--error/);
    await type(page, 'legacy_street', 'Długa');
    await expect(page.locator('#legacy_street_number_message')).toHaveText('Podaj numer domu.');
    await type(page, 'legacy_zipcode', '00-950');
    await expect(legacyBox('legacy_zipcode')).toHaveClass(/--success/);
    expect(queryOf(requests.at(-1)!)).toContain('{zipcode: "00-950", country: 1143020003}');
    await type(page, 'legacy_login', 'jan.kowalski');
    await type(page, 'legacy_password', 'jan.kowalski');
    await expect(page.locator('#legacy_password_message')).toHaveText('Hasło jest takie samo jak login.');
  });
});

test.describe('provinces on the Standard template ([data-region-province] blocks of the address step)', () => {
  const PL = '1143020003';
  const CZ = '1143020041';
  const block = (page: Page, id: string) => page.locator(`#COP [data-region-province="${id}"]`);
  /** The steps held, so the widget is there before the province blocks arrive. */
  async function openHeld(page: Page) {
    await page.addInitScript(() => ((window as unknown as { copHold: boolean }).copHold = true));
    await page.goto('/client-new.php');
    await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
  }
  /** What the form would post now (the browser's own rule: disabled controls are left out). */
  const posted = (page: Page, name: string) => page.locator('#COP').evaluate((form, n) => new FormData(form as HTMLFormElement).getAll(n).map(String), name);

  for (const width of [390, 1280]) {
    test(`${width} px, markers only: only the chosen country's province shows and is enabled, also for blocks cloned in later; a choice survives switching back and forth; the visible one is validated`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = trackPageErrors(page);
      await openHeld(page);
      await page.evaluate(() => (window as unknown as { copRender(): void }).copRender());
      const pl = page.locator('#client_province_pl');
      const cz = page.locator('#client_province_cz');
      // Poland chosen (the shop's country): its voivodeship only.
      await expect(pl).toBeVisible();
      await expect(pl).toBeEnabled();
      await expect(block(page, CZ)).toBeHidden();
      await expect(block(page, CZ)).toHaveClass(/--hidden/);
      await expect(cz).toBeDisabled();
      await pl.selectOption('PL-MA');
      expect(await posted(page, 'province')).toEqual(['PL-MA']);
      // Czechia: its kraj only; the voivodeship chosen stays (hidden, disabled, not posted).
      await page.locator('#client_region').selectOption({ label: 'Czechy' });
      await expect(cz).toBeVisible();
      await expect(cz).toBeEnabled();
      await expect(block(page, CZ)).not.toHaveClass(/--hidden/);
      await expect(block(page, PL)).toBeHidden();
      await expect(pl).toBeDisabled();
      await expect(pl).toHaveValue('PL-MA');
      expect(await posted(page, 'province')).toEqual(['']);
      // The visible (required) kraj is checked on submit; the hidden voivodeship is not.
      await page.locator('#COP button[type=submit]').click();
      await expect(page.locator('#COP')).toHaveClass(/--fail-validation/);
      await expectError(page, 'client_province_cz', 'Proszę wybrać opcję.');
      await expect(box(page, 'client_province_pl')).not.toHaveClass(/--error|--success/);
      await cz.selectOption('CZ-64');
      await expectSuccess(page, 'client_province_cz');
      // Back to Poland: the voivodeship as it was, the kraj kept but hidden, with no state of its own shown.
      await page.locator('#client_region').selectOption({ label: 'Polska' });
      await expect(pl).toBeVisible();
      await expect(pl).toHaveValue('PL-MA');
      await expect(cz).toBeHidden();
      await expect(cz).toHaveValue('CZ-64');
      await expect(box(page, 'client_province_cz')).not.toHaveClass(/--error|--success/);
      await expect(cz).not.toHaveAttribute('aria-invalid', 'true');
      expect(await posted(page, 'province')).toEqual(['PL-MA']);
      // No country chosen: no province at all.
      await page.locator('#client_region').selectOption('');
      await expect(page.locator('#COP [data-region-province]:visible')).toHaveCount(0);
      expect(await posted(page, 'province')).toEqual([]);
      await expectNoAxeViolations(page, `provinces at ${width} px`);
      expect(errors).toEqual([]);
    });
  }

  test('a valid registration with Poland chosen posts only the voivodeship: the hidden, required Czech kraj neither blocks the submit nor is sent', async ({
    page,
  }) => {
    await open(page);
    await fillValid(page);
    await page.locator('#client_province_pl').selectOption('PL-PM');
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/client-new.php');
    await page.locator('#COP button[type=submit]').click();
    const body = (await post).postData() ?? '';
    const fields = body.includes('Content-Disposition')
      ? [...body.matchAll(/name="province"\r\n\r\n([^\r]*)/g)].map((m) => m[1])
      : new URLSearchParams(body).getAll('province');
    expect(fields).toEqual(['PL-PM']);
  });

  test('the template without a country select: the province blocks stay as served', async ({ page }) => {
    await page.route('**/client-new.php', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('data-name="region"', 'data-name="country"') });
    });
    await open(page);
    await expect(page.locator('#client_province_pl')).toBeEnabled();
    await expect(page.locator('#client_province_cz')).toBeEnabled();
    await expect(block(page, CZ)).toBeVisible();
  });
});

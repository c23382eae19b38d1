/**
 * Contract, through the page: validateClientData in the platform's real shapes (facts note
 * "validateClientData"). The registration page's answers are routed with real-shaped samples (null
 * messages, formats in a second message, clientProposedLogin, null lists, a malformed item) and the
 * test asserts what the shopper sees; the request is asserted as the platform's client writes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors } from '../e2e/helpers';

const box = (page: Page, id: string) => page.locator(`#${id}`).locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' f-feedback ')][1]");
const message = (page: Page, id: string) => page.locator(`#${id}_message`);

interface Body {
  query: string;
  [key: string]: unknown;
}

/** Routes validateClientData: each alias gets answers[alias] (or no message); the bodies are kept. */
async function answer(page: Page, answers: Record<string, unknown>): Promise<Body[]> {
  const bodies: Body[] = [];
  await page.route('**/graphql/v1/?query=validateClientData', (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Body;
    bodies.push(body);
    const data: Record<string, unknown> = {};
    for (const [, alias] of body.query.matchAll(/(\w+): validateClientData\(/g)) data[alias] = alias in answers ? answers[alias] : { messages: [] };
    return route.fulfill({ json: { data } });
  });
  return bodies;
}

async function open(page: Page) {
  await page.goto('/client-new.php');
  await expect(page.locator('#COP')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('#client_terms'), 'the template steps are rendered').toBeAttached();
}

async function enter(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).fill(value);
}

test.describe('contract: validateClientData through the registration page', () => {
  test('the request is {query} only: one anonymous document, inline literals, the numeric country id unquoted from data-region or the country select', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const bodies = await answer(page, {});
    await open(page);
    // A billing input of a real page: data-region holds the id itself.
    await expect(page.locator('#client_zipcode')).toHaveAttribute('data-region', '1143020003');
    await enter(page, 'client_zipcode', '00-950');
    await enter(page, 'client_firstname', 'Anna');
    await expect(box(page, 'client_zipcode')).toHaveClass(/--success/);
    await expect(box(page, 'client_firstname')).toHaveClass(/--success/);
    // Leaving the zipcode checks it at once, so the two may go in one document or two: each is {query} only.
    for (const body of bodies) {
      expect(Object.keys(body)).toEqual(['query']);
      expect(body.query).toMatch(/^query \{ /);
      expect(body.query).not.toContain('$');
    }
    const first = { query: bodies.map((b) => b.query).join('\n') };
    expect(first.query).toContain(
      'client_zipcode: validateClientData(ClientDataInput: {clientData: {clientBillingData: {zipcode: "00-950", country: 1143020003}}}) { messages { code message } }',
    );
    expect(first.query).toContain(
      'client_firstname: validateClientData(ClientDataInput: {clientData: {clientBillingData: {firstname: "Anna"}}}) { messages { code message } }',
    );
    // A delivery input names its country select, whose value is the id.
    await page.locator('#delivery_country').selectOption({ label: 'Czechy' });
    await enter(page, 'delivery_zipcode', '110 00');
    await expect
      .poll(() => bodies.at(-1)!.query)
      .toContain('delivery_zipcode: validateClientData(ClientDataInput: {clientData: {clientBillingData: {zipcode: "110 00", country: 1143020041}}})');
    await enter(page, 'client_login', 'anna_k');
    await expect
      .poll(() => bodies.at(-1)!.query)
      .toContain('client_login: validateClientData(ClientDataInput: {loginAndPassword: {login: "anna_k"}}) { messages { code message } clientProposedLogin }');
    expect(errors).toEqual([]);
  });

  test('real answers: a null message shows the catalogue text, the formats come from the second message, the proposal from clientProposedLogin, a malformed item drops alone', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await answer(page, {
      client_nip: { messages: [{ code: 'incorect_nip', message: null }] },
      client_zipcode: {
        messages: [
          { code: 'incorect_zipcode', message: null },
          { code: 'incorect_zipcode', message: 'XX-XXX' },
        ],
      },
      client_login: { messages: [{ code: 'login_taken_login_propose', message: null }], clientProposedLogin: 'anna_k7' },
      client_city: { messages: ['junk', { code: 'illegal_characters_client_city', message: null }] },
      client_email: { messages: null, clientExists: null },
      client_lastname: { messages: [{ code: 'new_platform_code', message: null }] },
    });
    await open(page);
    await enter(page, 'client_nip', '5260250995');
    await enter(page, 'client_zipcode', '00950');
    await enter(page, 'client_login', 'anna_k');
    await enter(page, 'client_city', 'Kraków');
    await enter(page, 'client_email', 'anna@example.com');
    await enter(page, 'client_lastname', 'Nowak');
    await expect(message(page, 'client_nip')).toHaveText('Nieprawidłowy numer NIP dla wybranego kraju.');
    await expect(message(page, 'client_zipcode')).toHaveText(
      'Błędny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX',
    );
    await expect(message(page, 'client_login')).toHaveText('Podany login jest już zajęty. Proponowany login: anna_k7');
    await expect(message(page, 'client_city')).toHaveText('Jeden z użytych znaków jest niedozwolony.');
    await expect(box(page, 'client_email')).toHaveClass(/--success/);
    await expect(box(page, 'client_email')).not.toHaveClass(/--client-exists/);
    // A code outside the catalogue with a null message: still an error (the message is not dropped), shown empty.
    await expect(box(page, 'client_lastname')).toHaveClass(/--error/);
    await expect(message(page, 'client_lastname')).toHaveText('');
    for (const id of ['client_nip', 'client_zipcode', 'client_login', 'client_city']) await expect(box(page, id)).toHaveClass(/--error/);
    expect(errors).toEqual([]);
  });

  test('the fixture shop answers the real document: clientProposedLogin and the formats through the page', async ({ page }) => {
    await open(page);
    await enter(page, 'client_login', 'jan.kowalski');
    await expect(message(page, 'client_login')).toHaveText('Podany login jest już zajęty. Proponowany login: jan.kowalski2');
    await enter(page, 'delivery_zipcode', '1100');
    await page.locator('#delivery_country').selectOption({ label: 'Czechy' });
    await expect(message(page, 'delivery_zipcode')).toHaveText(/\[X - cyfra; Y - litera\]: XXX XX$/);
  });
});

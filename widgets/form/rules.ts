/**
 * Pure rules of the customer-data forms (spec §3 "Form input declarations", §4 "Form fields",
 * §5 "Validation rules", §7 "Client-data validation", §8 "Form error codes", §9 "Forms").
 * No DOM, no React: the form widget reads the inputs and calls these.
 */
import * as v from 'valibot';
import type { MessageKey, Translator } from '../../src/i18n';
import { gqlValue, type GqlInput } from '../../src/net/gql-literal';

export const DEBOUNCE_MS = 500;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 30;
const LOGIN_MIN = 3;
const LOGIN_MAX = 40;
const PHONE_MIN = 9;
export const BYTES_PER_MB = 1048576;
/** How long a server-assisted check may take before it is skipped (chosen, see docs/widgets/form.md). */
export const SERVER_TIMEOUT_MS = 5000;

const VALIDATION_TYPES = [
  'firstname',
  'lastname',
  'firm',
  'additional/firm',
  'nip',
  'street',
  'zipcode',
  'city',
  'phone',
  'email',
  'birthdate',
  'login',
  'password',
  'iban',
] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];

/**
 * Parses a type declaration (the platform's `data-graphql`, or `data-validate`): one type, or "phone email"
 * (either accepted). Unknown words dropped. `firm` is the platform's name, `additional/firm` an older one.
 */
export function parseTypes(raw: string | null | undefined): ValidationType[] {
  return String(raw ?? '')
    .trim()
    .split(/\s+/)
    .filter((w): w is ValidationType => (VALIDATION_TYPES as readonly string[]).includes(w));
}

/**
 * The types a control is checked as. A part of another field (the template's `data-concat-to`: the street number
 * into the street, the phone prefix into the phone) is never checked as a type of its own, whatever its
 * `data-graphql` says (the Standard template's prefix says "phone": "+48" is no phone number): it is joined into the
 * field it names and checked as part of it (joinedValue). Its generic checks (required, lengths) still apply.
 */
export function checkedTypes(declared: string | null | undefined, isPart: boolean): ValidationType[] {
  return isPart ? [] : parseTypes(declared);
}

/** Spec §5 "Phone-or-email fields": only digits, *, #, +, parentheses and spaces = a phone. */
export function classifyPhoneOrEmail(value: string): 'phone' | 'email' {
  return /^[\d*#+() ]+$/.test(value) ? 'phone' : 'email';
}

/** The type a field is checked as: for "phone email" the value decides. */
export function effectiveType(types: readonly ValidationType[], value: string): ValidationType | undefined {
  if (types.includes('phone') && types.includes('email')) return classifyPhoneOrEmail(value);
  return types[0];
}

/** Spec §5 "File upload": MB = bytes / 1048576 with two decimals. */
export function formatMegabytes(bytes: number): string {
  return (bytes / BYTES_PER_MB).toFixed(2);
}

/** Default upload blacklist (chosen: executables and scripts a shop never wants uploaded). */
export const DEFAULT_BLACKLIST_EXTENSIONS = [
  'exe',
  'bat',
  'cmd',
  'com',
  'msi',
  'scr',
  'dll',
  'vbs',
  'js',
  'mjs',
  'jar',
  'sh',
  'ps1',
  'php',
  'phtml',
  'html',
  'htm',
  'svg',
];
export const DEFAULT_BLACKLIST_MIME = [
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-ms-installer',
  'application/x-sh',
  'application/x-bat',
  'application/javascript',
  'text/javascript',
  'application/java-archive',
  'application/x-httpd-php',
  'text/html',
  'image/svg+xml',
];

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface Blacklist {
  extensions: readonly string[];
  mime: readonly string[];
}

export type FileProblem = { key: 'form.file_type'; file: string } | { key: 'form.file_size'; file: string; mb: string };

/** Spec §5: rejected by MIME type or extension on the blacklist, or by size over max_filesize (bytes). */
export function checkFile(
  file: FileLike,
  maxBytes: number | undefined,
  blacklist: Blacklist = { extensions: DEFAULT_BLACKLIST_EXTENSIONS, mime: DEFAULT_BLACKLIST_MIME },
): FileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const mime = file.type.toLowerCase();
  if ((ext && blacklist.extensions.includes(ext)) || (mime && blacklist.mime.includes(mime))) return { key: 'form.file_type', file: file.name };
  if (maxBytes !== undefined && maxBytes >= 0 && file.size > maxBytes) return { key: 'form.file_size', file: file.name, mb: formatMegabytes(maxBytes) };
  return null;
}

/**
 * The upload limit in bytes a file input declares: `data-max-filesize` (the theme's data attribute),
 * else `max_filesize` (the spec's name, §3), else `data-max_filesize`. A value that is not a whole
 * number of bytes is skipped. undefined = no limit.
 */
const MAX_FILESIZE_ATTRIBUTES = ['data-max-filesize', 'max_filesize', 'data-max_filesize'] as const;

export function maxFileSize(attribute: (name: string) => string | null): number | undefined {
  for (const name of MAX_FILESIZE_ATTRIBUTES) {
    const raw = attribute(name)?.trim();
    if (raw && /^\d+$/.test(raw)) return Number(raw);
  }
  return undefined;
}

/** A message to show: a catalogue key with its values, or a text as the server sent it. */
export type Problem = { code: string; key?: MessageKey; values?: Record<string, string | number>; text?: string; extra?: string };

export interface LocalInput {
  types: readonly ValidationType[];
  value: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** The field declares the invalid_format rule (data-rules="invalid_format"). */
  invalidFormat?: boolean;
  /** A region (country) field is named and chosen. */
  hasRegion?: boolean;
  /** The value of the field this one must equal (password confirmation). */
  mustEqual?: string;
  /** The linked login's value, for a password field. */
  linkedLogin?: string;
}

const hasLetter = (s: string) => /\p{L}/u.test(s);
const LOGIN_CHARS = /^[\p{L}\d@._-]+$/u;
const BIRTH_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Spec §5 "Password": 6 to 30 characters. */
function passwordProblem(password: string): Problem | null {
  if (password.length < PASSWORD_MIN) return { code: 'password_to_short', key: 'form.password_to_short', values: { min: PASSWORD_MIN } };
  if (password.length > PASSWORD_MAX) return { code: 'password_to_long', key: 'form.password_to_long', values: { max: PASSWORD_MAX } };
  return null;
}

/** Spec §5 "Login and password together": 3-40 characters; letters, digits and @ . - _. */
function loginProblem(login: string): Problem | null {
  if (login.length < LOGIN_MIN || login.length > LOGIN_MAX || !LOGIN_CHARS.test(login))
    return { code: 'incorect_login', key: 'form.incorect_login', values: { min: LOGIN_MIN, max: LOGIN_MAX } };
  return null;
}

/**
 * The checks made in the browser, in order; the first problem wins. null = nothing wrong locally
 * (the server may still be asked, see needsServer).
 */
export function localProblem(input: LocalInput): Problem | null {
  const value = input.value;
  const trimmed = value.trim();
  if (!trimmed) return input.required ? { code: 'required', key: 'form.required' } : null;
  if (input.minLength !== undefined && input.minLength > 0 && value.length < input.minLength)
    return { code: 'minlength', key: 'form.minlength', values: { n: input.minLength } };
  if (input.maxLength !== undefined && input.maxLength >= 0 && value.length > input.maxLength)
    return { code: 'maxlength', key: 'form.maxlength', values: { n: input.maxLength } };
  const type = effectiveType(input.types, trimmed);
  if ((type === 'firstname' || type === 'lastname') && /\d/.test(value)) return { code: 'no_digits', key: 'form.no_digits' };
  if (type === 'phone' && !input.hasRegion && trimmed.length < PHONE_MIN) return { code: 'incorect_phone', key: 'form.incorect_phone' };
  if (type === 'birthdate' && !BIRTH_DATE.test(trimmed)) return { code: 'birth_date', key: 'form.birth_date' };
  if (input.invalidFormat && !hasLetter(value)) return { code: 'invalid_format', key: 'form.invalid_format' };
  if (type === 'login') return loginProblem(trimmed);
  if (type === 'password') {
    const p = passwordProblem(value);
    if (p) return p;
    if (input.linkedLogin !== undefined && input.linkedLogin !== '' && value === input.linkedLogin.trim())
      return { code: 'login_equals_password', key: 'form.login_equals_password' };
  }
  if (input.mustEqual !== undefined && value !== input.mustEqual) return { code: 'not_equal_passwords', key: 'form.not_equal_passwords' };
  return null;
}

/** Whether a type is checked by the server (validateClientData), after the local checks pass. */
export function needsServer(type: ValidationType | undefined, hasRegion: boolean): boolean {
  if (!type || type === 'iban') return false;
  if (type === 'phone') return hasRegion;
  return true;
}

/* ---------------------------------------------------------------- validateClientData */

interface BillingData {
  firstname?: string;
  lastname?: string;
  companyName?: string;
  street?: string;
  zipcode?: string;
  city?: string;
  phone?: string;
  /** The platform's numeric country id (Poland 1143020003), written unquoted. */
  country?: number;
}
export type ClientDataInput =
  | { clientData: { clientBillingData?: BillingData; taxNumber?: string; email?: string; birthDate?: string } }
  | { loginAndPassword: { login?: string; password?: string } };

export interface FieldRequest {
  /** The input's id: the alias in the batched query. */
  id: string;
  type: ValidationType;
  value: string;
  /** The joined field's value: street number for street, phone prefix for phone. */
  joined?: string;
  /** The numeric country id (see countryId); only nip, street, zipcode and phone send it. */
  country?: number;
  /** For login / password: the linked field's value. */
  login?: string;
  password?: string;
}

/**
 * The numeric country id of a field (facts "validateClientData"). On real pages the input's
 * `data-region` holds the id itself (the platform keeps it in step with the country select); else it
 * is the selector of the country field, whose value is the id. `regionValue` is that field's value
 * (undefined when there is none). The id is digits only; anything else is no country (`invalid`: a
 * value was there but is not an id, the caller warns).
 */
export function countryId(dataRegion: string | null | undefined, regionValue: string | undefined): { id?: number; invalid?: string } {
  const attr = (dataRegion ?? '').trim();
  const raw = isCountryId(attr) ? attr : (regionValue ?? '').trim();
  if (!raw) return {};
  if (!isCountryId(raw)) return { invalid: raw };
  return { id: Number(raw) };
}

/** A country id as the platform writes it: digits (a safe integer). */
export function isCountryId(value: string): boolean {
  return /^\d{1,15}$/.test(value);
}

/** Spec §5 "Street" / "Phone": the value sent, with the joined field appended or prefixed. */
export function joinedValue(type: ValidationType, value: string, joined: string | undefined): string {
  const j = (joined ?? '').trim();
  if (!j) return value.trim();
  if (type === 'street') return `${value.trim()} ${j}`;
  if (type === 'phone') return `${j}${value.trim()}`;
  return value.trim();
}

/** What a joined field says when the server's answer has no text: the type's own message. */
const JOINED_FALLBACK: Partial<Record<ValidationType, MessageKey>> = { phone: 'form.incorect_phone' };

/**
 * The problem a joined field (a phone with its prefix) shows for the server's answer on the joined value: never an
 * empty message. A code outside the catalogue whose message is null or empty reads as the type's own message (phone:
 * incorect_phone), so the shopper always learns what to fix; anything with a text is kept as it is.
 */
export function joinedProblem(problem: Problem | null, type: ValidationType, joined: string | undefined): Problem | null {
  if (!problem || joined === undefined || problem.key || (problem.text ?? '').trim()) return problem;
  const key = JOINED_FALLBACK[type];
  return key ? { ...problem, key } : problem;
}

/**
 * Spec §3 / §7, in the platform's shapes (facts "validateClientData"): firstname / lastname / city /
 * firm without a country; nip as {clientBillingData: {country}, taxNumber}; street, zipcode and phone
 * with the country beside the value.
 */
export function clientDataInput(r: FieldRequest): ClientDataInput {
  const value = joinedValue(r.type, r.value, r.joined);
  const billing = (data: BillingData): ClientDataInput => ({ clientData: { clientBillingData: data } });
  const withCountry = (data: BillingData): ClientDataInput => billing(r.country !== undefined ? { ...data, country: r.country } : data);
  switch (r.type) {
    case 'firstname':
      return billing({ firstname: value });
    case 'lastname':
      return billing({ lastname: value });
    case 'firm':
    case 'additional/firm':
      return billing({ companyName: value });
    case 'city':
      return billing({ city: value });
    case 'street':
      return withCountry({ street: value });
    case 'zipcode':
      return withCountry({ zipcode: value });
    case 'phone':
      return withCountry({ phone: value });
    case 'nip':
      return { clientData: { ...(r.country !== undefined ? { clientBillingData: { country: r.country } } : {}), taxNumber: value } };
    case 'email':
      return { clientData: { email: value } };
    case 'birthdate':
      return { clientData: { birthDate: value } };
    case 'login':
    case 'password': {
      const lp: { login?: string; password?: string } = {};
      const login = r.type === 'login' ? r.value.trim() : r.login;
      const password = r.type === 'password' ? r.value : r.password;
      if (login !== undefined) lp.login = login;
      if (password !== undefined) lp.password = password;
      return { loginAndPassword: lp };
    }
    default:
      return { clientData: {} };
  }
}

/** An input id as a GraphQL alias: a letter or underscore first, then letters, digits, underscores. */
export function aliasFor(id: string): string {
  const a = id.replace(/[^_0-9A-Za-z]/g, '_');
  return /^[_A-Za-z]/.test(a) ? a : `_${a}`;
}

/**
 * The alias of each request in one query, in order: the input's id as an alias (aliasFor), made
 * unique. Ids that differ only by characters an alias cannot hold ("client-city", "client_city")
 * would share an alias, and GraphQL refuses a document whose fields with one alias differ, so every
 * check of the query would be lost; a later one gets "_2", "_3", … (never an alias already used).
 */
export function validationAliases(requests: readonly Pick<FieldRequest, 'id'>[]): string[] {
  const bases = requests.map((r) => aliasFor(r.id));
  const taken = new Set<string>();
  const firstOf = new Map<string, number>();
  bases.forEach((base, i) => {
    if (!firstOf.has(base)) firstOf.set(base, i);
  });
  // The first field of each base keeps it; others are numbered past every alias in use.
  for (const [base] of firstOf) taken.add(base);
  return bases.map((base, i) => {
    if (firstOf.get(base) === i) return base;
    let n = 2;
    while (taken.has(`${base}_${n}`)) n++;
    const alias = `${base}_${n}`;
    taken.add(alias);
    return alias;
  });
}

/** The fields selected for a request: clientExists on the e-mail check, clientProposedLogin where a login is checked. */
function validationSelection(r: FieldRequest): string {
  if (r.type === 'email') return 'messages { code message } clientExists';
  const input = clientDataInput(r);
  if ('loginAndPassword' in input && input.loginAndPassword.login !== undefined) return 'messages { code message } clientProposedLogin';
  return 'messages { code message }';
}

/**
 * Spec §7, as the platform writes it: one anonymous query, each field aliased by its input's id (made
 * unique), every value an inline literal (gqlValue: no variables).
 */
export function buildValidationQuery(requests: readonly FieldRequest[]): string {
  const aliases = validationAliases(requests);
  const parts = requests.map(
    (r, i) => `${aliases[i]}: validateClientData(ClientDataInput: ${gqlValue(clientDataInput(r) as unknown as GqlInput)}) { ${validationSelection(r)} }`,
  );
  return `query { ${parts.join(' ')} }`;
}

export interface ServerMessage {
  code: string;
  message: string;
}

const FILL_CODES = new Set([
  'no_city',
  'no_delivery_city',
  'no_delivery_firstname',
  'no_delivery_lastname',
  'no_delivery_street',
  'no_firmname',
  'no_firstname',
  'no_invoice_city',
  'no_invoice_firmname',
  'no_invoice_firstname',
  'no_invoice_lastname',
  'no_invoice_street',
  'no_invoice_street_number',
  'no_login',
  'no_name',
  'no_password',
  'no_street',
  'no_street_number',
  'no_street_number_uk',
]);
const PLAIN_CODES = new Set([
  'birth_date',
  'incorect_delivery_region',
  'incorect_delivery_zipcode',
  'incorect_email',
  'incorect_invoice_phone',
  'incorect_invoice_zipcode',
  'incorect_login',
  'incorect_nip',
  'incorect_phone',
  'incorect_shops',
  'incorect_zipcode',
  'incorrect_region',
  'invalid_format',
  'login_equals_password',
  'login_taken',
  'login_taken_login_propose',
  'not_equal_passwords',
  'password_to_long',
  'password_to_short',
  'incorrect_iban',
]);

/** The catalogue key of a spec §8 code (undefined for codes outside the catalogue). */
export function keyForCode(code: string): MessageKey | undefined {
  if (code.startsWith('illegal_characters_')) return 'form.illegal_characters';
  if (code === 'used_login') return 'form.login_taken';
  if (FILL_CODES.has(code) || PLAIN_CODES.has(code)) return `form.${code}` as MessageKey;
  return undefined;
}

/** Which field of a login+password pair a code belongs on (spec §5). */
export function routeLoginCode(code: string): 'login' | 'password' {
  return /password/.test(code) ? 'password' : 'login';
}

/**
 * Spec §8: only the first returned code is shown. The zipcode formats are the second message's text
 * whatever its code (facts). login_taken_login_propose is followed by the proposed login: the
 * platform's separate clientProposedLogin field, else (an older reading) the second message; with no
 * proposal at all it reads as login_taken. Returns null when there is no message.
 */
export function serverProblem(messages: readonly ServerMessage[], proposedLogin?: string): Problem | null {
  const first = messages[0];
  if (!first) return null;
  const code = first.code;
  const key = keyForCode(code);
  const problem: Problem = { code, key, text: first.message };
  if (code === 'incorect_zipcode' && messages[1]?.message) problem.extra = messages[1].message;
  if (code === 'login_taken_login_propose') {
    const proposal = (proposedLogin ?? '').trim() || (messages[1]?.message ?? '').trim();
    if (proposal) problem.values = { login: proposal };
    else return { code: 'login_taken', key: 'form.login_taken', text: first.message };
  }
  if (code === 'incorect_login') problem.values = { min: LOGIN_MIN, max: LOGIN_MAX };
  if (code === 'password_to_short') problem.values = { min: PASSWORD_MIN };
  if (code === 'password_to_long') problem.values = { max: PASSWORD_MAX };
  return problem;
}

/* ---------------------------------------------------------------- validateClientData answers */

/** A text the platform may send as null, a number or not at all: always a string ('' when absent). */
const looseText = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()]))),
  v.transform((x) => (x === null || x === undefined ? '' : String(x))),
);
const MessageSchema = v.object({ code: looseText, message: looseText });
const ResultObjectSchema = v.object({
  messages: v.optional(v.nullable(v.unknown())),
  clientExists: v.optional(v.nullable(v.union([v.boolean(), v.picklist(['true', 'false', '1', '0']), v.picklist([0, 1])]))),
  clientProposedLogin: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});

export interface ValidationResult {
  messages: ServerMessage[];
  clientExists: boolean;
  /** The platform's clientProposedLogin ('' when none). */
  proposedLogin: string;
  /** Message items dropped as malformed (the caller warns). */
  dropped: number;
}

/**
 * One alias of a validateClientData answer (facts "validateClientData"): {messages: [{code, message}],
 * clientExists?, clientProposedLogin?}. A null or missing message or code is '' (the message is kept:
 * its code still picks the catalogue text); a missing or null list is no message; a single object
 * where a list belongs is read as a list of one. An item that is not {code, message}-shaped, or has
 * neither, is dropped alone. undefined: the whole result is unusable (that server check is skipped).
 */
export function parseValidationResult(raw: unknown): ValidationResult | undefined {
  const parsed = v.safeParse(ResultObjectSchema, raw);
  if (!parsed.success) return undefined;
  const { messages: list, clientExists, clientProposedLogin } = parsed.output;
  const items: unknown[] = Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [];
  const messages: ServerMessage[] = [];
  let dropped = list !== undefined && list !== null && typeof list !== 'object' ? 1 : 0;
  for (const item of items) {
    const m = v.safeParse(MessageSchema, item);
    const code = m.success ? (m.output.code ?? '') : '';
    const message = m.success ? (m.output.message ?? '') : '';
    if (code || message) messages.push({ code, message });
    else dropped++;
  }
  return {
    messages,
    clientExists: clientExists === true || clientExists === 'true' || clientExists === '1' || clientExists === 1,
    proposedLogin: clientProposedLogin === null || clientProposedLogin === undefined ? '' : String(clientProposedLogin).trim(),
    dropped,
  };
}

/**
 * The text of a problem. Shop texts override by the exact code first (e.g.
 * "form.illegal_characters_client_city"), then by the catalogue key; an unknown code shows the
 * server's own message (empty when the platform sent null). The e-mail example fills {email}.
 */
export function messageText(problem: Problem, t: Translator, overrides: Readonly<Record<string, string>> = {}): string {
  const values = { email: t('form.email_example'), ...problem.values };
  const exact = overrides[`form.${problem.code}`];
  let text: string;
  if (typeof exact === 'string') text = exact.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k as keyof typeof values]) : m));
  else if (problem.key) text = t(problem.key, values);
  else text = problem.text ?? '';
  if (problem.code === 'incorect_zipcode') text = `${text} ${t('form.zipcode_formats')} ${problem.extra ?? ''}`.trim();
  return text;
}

/** Spec §4: more than one field changed at once (autofill), username and current-password not counted. */
export function isAutofill(changed: readonly { autocomplete: string }[]): boolean {
  return changed.filter((f) => !/\b(username|current-password)\b/.test(f.autocomplete)).length > 1;
}

/* ---------------------------------------------------------------- IBAN */

/** Spec §7 "IBAN check": the URL asked. */
export function ibanUrl(value: string): string {
  return `/ajax/payments.php?action=verify_iban&bankAccount=${encodeURIComponent(value.trim())}`;
}

/** Non-zero errno = invalid; a response without a numeric errno counts as unknown (null). */
export function ibanValid(body: unknown): boolean | null {
  if (!body || typeof body !== 'object') return null;
  const errno = Number((body as { errno?: unknown }).errno);
  if (!Number.isFinite(errno)) return null;
  return errno === 0;
}

/* ---------------------------------------------------------------- upload texts */

const IMAGE_EXTENSIONS = /^\.(jpe?g|png|gif|webp|bmp|avif|heic|heif|tiff?)$/i;

/** Spec §5 "File upload": a file field whose `accept` lists images only (image/* types or image extensions). */
export function acceptsOnlyImages(accept: string | null | undefined): boolean {
  const entries = String(accept ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every((x) => /^image\//i.test(x) || IMAGE_EXTENSIONS.test(x));
}

/**
 * The maximum photo size in px a file field declares (spec §5: "there is a maximum photo size in px",
 * value not shown): `data-max-photo-size` or `max_photo_size`, "W" or "WxH" in whole pixels. Written
 * "W×H px" or "W px"; undefined when not declared or not a size.
 */
const MAX_PHOTO_SIZE_ATTRIBUTES = ['data-max-photo-size', 'max_photo_size'] as const;

export function maxPhotoSize(attribute: (name: string) => string | null): string | undefined {
  for (const name of MAX_PHOTO_SIZE_ATTRIBUTES) {
    // Trimmed and bounded first: the former pattern's three adjacent optional runs of white space were cubic
    // (41 s at 5,000 spaces).
    const text = (attribute(name) ?? '').trim();
    const m = text.length <= 40 ? /^(\d{1,6})(?:\s*[x×]\s*(\d{1,6}))?(?:\s*px)?$/i.exec(text) : null;
    if (m && Number(m[1]) > 0) return m[2] ? `${m[1]}×${m[2]} px` : `${m[1]} px`;
  }
  return undefined;
}

/**
 * passkey: passkey registration and passwordless login through the platform's accounts service at
 * {accountsUrl}webAuthn/ (spec §3, §4 "Passkey login", §6, §7 "Passkeys", "Shop token login", §8). The service's
 * address is the page configuration's `accountsUrl` (`app_shop.vars.IAIAccountsUrl`, or the theme's block), never a
 * marker attribute: markers can sit in shop content, and where a shopper's credentials go must not be up to it (a
 * `data-host` is ignored, with one console warning).
 *
 * On the Standard template the marker goes on the Smile block the platform keeps in `template#cop_contact_template`
 * (so it arrives later, cloned in with the contact step; the loader mounts it then):
 *   <div class="smile_web_authn" data-widget="passkey"><span class="smile_web_authn__info" role="alert"></span>
 *     <a class="smile_web_authn__link" href="#…">…</a></div>
 * The block is hidden until the browser supports passkeys and, for a login, this device registered one
 * (`localStorage.expchckDeviceRegistered === "true"`, `expchckSaveDevice` not `"false"`, as the platform's script
 * decides); then the link gets `--active` (the template's CSS shows it). A registration (`data-mode="register"`; its account, `userLogin` and
 * `authorizeToken`, from the head's page configuration `passkey`, never from the marker) shows "Browser not supported." where it cannot run, and on success
 * marks the device registered.
 *
 * The rest of the block: the template's info texts (`span.smile_web_authn__info.--success` and `.--error`,
 * `role=alert`) each get their message and `--active` (one info without those modifiers: it takes both, with the
 * modifier set); the PIN wrapper (`.smile_web_authn__generate_pin_wrapper`, the SMS one-time-code flow of the
 * simplified checkout, which the spec does not describe) is kept hidden; `a.smile_logout` is offered to a signed-in
 * shopper (`app_shop.vars.logged`) and signs out of the shop without leaving the page: the spec's logout step
 * (`expchck*` session entries cleared), the platform's sign-out address, then this page again. Its href is never
 * followed: where the shopper lands is not up to the markup.
 * Parts: `button` (.smile_web_authn__link), `message` (.smile_web_authn__info, any number, one created when
 * missing), `pin` (.smile_web_authn__generate_pin_wrapper), `logout` (a.smile_logout).
 */
import { withTimeoutSignal } from '../../src/lib/timeout';
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { markupBoolean } from '../../src/schemas/markup';
import { getPage, readPageConfigElement } from '../../src/page-config';
import { addPolish } from '../../src/i18n';
import { plForm } from '../../src/i18n/pl-form';
import { graphql } from '../../src/net/graphql';
import { http } from '../../src/net/http';
import { warnOnce } from '../../src/lib/report';
import { part } from '../../src/lib/parts';
import { sameOriginUrl } from '../../src/lib/url';
import { appShop, isPlainObject } from '../../src/lib/page-globals';
import {
  PasskeyError,
  browserInfo,
  clearSignedInStorage,
  loginBody,
  loginRequestBody,
  passkeySupported,
  readLoginResult,
  readOptions,
  readRegisterResult,
  readTokenLogin,
  registerBody,
  registration,
  serviceRequest,
  serviceUrl,
  tokenLoginMutation,
} from './rules';
import { doc } from '../../src/lib/dom';
import { hide } from '../../src/lib/visibility';
import { accountsAddress } from '../../src/lib/own-address';

// This widget's Polish texts are not in the core chunk: they come with its code.
addPolish(plForm);

/** The options after decoding: every binary an ArrayBuffer (the service's `=?BINARY?B?…?=` strings). */
const Binary = v.pipe(
  v.unknown(),
  v.check((x) => x instanceof ArrayBuffer, 'expected an ArrayBuffer'),
  v.transform((x) => x as ArrayBuffer),
);
const Cred = v.looseObject({ id: Binary, type: v.optional(v.string()), transports: v.optional(v.array(v.string())) });
const CreationSchema = v.looseObject({
  challenge: Binary,
  rp: v.looseObject({ name: v.string(), id: v.optional(v.string()) }),
  user: v.looseObject({ id: Binary, name: v.string(), displayName: v.optional(v.nullable(v.string())) }),
  pubKeyCredParams: v.array(v.looseObject({ type: v.string(), alg: v.number() })),
  excludeCredentials: v.optional(v.nullable(v.array(Cred))),
});
const RequestSchema = v.looseObject({
  challenge: Binary,
  rpId: v.optional(v.nullable(v.string())),
  timeout: v.optional(v.nullable(v.number())),
  userVerification: v.optional(v.nullable(v.string())),
  allowCredentials: v.optional(v.nullable(v.array(Cred))),
});

const descriptor = (c: v.InferOutput<typeof Cred>): PublicKeyCredentialDescriptor => ({
  type: 'public-key',
  id: c.id,
  ...(c.transports ? { transports: c.transports as AuthenticatorTransport[] } : {}),
});

function parse<S extends v.GenericSchema>(schema: S, options: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, options);
  if (!result.success) {
    warnOnce(
      'passkey:options',
      `passkey: the accounts service's options are not usable (${result.issues[0].message} at ${(result.issues[0].path ?? []).map((p) => String(p.key)).join('.') || '(root)'}).`,
    );
    throw new PasskeyError('form.passkey.no_data');
  }
  return result.output;
}

const isCancel = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** The longest a call to the accounts service may take before the shopper is told to try again. */
export const SERVICE_TIMEOUT_MS = 10_000;

export default defineWidget({
  name: 'passkey',
  schema: v.object({
    mode: v.optional(v.picklist(['login', 'register']), 'login'),
    /** Ignored (with one warning): the accounts service is the page configuration's `accountsUrl`. */
    host: v.optional(v.string(), ''),
    /** Ignored (with one warning): the registration's account is the page configuration's `passkey` (see registration()). */
    userLogin: v.optional(v.string(), ''),
    authorizeToken: v.optional(v.string(), ''),
    disableMac: v.optional(markupBoolean(), false),
    disableIos: v.optional(markupBoolean(), false),
    disableSafari: v.optional(markupBoolean(), false),
    disableOpera: v.optional(markupBoolean(), false),
    /** Where to go after a passkey login (default: reload the page). */
    redirect: v.optional(v.string()),
  }),
  parts: {
    button: part('its passkey link', '.smile_web_authn__link', HTMLElement),
    message: part('its info texts', '.smile_web_authn__info', HTMLElement, { optional: true, many: true }),
    pin: part('its PIN wrapper', '.smile_web_authn__generate_pin_wrapper', HTMLElement, { optional: true }),
    logout: part('its sign-out link', 'a.smile_logout', HTMLElement, { optional: true }),
  },
  async mount(el, { config, signal, parts }) {
    const button = parts.button;
    const wasHidden = el.hasAttribute('hidden');
    hide(el); // until support (and, for a login, a registered device) is known, or there is a sign-out to offer
    // The info texts: the template's --success and --error spans, each with its own message; else one span for both.
    const infos = parts.message;
    const okInfo = infos.find((i) => i.classList.contains('--success'));
    const errorInfo = infos.find((i) => i.classList.contains('--error'));
    const split = !!okInfo && !!errorInfo && okInfo !== errorInfo;
    let created: HTMLElement | null = null;
    if (!infos.length) {
      created = doc.createElement('span');
      created.className = 'smile_web_authn__info';
      button.before(created);
    }
    const used = split ? [okInfo, errorInfo] : [infos[0] ?? created!];
    const servedInfos = used.map((i) => ({ el: i, text: i.textContent, className: i.className, role: i.getAttribute('role') }));
    for (const i of used) i.setAttribute('role', 'alert'); // announced when its text comes
    const pin = parts.pin;
    const pinWasHidden = pin?.hasAttribute('hidden') ?? false;
    if (pin) hide(pin); // the SMS one-time-code flow is not this widget's (the spec does not describe it)
    const logout = parts.logout;
    const logoutServed = logout && { hidden: logout.hasAttribute('hidden'), active: logout.classList.contains('--active') };
    if (logout) {
      hide(logout);
      logout.classList.remove('--active');
    }
    const buttonWasHidden = button.hasAttribute('hidden');
    const roles: Array<() => void> = [];
    const isLink = button instanceof HTMLAnchorElement;
    if (isLink) roles.push(actAsButton(button, signal));
    const setDisabled = (off: boolean) => {
      if (button instanceof HTMLButtonElement) button.disabled = off;
      else if (off) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    };
    const { t } = getPage();
    const accountsUrl = accountsAddress(getPage().accountsUrl);
    if (config.userLogin || config.authorizeToken)
      warnOnce(
        'passkey:data-account',
        "passkey: data-user-login and data-authorize-token are ignored; a registration's account is the page configuration's passkey.userLogin and passkey.authorizeToken.",
      );
    if (config.host) {
      warnOnce('passkey:data-host', "passkey: data-host is ignored; the accounts service is the page configuration's accountsUrl.");
    }
    const say = (text: string, error = false) => {
      if (split) {
        for (const i of used) {
          i.textContent = '';
          i.classList.remove('--active');
        }
        const target = error ? errorInfo : okInfo;
        if (text) {
          target.textContent = text;
          target.classList.add('--active');
        }
        return;
      }
      const info = used[0];
      info.textContent = text;
      info.classList.toggle('--error', error && !!text);
      info.classList.toggle('--success', !error && !!text);
      info.classList.toggle('--active', !!text);
    };
    say(''); // the template's preset texts wait for their moment
    const restore = () => {
      hide(el, wasHidden);
      button.classList.remove('--active');
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
      hide(button, buttonWasHidden);
      for (const undo of roles) undo();
      if (created) created.remove();
      for (const i of servedInfos) {
        if (i.el === created) continue;
        i.el.textContent = i.text;
        i.el.className = i.className;
        if (i.role === null) i.el.removeAttribute('role');
        else i.el.setAttribute('role', i.role);
      }
      if (pin) hide(pin, pinWasHidden);
      if (logout && logoutServed) {
        hide(logout, logoutServed.hidden);
        logout.classList.toggle('--active', logoutServed.active);
        logout.removeAttribute('aria-busy');
      }
    };

    // A signed-in shopper is offered the sign-out (the platform marks it --active) and no passkey login.
    const signedIn = isSignedIn();
    if (logout && signedIn) {
      hide(el, false);
      hide(logout, false);
      logout.classList.add('--active');
      roles.push(actAsButton(logout, signal));
      let leaving = false;
      logout.addEventListener(
        'click',
        (event) => {
          // Never the link's own destination: a planted href must not lead the shopper elsewhere.
          event.preventDefault();
          if (leaving) return;
          leaving = true;
          logout.setAttribute('aria-busy', 'true');
          say('');
          // Spec §4 "Logout": every session-storage entry whose key starts with "expchck" goes.
          try {
            clearSignedInStorage(sessionStorage);
          } catch {
            // storage disabled: nothing to clear
          }
          signOut(signal)
            .then(() => {
              if (!signal.aborted) location.reload(); // this page again, now for a guest
            })
            .catch(() => {
              if (signal.aborted) return;
              leaving = false;
              logout.removeAttribute('aria-busy');
              say(t('form.passkey.connection'), true);
            });
        },
        { signal },
      );
    }
    if (config.mode === 'login' && signedIn) {
      hide(button); // signed in already: no passkey login to offer
      return restore;
    }

    let platform: boolean;
    try {
      platform = typeof PublicKeyCredential !== 'undefined' && (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable());
    } catch {
      platform = false;
    }
    if (signal.aborted) return restore;
    const supported = passkeySupported(browserInfo(navigator.userAgent, navigator.maxTouchPoints), platform, config);
    if (!supported) {
      if (config.mode === 'register') {
        hide(el, false);
        button.classList.add('--active');
        setDisabled(true);
        say(t('form.passkey.unsupported'), true);
        el.dataset.passkeyError = '1';
      }
      return restore;
    }
    // A login is offered only on a device that registered a passkey (the platform's rule, facts "Accounts service").
    if (config.mode === 'login' && !deviceRegistered()) return restore;
    hide(el, false);
    button.classList.add('--active');

    /** A hung accounts service shows the connection error after this long (the button works again). */
    function call(name: string, body: string): Promise<unknown> {
      return withTimeoutSignal(signal, SERVICE_TIMEOUT_MS, async (bounded) => {
        let response: Response;
        try {
          response = await http(serviceUrl(accountsUrl, name), serviceRequest(body, bounded));
        } catch {
          // Network, time bound, or an HTTP error status (the client throws on it).
          throw new PasskeyError('form.passkey.connection');
        }
        return response.json().catch(() => null);
      });
    }

    async function register() {
      const { userLogin, authorizeToken } = registration(readPageConfigElement());
      if (!userLogin) throw new PasskeyError('form.passkey.user_login_required');
      if (!authorizeToken) throw new PasskeyError('form.passkey.authorize_token_required');
      // The body is the authorize token itself (a raw string, as the platform sends it).
      const o = parse(CreationSchema, readOptions(await call('generateRegisterRequest.php', authorizeToken)));
      const publicKey = {
        ...o,
        user: { ...o.user, displayName: o.user.displayName ?? o.user.name },
        excludeCredentials: (o.excludeCredentials ?? []).map(descriptor),
      } as unknown as PublicKeyCredentialCreationOptions;
      const credential = (await navigator.credentials.create({ publicKey, signal })) as PublicKeyCredential | null;
      if (!credential) throw new PasskeyError('form.passkey.unknown');
      const r = credential.response as AuthenticatorAttestationResponse;
      readRegisterResult(
        await call(
          'register.php',
          registerBody(userLogin, location.hostname, {
            clientDataJSON: r.clientDataJSON,
            attestationObject: r.attestationObject,
            transports: typeof r.getTransports === 'function' ? r.getTransports() : null,
          }),
        ),
      );
      markDeviceRegistered();
      say(t('form.passkey.registered'));
    }

    async function login() {
      const domain = location.hostname;
      const o = parse(RequestSchema, readOptions(await call('generateLoginRequest.php', loginRequestBody(domain))));
      const publicKey = {
        ...o,
        rpId: o.rpId ?? undefined,
        timeout: o.timeout ?? undefined,
        userVerification: (o.userVerification as UserVerificationRequirement | null | undefined) ?? 'required',
        allowCredentials: (o.allowCredentials ?? []).map(descriptor),
      } as unknown as PublicKeyCredentialRequestOptions;
      const credential = (await navigator.credentials.get({ publicKey, signal })) as PublicKeyCredential | null;
      if (!credential) throw new PasskeyError('form.passkey.unknown');
      const r = credential.response as AuthenticatorAssertionResponse;
      const token = readLoginResult(
        await call(
          'login.php',
          loginBody(domain, {
            rawId: credential.rawId,
            clientDataJSON: r.clientDataJSON,
            authenticatorData: r.authenticatorData,
            signature: r.signature,
            userHandle: r.userHandle,
          }),
        ),
      );
      let data: unknown;
      try {
        data = (await graphql({ name: 'loginByToken', search: 'mutation=loginByToken', query: tokenLoginMutation(token) }, { signal })).data;
      } catch {
        throw new PasskeyError('form.passkey.connection');
      }
      const who = readTokenLogin(data);
      say(t('form.passkey.signed_in', { login: who }));
      // Where the shopper goes after signing in comes from a marker attribute (untrusted): only this shop's own pages.
      const next = config.redirect ? sameOriginUrl(config.redirect) : undefined;
      if (config.redirect && !next)
        warnOnce('passkey:redirect', `passkey: data-redirect "${config.redirect}" is not a page of this shop; the page reloads instead.`);
      if (next) location.assign(next.href);
      else location.reload();
    }

    let busy = false;
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault(); // the link's href is the template's, not a page to go to
        if (busy || button.getAttribute('aria-disabled') === 'true') return;
        busy = true;
        button.setAttribute('aria-busy', 'true');
        say('');
        (config.mode === 'register' ? register() : login())
          .catch((error: unknown) => {
            if (signal.aborted || isCancel(error)) return;
            if (error instanceof PasskeyError) say(error.key ? t(error.key) : error.text, true);
            else say(t('form.passkey.unknown'), true);
          })
          .finally(() => {
            busy = false;
            button.removeAttribute('aria-busy');
          });
      },
      { signal },
    );
    return restore;
  },
});

/** The platform's device flags in localStorage (unreadable storage: not registered). */
function deviceRegistered(): boolean {
  try {
    return localStorage.getItem('expchckDeviceRegistered') === 'true' && localStorage.getItem('expchckSaveDevice') !== 'false';
  } catch {
    return false;
  }
}

function markDeviceRegistered(): void {
  try {
    localStorage.setItem('expchckDeviceRegistered', 'true');
  } catch {
    // storage refused: the login link shows only where the platform's flag is set
  }
}

/** The platform's own sign-out address, on this shop's origin (the Smile script calls it the same way). */
const SIGN_OUT_URL = '/login.php?operation=logout';

/** Signs the shopper out of the shop (the answer's redirect is not followed: the page reloads itself). */
async function signOut(signal: AbortSignal): Promise<void> {
  const response = await withTimeoutSignal(signal, SERVICE_TIMEOUT_MS, (bounded) =>
    http(SIGN_OUT_URL, { credentials: 'same-origin', redirect: 'manual', cache: 'no-store', signal: bounded, throwHttpErrors: false, retry: 0 }),
  );
  if (!response.ok && response.type !== 'opaqueredirect') throw new Error(`sign-out answered ${response.status}`);
}

/** The platform's signed-in flag (`app_shop.vars.logged`, a page script's plain value). */
function isSignedIn(): boolean {
  const vars = appShop()?.vars;
  const logged = isPlainObject(vars) ? vars.logged : undefined;
  return logged === true || logged === 'true' || logged === 1 || logged === '1';
}

/** A link that acts (not navigates): announced as a button, operated with Space too, focusable without an href. */
function actAsButton(link: HTMLElement, signal: AbortSignal): () => void {
  const role = link.getAttribute('role');
  const tabindex = link.getAttribute('tabindex');
  link.setAttribute('role', 'button');
  if (!link.hasAttribute('href') && tabindex === null) link.setAttribute('tabindex', '0');
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ' && !(event.key === 'Enter' && !link.hasAttribute('href'))) return;
    event.preventDefault();
    link.click();
  };
  link.addEventListener('keydown', onKey, { signal });
  return () => {
    link.removeEventListener('keydown', onKey);
    if (role === null) link.removeAttribute('role');
    else link.setAttribute('role', role);
    if (tabindex === null) link.removeAttribute('tabindex');
  };
}

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
 * decides); then the link gets `--active` (the template's CSS shows it). A registration (`data-mode="register"`,
 * `data-user-login`, `data-authorize-token`) shows "Browser not supported." where it cannot run, and on success
 * marks the device registered. Parts: `button` (.smile_web_authn__link), `message` (.smile_web_authn__info, created
 * when missing).
 */
import { withTimeoutSignal } from '../../src/lib/timeout';
import * as v from 'valibot';
import { defineWidget } from '../../src/define-widget';
import { markupBoolean } from '../../src/schemas/markup';
import { getPage } from '../../src/page-config';
import { graphql } from '../../src/net/graphql';
import { http } from '../../src/net/http';
import { warnOnce } from '../../src/lib/report';
import { part } from '../../src/lib/parts';
import { sameOriginUrl } from '../../src/lib/url';
import {
  PasskeyError,
  browserInfo,
  loginBody,
  loginRequestBody,
  passkeySupported,
  readLoginResult,
  readOptions,
  readRegisterResult,
  readTokenLogin,
  registerBody,
  serviceRequest,
  serviceUrl,
  tokenLoginMutation,
} from './rules';

/** The options after decoding: every binary an ArrayBuffer (the service's `=?BINARY?B?…?=` strings). */
const Binary = v.instance(ArrayBuffer);
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
    userLogin: v.optional(v.string(), ''),
    /** The express-checkout one-time-code verificationToken. */
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
    message: part('its message', '.smile_web_authn__info', HTMLElement, { optional: true }),
  },
  async mount(el, { config, signal, parts }) {
    const button = parts.button;
    const wasHidden = el.hidden;
    el.hidden = true; // until support (and, for a login, a registered device) is known
    let out = parts.message;
    const createdMessage = !out;
    if (!out) {
      out = document.createElement('span');
      out.className = 'smile_web_authn__info';
      out.setAttribute('role', 'alert');
      button.before(out);
    }
    const message = out;
    // A link acting as a button: announced and operated as one (Enter as a link, Space too).
    const isLink = button instanceof HTMLAnchorElement;
    const hadRole = button.getAttribute('role');
    if (isLink) button.setAttribute('role', 'button');
    const setDisabled = (off: boolean) => {
      if (button instanceof HTMLButtonElement) button.disabled = off;
      else if (off) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    };
    const { t, accountsUrl } = getPage();
    if (config.host) {
      warnOnce('passkey:data-host', "passkey: data-host is ignored; the accounts service is the page configuration's accountsUrl.");
    }
    const say = (text: string, error = false) => {
      message.textContent = text;
      message.classList.toggle('--error', error && !!text);
      message.classList.toggle('--success', !error && !!text);
    };
    const restore = () => {
      el.hidden = wasHidden;
      button.classList.remove('--active');
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
      if (isLink) {
        if (hadRole === null) button.removeAttribute('role');
        else button.setAttribute('role', hadRole);
      }
      if (createdMessage) message.remove();
      else say('');
    };

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
        el.hidden = false;
        button.classList.add('--active');
        setDisabled(true);
        say(t('form.passkey.unsupported'), true);
        el.dataset.passkeyError = '1';
      }
      return restore;
    }
    // A login is offered only on a device that registered a passkey (the platform's rule, facts "Accounts service").
    if (config.mode === 'login' && !deviceRegistered()) return restore;
    el.hidden = false;
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
      if (!config.userLogin) throw new PasskeyError('form.passkey.user_login_required');
      if (!config.authorizeToken) throw new PasskeyError('form.passkey.authorize_token_required');
      // The body is the authorize token itself (a raw string, as the platform sends it).
      const o = parse(CreationSchema, readOptions(await call('generateRegisterRequest.php', config.authorizeToken)));
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
          registerBody(config.userLogin, location.hostname, {
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
    if (isLink)
      button.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          button.click();
        },
        { signal },
      );
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

// CusRev's captcha kinds through one adapter, as js/cr-captcha.js 5.117.0 drives them: CR_Captcha::get_widget_html
// prints `.cr-captcha[data-crcaptcha-type][data-sitekey]` for reCAPTCHA v2, v3, Cloudflare Turnstile and hCaptcha;
// the visible kinds are rendered into an element with the provider's `render(el, {sitekey, ...})` and answer
// `getResponse(id)` / `reset(id)`; reCAPTCHA v3 is invisible: `ready()` then `execute(sitekey, {action: 'submit'})`
// per submit. The provider's script loads in the footer, maybe after the widget: it is awaited as cr-captcha.js
// does (polled, for a bounded number of tries).
import { readWindow } from '../dom/globals';
import { isRecord } from '../settings/parse';

export const CAPTCHA_TYPES = ['recaptcha2', 'recaptcha3', 'turnstile', 'hcaptcha'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];
export interface CaptchaSpec {
  type: CaptchaType;
  siteKey: string;
}

/** cr-captcha.js API_OBJECTS: the global each provider's script defines */
const API_OBJECT: Record<CaptchaType, string> = {
  turnstile: 'turnstile',
  hcaptcha: 'hcaptcha',
  recaptcha2: 'grecaptcha',
  recaptcha3: 'grecaptcha',
};
const READY_INTERVAL_MS = 100;
const READY_ATTEMPTS = 150;
const EXECUTE_TIMEOUT_MS = 10_000;

export const isInvisible = (spec: CaptchaSpec) => spec.type === 'recaptcha3';

/** the page's language as CusRev passes it to Turnstile (whose script URL takes none) */
export const pageLanguage = () => document.documentElement.lang.split('-')[0] ?? '';

const isType = (v: string | undefined): v is CaptchaType => CAPTCHA_TYPES.some((t) => t === v);

/** The printed widget's kind and site key (`.cr-captcha` itself or the first inside `scope`), or null. */
export function readCaptcha(scope: Element | null): CaptchaSpec | null {
  const el = scope?.matches('.cr-captcha') ? scope : scope?.querySelector<HTMLElement>('.cr-captcha');
  if (!(el instanceof HTMLElement)) return null;
  const type = el.dataset.crcaptchaType;
  const siteKey = el.dataset.sitekey ?? '';
  return isType(type) && siteKey ? { type, siteKey } : null;
}

type Api = Record<string, unknown>;

function apiOf(type: CaptchaType): Api | null {
  const g = readWindow(API_OBJECT[type]);
  return isRecord(g) && typeof g.render === 'function' ? g : null;
}

/** the v3 API has no render to look for: any grecaptcha object with execute */
function apiOfAny(type: CaptchaType): Api | null {
  const g = readWindow(API_OBJECT[type]);
  return isRecord(g) ? g : null;
}

/** Calls the provider's method by name when it has one; a provider that throws reads as no answer. */
function invoke(api: Api, name: string, ...args: unknown[]): unknown {
  const fn = api[name];
  if (typeof fn !== 'function') return undefined;
  try {
    return Reflect.apply(fn, api, args);
  } catch {
    return undefined;
  }
}

/** The provider once its script has defined it, or null when it never does (or the wait is given up). */
export function whenReady(type: CaptchaType, signal?: AbortSignal): Promise<Api | null> {
  return new Promise((resolve) => {
    let attempts = 0;
    const check = () => {
      const api = apiOf(type);
      if (api || signal?.aborted || ++attempts > READY_ATTEMPTS) {
        resolve(signal?.aborted ? null : api);
        return;
      }
      setTimeout(check, READY_INTERVAL_MS);
    };
    check();
  });
}

export interface CaptchaWidget {
  /** the current response token, '' before it is solved or after it expired */
  response(): string;
  reset(): void;
  remove(): void;
}

/**
 * Renders a visible widget into `el` (cr-captcha.js render(): Turnstile also gets the theme and the page's
 * language); `onChange` hears each token and '' when it expires.
 */
export async function renderCaptcha(
  spec: CaptchaSpec,
  el: HTMLElement,
  opts: { language: string; onChange(token: string): void; signal?: AbortSignal },
): Promise<CaptchaWidget | null> {
  if (isInvisible(spec)) return null;
  const api = await whenReady(spec.type, opts.signal);
  if (!api || opts.signal?.aborted) return null;
  const params: Record<string, unknown> = {
    sitekey: spec.siteKey,
    callback: (v: unknown) => opts.onChange(typeof v === 'string' ? v : ''),
    'expired-callback': () => opts.onChange(''),
  };
  if (spec.type === 'turnstile') {
    params.theme = 'light';
    if (opts.language) params.language = opts.language;
  }
  const id = invoke(api, 'render', el, params);
  if (id === undefined) return null;
  return {
    response: () => {
      const v = invoke(api, 'getResponse', id);
      return typeof v === 'string' ? v : '';
    },
    reset: () => void invoke(api, 'reset', id),
    remove: () => void invoke(api, 'remove', id),
  };
}

/** reCAPTCHA v3's token for one submit (cr-captcha.js execute()), or '' when the provider is missing, fails or
 * does not answer in time. `wait: false` for the Q&A forms, whose script calls grecaptcha at once. */
export async function executeInvisible(siteKey: string, { wait = true } = {}): Promise<string> {
  const api = wait ? await whenReady('recaptcha3') : apiOfAny('recaptcha3');
  if (!api) return '';
  return new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(''), EXECUTE_TIMEOUT_MS);
    const done = (v: unknown) => {
      clearTimeout(timer);
      resolve(typeof v === 'string' ? v : '');
    };
    const run = () => {
      const p = invoke(api, 'execute', siteKey, { action: 'submit' });
      if (p instanceof Promise || (isRecord(p) && typeof p.then === 'function'))
        Promise.resolve(p).then(done, () => done(''));
      else done('');
    };
    if (typeof api.ready === 'function') invoke(api, 'ready', run);
    else run();
  });
}

const printed = new WeakMap<Element, CaptchaWidget>();

/**
 * The printed widget in a PHP form (the comment form's CR_Reviews::custom_fields_captcha2): rendered once, with
 * cr-captcha.js's own `data-crcaptcha-rendered` mark so neither script renders it twice.
 */
export function renderPrinted(scope: Element): void {
  const spec = readCaptcha(scope);
  const el = scope.querySelector<HTMLElement>('.cr-captcha-widget');
  if (!spec || !el || el.hasAttribute('data-crcaptcha-rendered')) return;
  el.setAttribute('data-crcaptcha-rendered', '1');
  void renderCaptcha(spec, el, { language: pageLanguage(), onChange: () => {} }).then((w) => {
    if (w) printed.set(el, w);
    else el.removeAttribute('data-crcaptcha-rendered');
  });
}

/** cr-captcha.js getResponse() for a visible widget printed in `scope`: its current response, '' if unsolved. */
export function printedResponse(scope: Element): string {
  const spec = readCaptcha(scope);
  const el = scope.querySelector('.cr-captcha-widget');
  const widget = el ? printed.get(el) : undefined;
  if (widget) return widget.response();
  const api = spec ? apiOf(spec.type) : null;
  return api ? String(invoke(api, 'getResponse') ?? '') : '';
}

/**
 * cr-captcha.js consume(): the token of the captcha printed in `scope` (the visible widget's response, or a
 * v3 execute), then the widget reset, as a token is good for one verification. '' without a captcha.
 */
export async function consumePrinted(scope: Element): Promise<string> {
  const spec = readCaptcha(scope);
  if (!spec) return '';
  if (isInvisible(spec)) return executeInvisible(spec.siteKey);
  const el = scope.querySelector('.cr-captcha-widget');
  const widget = el ? printed.get(el) : undefined;
  const api = widget ? null : apiOf(spec.type);
  // a widget the plugin's own script rendered: the provider's default (first) widget, as cr-captcha.js reads it
  const token = widget ? widget.response() : api ? String(invoke(api, 'getResponse') ?? '') : '';
  if (widget) widget.reset();
  else if (api) invoke(api, 'reset');
  return token;
}

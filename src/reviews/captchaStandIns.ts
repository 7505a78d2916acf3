// Test helper (vitest only): the captcha providers' stand-in script (fixtures/theme/captcha-stand-in.js, the one
// the browser tests serve at each provider's URL) run in jsdom for one provider, no network. Its tokens are the
// ones the fake's stand-in siteverify accepts (fixtures/backend/routes/captcha.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CaptchaType } from './captcha';

// vitest runs from the repository's root (jsdom's import.meta.url is not a file: URL)
const SOURCE = readFileSync(resolve('fixtures/theme/captcha-stand-in.js'), 'utf8');
const GLOBAL: Record<CaptchaType, string> = {
  recaptcha2: 'grecaptcha',
  recaptcha3: 'grecaptcha',
  turnstile: 'turnstile',
  hcaptcha: 'hcaptcha',
};

/** Defines the provider's global as its script would; returns the function that removes it again. */
export function installCaptchaStandIn(type: CaptchaType): () => void {
  const name = GLOBAL[type];
  // the stand-in is a classic script reading SW_CAPTCHA_PROVIDER: run as the browser would run it
  new Function('SW_CAPTCHA_PROVIDER', SOURCE)(name);
  return () => {
    Reflect.deleteProperty(window, name);
  };
}

/** Ticks the stand-in's checkbox inside `scope` (what a shopper does with a visible captcha). */
export function solveStandIn(scope: ParentNode): void {
  const box = scope.querySelector<HTMLInputElement>('input.sw-captcha-stand-in');
  if (!box) throw new Error('no stand-in captcha rendered');
  box.click();
}

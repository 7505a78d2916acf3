// reCAPTCHA v3 as CusRev's Q&A forms use it (js/frontend.js 5.117.0): the submit button's data-crcptcha holds
// the site key; on submit `grecaptcha.ready()` then `grecaptcha.execute(key, {action: 'submit'})` gives the
// token sent as `cptcha`. Google's script (api.js?render=<key>) defines grecaptcha; without it there is no token.
import { readWindow } from '../dom/globals';
import { isRecord } from '../settings/parse';

const TIMEOUT_MS = 10_000;

/** The token, or '' when grecaptcha is missing, fails or does not answer in time. */
export function executeRecaptcha(siteKey: string): Promise<string> {
  const g = readWindow('grecaptcha');
  if (!isRecord(g) || typeof g.execute !== 'function') return Promise.resolve('');
  const execute = g.execute;
  const ready = typeof g.ready === 'function' ? g.ready : (cb: () => void) => cb();
  return new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(''), TIMEOUT_MS);
    const done = (v: unknown) => {
      clearTimeout(timer);
      resolve(typeof v === 'string' ? v : '');
    };
    try {
      ready.call(g, () => {
        try {
          Promise.resolve(execute.call(g, siteKey, { action: 'submit' })).then(done, () => done(''));
        } catch {
          done('');
        }
      });
    } catch {
      done('');
    }
  });
}

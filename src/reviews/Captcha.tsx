// reCAPTCHA v2 when the page has it (cr_ajax_object.ivole_recaptcha and Google's grecaptcha loaded). Without
// grecaptcha the response stays empty and the form says 'Please confirm that you are not a robot'.
import { readWindow } from '../dom/globals';
import { useEffect, useRef } from 'react';
import { isRecord } from '../settings/parse';

interface Grecaptcha {
  render(el: HTMLElement, opts: Record<string, unknown>): number;
  reset(id?: number): void;
}

function grecaptcha(): Grecaptcha | null {
  const g = readWindow('grecaptcha');
  if (!isRecord(g) || typeof g.render !== 'function' || typeof g.reset !== 'function') return null;
  const render = g.render;
  const reset = g.reset;
  return {
    render: (el, opts) => Number(render.call(g, el, opts)),
    reset: (id) => {
      reset.call(g, id);
    },
  };
}

export function Captcha({
  sitekey,
  onChange,
  resetKey,
  error,
}: {
  sitekey: string;
  onChange(v: string): void;
  resetKey: number;
  error?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const id = useRef<number | null>(null);
  const cb = useRef(onChange);
  cb.current = onChange;

  useEffect(() => {
    const g = grecaptcha();
    if (!g || !box.current || id.current !== null) return;
    id.current = g.render(box.current, {
      sitekey,
      callback: (v: unknown) => cb.current(typeof v === 'string' ? v : ''),
      'expired-callback': () => cb.current(''),
    });
  }, [sitekey]);

  useEffect(() => {
    if (resetKey && id.current !== null) grecaptcha()?.reset(id.current);
  }, [resetKey]);

  return (
    <div className={`cr-captcha-terms${error ? ' cr-review-form-error' : ''}`}>
      <div ref={box} className="cr-recaptcha g-recaptcha" data-sitekey={sitekey} />
      <span className="cr-review-form-field-error" role="alert" hidden={!error}>
        {error}
      </span>
    </div>
  );
}

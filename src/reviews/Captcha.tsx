// A visible captcha (reCAPTCHA v2, Turnstile, hCaptcha) in a React form, rendered through the adapter
// (captcha.ts) into a box of its own; the token comes back through onChange, '' when it expires. Without the
// provider's script the response stays empty and the form says 'Please confirm that you are not a robot'.
import { useEffect, useRef } from 'react';
import { pageLanguage, renderCaptcha, type CaptchaSpec, type CaptchaWidget } from './captcha';

export function Captcha({
  spec,
  onChange,
  resetKey,
  error,
}: {
  spec: CaptchaSpec;
  onChange(v: string): void;
  resetKey: number;
  error?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const cb = useRef(onChange);
  cb.current = onChange;
  const { type, siteKey } = spec;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ctrl = new AbortController();
    void renderCaptcha({ type, siteKey }, el, {
      language: pageLanguage(),
      onChange: (v) => cb.current(v),
      signal: ctrl.signal,
    }).then((w) => {
      if (ctrl.signal.aborted) w?.remove();
      else widget.current = w;
    });
    return () => {
      ctrl.abort();
      widget.current?.remove();
      widget.current = null;
    };
  }, [type, siteKey]);

  useEffect(() => {
    if (resetKey) widget.current?.reset();
  }, [resetKey]);

  return (
    <div className={`cr-review-form-captcha${error ? ' cr-review-form-error' : ''}`}>
      {/* not the providers' auto-render classes (g-recaptcha, cf-turnstile, h-captcha): rendered once, here */}
      <div ref={box} className="cr-captcha-box" data-crcaptcha-type={type} />
      <span className="cr-review-form-field-error" role="alert" hidden={!error}>
        {error}
      </span>
    </div>
  );
}

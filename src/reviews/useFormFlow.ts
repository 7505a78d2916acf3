// The review / question / answer form states: open -> submitting -> result. One request per intent
// (a double click sends one), the result is success for code 0 and error otherwise; a failed call keeps the
// form as it was so nothing the shopper typed or uploaded is lost.
import { useCallback, useRef, useState } from 'react';
import { isAbort, submitGuard, type ApiError } from '../ajax';
import { __ } from '../i18n';
import { toPlainText } from '../html/sanitize';
import type { SubmitResponse } from './api';

export type Phase = 'open' | 'submitting' | 'result';
export interface FormResult {
  ok: boolean;
  /** plain text: server descriptions are never parsed as HTML */
  text: string;
  button: string;
}

export function resultOf(res: SubmitResponse): FormResult {
  const text = toPlainText(res.description).trim();
  const button = toPlainText(res.button).trim();
  return {
    ok: res.code === 0,
    text: text || __('An unexpected error that could be caused by a third-party plugin'),
    button: button || __('OK'),
  };
}

export function failureOf(e: ApiError): FormResult {
  const text =
    e.code === 'nonce'
      ? __('This page has expired. Please reload it and try again.')
      : __('The request failed. Check your connection and try again.');
  return { ok: false, text, button: __('OK') };
}

export function useFormFlow(send: () => Promise<SubmitResponse>) {
  const [phase, setPhase] = useState<Phase>('open');
  const [result, setResult] = useState<FormResult | null>(null);
  const guard = useRef(submitGuard());
  const sendRef = useRef(send);
  sendRef.current = send;

  const submit = useCallback(
    () =>
      guard.current.run(async () => {
        setPhase('submitting');
        try {
          const res = await sendRef.current();
          setResult(resultOf(res));
          setPhase('result');
        } catch (e) {
          if (isAbort(e)) {
            setPhase('open');
            return;
          }
          setResult(failureOf(e as ApiError)); // the one client rejects with ApiError only
          setPhase('result');
        }
      }),
    [],
  );

  /** back to the form for editing (error button) */
  const edit = useCallback(() => {
    setPhase('open');
    setResult(null);
  }, []);
  const reset = edit;
  return { phase, result, submit, edit, reset, busy: () => guard.current.busy };
}

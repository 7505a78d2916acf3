// The signup's state and its transitions (spec "Signup" states), pure: the form, the code step (WhatsApp or
// e-mail), done; the message box, the field errors, which request runs, the page leaving after a success
// that redirects, and the resend delay that grows by 5 s per resend and resets on returning to the form.
export const RESEND_STEP_S = 5;

export type Step = 'form' | 'code' | 'done';
export type Request = 'submit' | 'verify' | 'resend';

export interface Contact {
  byEmail: boolean;
  /** the e-mail, or the number with its '+' */
  address: string;
}

export interface FlowState {
  step: Step;
  /** the form has been left once: from then on each part's display is set, not left to the plugin's CSS */
  moved: boolean;
  message: { text: string; type: 'success' | 'error' } | null;
  /** how many messages were shown: the same text again is a new message (announced again) */
  said: number;
  /** field id -> text, in the order the fields should be fixed */
  errors: ReadonlyArray<readonly [string, string]>;
  /** a signup that needed no code: the fields turn green */
  fieldsOk: boolean;
  contact: Contact | null;
  busy: Readonly<Record<Request, boolean>>;
  /** a success that redirects: the page is leaving, everything stays busy */
  leaving: boolean;
  resendDelayS: number;
  resendLocked: boolean;
}

export type FlowAction =
  | { type: 'clear' }
  | { type: 'invalid'; errors: ReadonlyArray<readonly [string, string]> }
  | { type: 'busy'; request: Request; on: boolean }
  | { type: 'message'; text: string; kind: 'success' | 'error' }
  | { type: 'codeSent'; contact: Contact }
  | { type: 'resent'; contact: Contact; text: string }
  | { type: 'unlockResend' }
  | { type: 'leaving'; text: string }
  | { type: 'created'; text: string }
  | { type: 'verified'; text: string }
  | { type: 'backToForm' };

export const initialFlow: FlowState = {
  step: 'form',
  moved: false,
  message: null,
  said: 0,
  errors: [],
  fieldsOk: false,
  contact: null,
  busy: { submit: false, verify: false, resend: false },
  leaving: false,
  resendDelayS: 0,
  resendLocked: false,
};

export function flow(s: FlowState, a: FlowAction): FlowState {
  const next = step(s, a);
  return next.message && next.message !== s.message ? { ...next, said: s.said + 1 } : next;
}

function step(s: FlowState, a: FlowAction): FlowState {
  switch (a.type) {
    case 'clear':
      return { ...s, message: null, errors: [], fieldsOk: false };
    case 'invalid':
      return { ...s, errors: a.errors };
    case 'busy':
      return { ...s, busy: { ...s.busy, [a.request]: a.on } };
    case 'message':
      return { ...s, message: a.text ? { text: a.text, type: a.kind } : null };
    case 'codeSent':
      return { ...s, step: 'code', moved: true, contact: a.contact, resendDelayS: 0, resendLocked: false };
    case 'resent':
      return {
        ...s,
        contact: a.contact,
        message: { text: a.text, type: 'success' },
        resendDelayS: s.resendDelayS + RESEND_STEP_S,
        resendLocked: true,
      };
    case 'unlockResend':
      return { ...s, resendLocked: false };
    case 'leaving':
      return { ...s, leaving: true, message: { text: a.text, type: 'success' } };
    case 'created':
      return { ...s, fieldsOk: true, message: { text: a.text, type: 'success' } };
    case 'verified':
      return { ...s, step: 'done', moved: true, message: { text: a.text, type: 'success' } };
    case 'backToForm':
      return { ...s, step: 'form', resendDelayS: 0, resendLocked: false };
  }
}

/** What each printed part shows: null leaves it to the plugin's CSS (before the form was ever left). */
export function partsShown(s: FlowState): {
  form: string | null;
  branding: string | null;
  section: string | null;
} {
  const onForm = s.step === 'form';
  return {
    form: onForm ? (s.moved ? 'block' : null) : 'none',
    branding: onForm ? (s.moved ? 'block' : null) : 'none',
    section: s.step === 'code' ? 'block' : s.moved ? 'none' : null,
  };
}

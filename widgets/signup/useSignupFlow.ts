// The signup's requests on Wawp's own forms: submit and its three success paths, verify, resend with the
// growing delay, edit contact, the 2 s wait before a redirect (buttons busy until the page leaves). The
// transient lives only in the plugin's hidden field and the POST bodies. Submit listeners sit on the printed
// forms (never replaced: a submit held before mount is replayed on them); resend and edit are returned for the
// view's PlatformButtons; the state is flow.ts, the view Signup.tsx.
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { adminAjax, submitGuard } from '../../src/ajax';
import { navigateTo } from '../../src/dom/navigate';
import { normalizeDigits } from '../../src/i18n';
import { cleanCode } from '../../src/identity/codeInput';
import { expiredPageText, isExpiredPage } from '../../src/identity/expired';
import type { NonceField } from '../../src/ajax/adminAjax';
import { otpNonce, resendNonce, signupNonce } from './refusal';
import { committedPhone } from '../../src/identity/phoneCommit';
import type { SignupParams } from '../../src/settings/wawp';
import { useStorefrontStore } from '../../src/store';
import { flow, initialFlow, type Contact, type FlowAction, type Request } from './flow';
import type { SignupMarkup } from './markup';
import { parseSignupReply, type SignupReply } from './reply';
import type { SignupTexts } from './texts';
import { checkFields, type FieldValue } from './validate';

export const REDIRECT_DELAY_MS = 2000;

const contactOf = (r: SignupReply): Contact =>
  r.otpMethod === 'email' ? { byEmail: true, address: r.email } : { byEmail: false, address: `+${r.phone}` };

/** The values of a form's `.awp-form-control`s as the client checks see them. */
const valuesOf = (scope: HTMLElement): FieldValue[] =>
  Array.from(
    scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input.awp-form-control, textarea.awp-form-control',
    ),
    (c) => ({
      id: c.id,
      value: c.value,
      required: c.required,
      type: c instanceof HTMLInputElement ? c.type : 'textarea',
    }),
  );

export function useSignupFlow(m: SignupMarkup, params: SignupParams, t: SignupTexts) {
  const [state, dispatch] = useReducer(flow, initialFlow);
  const store = useStorefrontStore();
  const live = useRef(state);
  live.current = state;
  const guards = useMemo(() => ({ submit: submitGuard(), verify: submitGuard(), resend: submitGuard() }), []);
  const focusNext = useRef<HTMLElement | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // focus moves once the view shows its target (the code field is hidden until the code step's display is
  // written, in the view's layout effects: this runs after them)
  useEffect(() => {
    const el = focusNext.current;
    focusNext.current = null;
    el?.focus();
  });

  useEffect(() => () => clearTimeout(redirect.current), []);

  // the resend button waits 5, 10, 15 s… after each resend
  useEffect(() => {
    if (!state.resendLocked) return;
    const id = setTimeout(() => dispatch({ type: 'unlockResend' }), state.resendDelayS * 1000);
    return () => clearTimeout(id);
  }, [state.resendLocked, state.resendDelayS]);

  const actions = useMemo(() => {
    const { form, otpForm, codeInput, transient, phone, email } = m;
    const post = (action: string, body: FormData, nonce: NonceField) =>
      adminAjax(action, body, parseSignupReply, { url: params.ajax_url, nonce });
    const blocked = (r: Request) => guards[r].busy || live.current.leaving;
    const run = (
      r: Request,
      send: () => Promise<SignupReply>,
      done: (reply: SignupReply) => void,
      failed: string,
    ) => {
      dispatch({ type: 'busy', request: r, on: true });
      void guards[r]
        .run(send)
        .then(done)
        // an expired page (a cached copy, a stale nonce) gets the one answer that helps: reload it
        .catch((e: unknown) =>
          dispatch({ type: 'message', text: isExpiredPage(e) ? expiredPageText() : failed, kind: 'error' }),
        )
        .finally(() => dispatch({ type: 'busy', request: r, on: false }));
    };
    const say = (a: FlowAction) => dispatch(a);
    const leave = (url: string, text: string) => {
      say({ type: 'leaving', text });
      redirect.current = setTimeout(() => navigateTo(url), REDIRECT_DELAY_MS);
    };
    /** a refused submit or verify: field errors by id (the first focused), then the server's message or ours */
    const refused = (r: SignupReply) => {
      const errors = Object.entries(r.errors).filter(([id]) => m.fields.some((f) => f.id === id));
      say({ type: 'invalid', errors });
      focusNext.current = m.fields.find((f) => f.id === errors[0]?.[0])?.control ?? null;
      if (r.message) say({ type: 'message', text: r.message, kind: 'error' });
      else if (!Object.keys(r.errors).length) say({ type: 'message', text: t.unexpected, kind: 'error' });
    };
    /** the client checks: false (errors shown, the first field focused) when something is missing */
    const checked = (scope: HTMLElement): boolean => {
      const errors = checkFields(valuesOf(scope), t);
      if (!errors.length) return true;
      say({ type: 'invalid', errors });
      focusNext.current = m.fields.find((f) => f.id === errors[0]?.[0])?.control ?? null;
      return false;
    };

    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault(); // Wawp's form has no method: never a GET with the password
      if (!form || blocked('submit')) return;
      say({ type: 'clear' });
      if (!checked(form)) return;
      const data = new FormData(form);
      if (phone && phone.value.trim() !== '') data.set(phone.name || 'awp_phone', committedPhone(phone));
      // eastern digits in number fields reach PHP's is_numeric() as 0-9
      form
        .querySelectorAll<HTMLInputElement>('input[type="number"][name]')
        .forEach((i) => data.set(i.name, normalizeDigits(i.value)));
      run(
        'submit',
        () => post('awp_signup_form_submit', data, signupNonce),
        (r) => {
          if (!r.success) return refused(r);
          if (r.redirectUrl) return leave(r.redirectUrl, r.message);
          if (r.otpTransient) {
            if (transient) transient.value = r.otpTransient;
            focusNext.current = codeInput;
            return say({ type: 'codeSent', contact: contactOf(r) });
          }
          say({ type: 'created', text: r.message });
          form.reset();
        },
        t.unexpected,
      );
    };

    const onVerify = (e: SubmitEvent) => {
      e.preventDefault();
      if (!otpForm || blocked('verify')) return;
      say({ type: 'clear' });
      if (codeInput) codeInput.value = cleanCode(codeInput.value);
      if (!checked(otpForm)) return;
      run(
        'verify',
        () => post('awp_signup_verify_otp', new FormData(otpForm), otpNonce),
        (r) => {
          if (!r.success) return refused(r);
          store.getState().setLoggedIn(true);
          if (r.redirectUrl) leave(r.redirectUrl, r.message);
          else say({ type: 'verified', text: r.message }); // the signup container goes (Signup.tsx)
        },
        t.unexpected,
      );
    };

    const resend = () => {
      if (live.current.resendLocked || blocked('resend')) return;
      const key = transient?.value ?? '';
      if (!key) {
        say({ type: 'backToForm' });
        return say({ type: 'message', text: t.unexpected, kind: 'error' });
      }
      const body = new FormData();
      body.set('awp_otp_transient', key);
      body.set('awp_signup_nonce_field', params.nonce);
      run(
        'resend',
        () => post('awp_signup_resend_otp', body, resendNonce),
        (r) => {
          if (!r.success)
            return say({ type: 'message', text: r.message || t.unexpectedResend, kind: 'error' });
          if (transient && r.otpTransient) transient.value = r.otpTransient;
          say({ type: 'resent', contact: contactOf(r), text: r.message });
        },
        t.unexpectedResend,
      );
    };

    const edit = () => {
      say({ type: 'clear' });
      otpForm?.reset();
      if (transient) transient.value = '';
      focusNext.current = phone ?? email;
      say({ type: 'backToForm' });
    };

    return { onSubmit, onVerify, resend, edit };
  }, [m, params, t, guards, store]);

  useLayoutEffect(() => {
    const { form, otpForm } = m;
    const { onSubmit, onVerify } = actions;
    form?.addEventListener('submit', onSubmit);
    otpForm?.addEventListener('submit', onVerify);
    return () => {
      form?.removeEventListener('submit', onSubmit);
      otpForm?.removeEventListener('submit', onVerify);
    };
  }, [m, actions]);

  return { ...state, resend: actions.resend, edit: actions.edit };
}

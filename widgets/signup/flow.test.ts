import { describe, expect, it } from 'vitest';
import { flow, initialFlow, partsShown, RESEND_STEP_S, type FlowAction, type FlowState } from './flow';
import { checkFields } from './validate';

const run = (...actions: FlowAction[]): FlowState => actions.reduce(flow, initialFlow);
const wa = { byEmail: false, address: '+201023456789' };

describe('signup flow (pure)', () => {
  it('leaves each part to the plugin’s CSS until the form is left, then sets it', () => {
    expect(partsShown(initialFlow)).toEqual({ form: null, branding: null, section: null });
    const code = run({ type: 'codeSent', contact: wa });
    expect(partsShown(code)).toEqual({ form: 'none', branding: 'none', section: 'block' });
    expect(partsShown(flow(code, { type: 'backToForm' }))).toEqual({
      form: 'block',
      branding: 'block',
      section: 'none',
    });
    expect(partsShown(flow(code, { type: 'verified', text: 'ok' }))).toEqual({
      form: 'none',
      branding: 'none',
      section: 'none',
    });
  });

  it('the resend delay grows by 5 s per resend and resets on the way back to the form or a new code step', () => {
    const resent = (s: FlowState) =>
      flow(flow(s, { type: 'resent', contact: wa, text: 'sent' }), { type: 'unlockResend' });
    let s = run({ type: 'codeSent', contact: wa });
    s = resent(s);
    expect(s.resendDelayS).toBe(RESEND_STEP_S);
    s = resent(s);
    expect(s.resendDelayS).toBe(2 * RESEND_STEP_S);
    expect(flow(s, { type: 'resent', contact: wa, text: '' }).resendLocked).toBe(true);
    expect(flow(s, { type: 'backToForm' }).resendDelayS).toBe(0);
    expect(flow(s, { type: 'codeSent', contact: wa }).resendDelayS).toBe(0);
  });

  it('clear drops the message, the errors and the green fields; an empty message shows no box', () => {
    const s = run({ type: 'created', text: 'done' }, { type: 'invalid', errors: [['awp_email', 'x']] });
    expect(s.fieldsOk).toBe(true);
    expect(flow(s, { type: 'clear' })).toMatchObject({ message: null, errors: [], fieldsOk: false });
    expect(run({ type: 'message', text: '', kind: 'error' }).message).toBeNull();
  });

  it('every message shown counts, the same text again too', () => {
    const wrong = { type: 'message', text: 'رمز خاطئ', kind: 'error' } as const;
    const s = run(wrong, { type: 'clear' }, wrong);
    expect(s.said).toBe(2);
    expect(flow(s, { type: 'busy', request: 'verify', on: false }).said).toBe(2);
  });

  it('leaving keeps the success message and marks the page as leaving', () => {
    expect(run({ type: 'leaving', text: 'تم' })).toMatchObject({
      leaving: true,
      message: { text: 'تم', type: 'success' },
    });
  });
});

describe('client checks (pure)', () => {
  const t = { required: 'R', invalidEmail: 'E', invalidNumber: 'N' };
  it('required (trimmed) first, then malformed e-mails, then custom numbers (eastern digits are numbers)', () => {
    const errors = checkFields(
      [
        { id: 'age', value: 'abc', required: false, type: 'number' },
        { id: 'mail', value: 'a@b', required: true, type: 'email' },
        { id: 'name', value: '  ', required: true, type: 'text' },
        { id: 'years', value: '٣٠', required: true, type: 'number' },
        { id: 'note', value: '', required: false, type: 'textarea' },
      ],
      t,
    );
    expect(errors).toEqual([
      ['name', 'R'],
      ['mail', 'E'],
      ['age', 'N'],
    ]);
  });
});

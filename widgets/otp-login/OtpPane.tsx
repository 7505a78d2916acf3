// A code pane (#whatsapp_otp or #email_otp, Wawp's ids and classes): the contact field, request; then the code
// view (code field, verify, resend with its cooldown, the edit link); the message box and progress text. One
// request per intent; what the shopper typed is never cleared by a failure; codes travel in POST bodies only.
// The WhatsApp number input is the printed one, hosted (the phone field owns it); its value is read at send
// time as the phone field makes it (E.164 digits without '+').
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { navigate } from '../../src/dom/navigate';
import { __ } from '../../src/i18n';
import { cleanCode } from '../../src/identity/codeInput';
import { committedPhone } from '../../src/identity/phoneCommit';
import { HostedNodes } from '../../src/identity/HostedNodes';
import { BusyButton } from '../../src/ui';
import type { CodeView } from './Branding';
import { LoginMessage, wawpBusy } from './LoginMessage';
import { channelOf, type PrintedButton, type PrintedOtpPane } from './printed';
import type { LoginTexts } from './texts';
import { useCooldown } from './useCooldown';
import { useLoginCall } from './useLoginCall';

const hide = (shown: boolean) => (shown ? undefined : 'none');
const style = (b: PrintedButton, shown: boolean) => ({ display: hide(shown), backgroundColor: b.color || undefined });
const onEnter = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  e.preventDefault();
  action();
};

/** Enter or Space on Wawp's edit link (an <a> without href, made a button) */
const onActivate = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  action();
};

interface Props {
  printed: PrintedOtpPane;
  texts: LoginTexts;
  /** the contact the code was sent to while this pane shows its code view, else null */
  code: string | null;
  onCodeView(view: CodeView | null): void;
}

export function OtpPane({ printed, texts, code: sentTo, onCodeView }: Props) {
  const { method, phone } = printed;
  const c = channelOf(method);
  const [email, setEmail] = useState(printed.contact.value);
  const [code, setCode] = useState(printed.code.value);
  const { message, say, busy, progress, call, run, loggedIn } = useLoginCall<'request' | 'verify' | 'resend'>(texts);
  const cooldown = useCooldown();
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const inCode = sentTo !== null;

  const contactInput = () => (c === 'whatsapp' ? phone : emailRef.current);
  /** the contact as the server wants it: the phone as the phone field makes it, the e-mail trimmed */
  const contactValue = () => (c === 'whatsapp' ? (phone ? committedPhone(phone) : '') : email.trim());

  // the code field once the code view shows, the contact field again after edit (not at mount)
  const shownBefore = useRef(inCode);
  useEffect(() => {
    if (shownBefore.current === inCode) return;
    shownBefore.current = inCode;
    (inCode ? codeRef.current : contactInput())?.focus();
  });

  const requireFilled = (withCode: boolean): boolean => {
    const contact = contactInput();
    const empty = !contact || contact.value.trim() === '' ? contact : withCode && code.trim() === '' ? codeRef.current : undefined;
    if (empty === undefined) return true;
    say(texts.emptyFields, false);
    empty?.focus();
    return false;
  };

  const request = () =>
    run('request', () => requireFilled(false), async () => {
      const value = contactValue();
      const r = await call('awp_request_otp', { login_method: method, [c]: value });
      if (!r) return;
      if (r.success) {
        onCodeView({ method, contact: value });
        cooldown.start();
        return;
      }
      say(r.message || (c === 'email' ? __('Failed to send OTP.') : __('Invalid or expired OTP.')), false);
      if (r.redirectToSignup) navigate(r.redirectToSignup);
    });

  const verify = () =>
    run('verify', () => requireFilled(true), async () => {
      const r = await call('awp_verify_otp', { login_method: method, [c]: contactValue(), otp: cleanCode(code) });
      if (!r) return;
      if (r.success) {
        say(r.message, true);
        loggedIn(r.redirectUrl);
        return;
      }
      if (r.redirectToSignup) {
        navigate(r.redirectToSignup);
        return;
      }
      say(r.message || __('Invalid or expired OTP.'), false);
    });

  const resend = () =>
    run('resend', () => requireFilled(false), async () => {
      const value = contactValue();
      const r = await call('awp_request_otp', { login_method: method, [c]: value });
      if (!r) return;
      if (r.success) {
        onCodeView({ method, contact: value });
        say(r.message, true);
        cooldown.start();
        return;
      }
      say(r.message || __('Failed to resend OTP.'), false);
    });

  const edit = () => onCodeView(null);
  const progressText = progress === null ? null : texts.progress[progress];

  return (
    <form id={`awp-otp-login-form-${c}`} onSubmit={(e) => e.preventDefault()}>
      <div
        className="awp-form-group"
        id={`awp_${c}_group`}
        style={{ display: hide(!inCode) }}
        // the hosted phone input has no React node of its own: its Enter reaches React here
        onKeyDown={c === 'whatsapp' ? (e) => {
          if (e.target === phone) onEnter(inCode ? verify : request)(e);
        } : undefined}
      >
        {printed.contact.label && <label htmlFor={`awp_${c}`}>{printed.contact.label}</label>}
        {c === 'whatsapp' ? (
          <HostedNodes nodes={printed.hosted} />
        ) : (
          <input
            ref={emailRef}
            type="email"
            id="awp_email"
            name="email"
            placeholder={printed.contact.placeholder}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onKeyDown={onEnter(request)}
          />
        )}
      </div>
      <div className="awp-form-group" id={`awp_otp_group_${c}`} style={{ display: hide(inCode) }}>
        <input
          ref={codeRef}
          id={`awp_otp_${c}`}
          type="text"
          name="otp"
          placeholder={printed.code.placeholder}
          aria-label={printed.code.label || __('One-time code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(cleanCode(e.target.value))}
          onKeyDown={onEnter(verify)}
        />
      </div>
      <div className="awp-form-group">
        <BusyButton className={wawpBusy(printed.request.className || 'awp-btn awp-btn-green', busy === 'request')} id={`awp_request_otp_${c}`} style={style(printed.request, !inCode)} busy={busy === 'request'} onClick={request}>
          {printed.request.icon && <i className={printed.request.icon} aria-hidden="true" />}
          {printed.request.icon ? ` ${printed.request.text}` : printed.request.text}
        </BusyButton>
        <BusyButton className={wawpBusy(printed.verify.className || 'awp-submit-button awp-btn', busy === 'verify')} id={`awp_verify_otp_${c}`} style={style(printed.verify, inCode)} busy={busy === 'verify'} onClick={verify}>
          {printed.verify.text}
        </BusyButton>
        <BusyButton
          className={wawpBusy(printed.resend.className || 'awp-resend-otp-btn awp-btn', busy === 'resend')}
          id={`awp_resend_otp_${c}`}
          style={style(printed.resend, inCode)}
          busy={busy === 'resend'}
          disabled={cooldown.remaining > 0}
          onClick={resend}
        >
          {printed.resend.text || __('Resend Code')}
        </BusyButton>
        {inCode && cooldown.remaining > 0 && (
          <div className="awp-resend-timer" aria-live="polite">
            {texts.resendIn(cooldown.remaining)}
          </div>
        )}
      </div>
      <div className="awp-form-group" id={`awp_otp_sent_message_${c}`} style={{ display: hide(inCode) }}>
        <p className="awp-otp-resend">
          {printed.wrong}{' '}
          <a className={printed.editClass} role="button" tabIndex={0} onClick={edit} onKeyDown={onActivate(edit)}>
            {printed.edit}
          </a>
        </p>
      </div>
      <div id={`awp_display_${c}`} style={{ display: 'none' }}>
        {sentTo}
      </div>
      <LoginMessage id={`awp_login_message_${c}`} message={message} progress={progressText} />
    </form>
  );
}

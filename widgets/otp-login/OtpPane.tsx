// A code pane (#whatsapp_otp or #email_otp), rendered onto Wawp's printed nodes: the contact field and request;
// then the code view (code field, verify, resend with its cooldown, the edit link); the message box and
// progress text. One request per intent; what the shopper typed is never cleared by a failure; codes travel in
// POST bodies only. The fields are the printed inputs (the WhatsApp number is the phone field's), read at send
// time: the number as the phone field makes it (E.164 digits without '+'), the code as its 6 ASCII digits.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { navigateTo } from '../../src/dom/navigate';
import { __ } from '../../src/i18n';
import { cleanCode, enhanceCodeInput } from '../../src/identity/codeInput';
import { committedPhone } from '../../src/identity/phoneCommit';
import { PlatformButton, useEnterKey } from '../../src/ui/PlatformButton';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { CodeView } from './Branding';
import { LoginMessage } from './LoginMessage';
import { channelOf, type OtpPaneMarkup } from './markup';
import type { LoginTexts } from './texts';
import { useCooldown } from './useCooldown';
import { useLoginCall } from './useLoginCall';

interface Props {
  p: OtpPaneMarkup;
  texts: LoginTexts;
  /** the contact the code was sent to while this pane shows its code view, else null */
  code: string | null;
  onCodeView(view: CodeView | null): void;
}

const Shown = ({ el, shown }: { el: HTMLElement | null; shown: boolean }) => {
  usePlatformProps(el, { style: { display: shown ? '' : 'none' } });
  return null;
};

const into = (el: HTMLElement | null | undefined, children: ReactNode) =>
  el ? createPortal(children, el) : null;

export function OtpPane({ p, texts, code: sentTo, onCodeView }: Props) {
  const { method, contact, code } = p;
  const c = channelOf(method);
  const { message, say, busy, progress, call, run, loggedIn } = useLoginCall<'request' | 'verify' | 'resend'>(
    texts,
  );
  const cooldown = useCooldown();
  const inCode = sentTo !== null;

  useLayoutEffect(() => (code ? enhanceCodeInput(code, __('One-time code')) : undefined), [code]);

  /** the contact as the server wants it: the phone as the phone field makes it, the e-mail trimmed */
  const contactValue = () =>
    !contact ? '' : c === 'whatsapp' ? committedPhone(contact) : contact.value.trim();

  // the code field once the code view shows, the contact field again after edit (not at mount)
  const shownBefore = useRef(inCode);
  useEffect(() => {
    if (shownBefore.current === inCode) return;
    shownBefore.current = inCode;
    (inCode ? code : contact)?.focus();
  });

  const requireFilled = (withCode: boolean): boolean => {
    const empty =
      !contact || contact.value.trim() === ''
        ? contact
        : withCode && (code?.value.trim() ?? '') === ''
          ? code
          : undefined;
    if (empty === undefined) return true;
    say(texts.emptyFields, false);
    empty?.focus();
    return false;
  };

  /** request and resend: one call; a resend says the server's message, only a request may send to signup */
  const send = (kind: 'request' | 'resend') =>
    run(
      kind,
      () => requireFilled(false),
      async () => {
        const value = contactValue();
        const r = await call('awp_request_otp', { login_method: method, [c]: value });
        if (!r) return;
        if (r.success) {
          onCodeView({ method, contact: value });
          if (kind === 'resend') say(r.message, true);
          cooldown.start();
          return;
        }
        const failed =
          kind === 'resend'
            ? __('Failed to resend OTP.')
            : c === 'email'
              ? __('Failed to send OTP.')
              : __('Invalid or expired OTP.');
        say(r.message || failed, false);
        if (kind === 'request' && r.redirectToSignup) navigateTo(r.redirectToSignup);
      },
    );
  const request = () => send('request');
  const resend = () => send('resend');

  const verify = () =>
    run(
      'verify',
      () => requireFilled(true),
      async () => {
        const r = await call('awp_verify_otp', {
          login_method: method,
          [c]: contactValue(),
          otp: cleanCode(code?.value ?? ''),
        });
        if (!r) return;
        if (r.success) {
          say(r.message, true);
          loggedIn(r.redirectUrl);
          return;
        }
        if (r.redirectToSignup) {
          navigateTo(r.redirectToSignup);
          return;
        }
        say(r.message || __('Invalid or expired OTP.'), false);
      },
    );

  useEnterKey(contact, inCode ? verify : request);
  useEnterKey(code, verify);

  return (
    <>
      <Shown el={p.contactGroup} shown={!inCode} />
      <Shown el={p.codeGroup} shown={inCode} />
      <Shown el={p.sentGroup} shown={inCode} />
      <PlatformButton el={p.request} shown={!inCode} busy={busy === 'request'} onPress={request} />
      <PlatformButton el={p.verify} shown={inCode} busy={busy === 'verify'} onPress={verify} />
      <PlatformButton
        el={p.resend}
        shown={inCode}
        busy={busy === 'resend'}
        disabled={cooldown.remaining > 0}
        onPress={resend}
      />
      <PlatformButton el={p.edit} onPress={() => onCodeView(null)} />
      {inCode && cooldown.remaining > 0
        ? into(
            p.resend?.parentElement,
            <div className="awp-resend-timer" aria-live="polite">
              {texts.resendIn(cooldown.remaining)}
            </div>,
          )
        : null}
      {sentTo !== null ? into(p.display, sentTo) : null}
      <LoginMessage
        slots={p}
        message={message}
        progress={progress === null ? null : texts.progress[progress]}
      />
    </>
  );
}

// Wawp's signup ([wawp_signup_form]) as a React root over the plugin's own markup on #awp-signup-container:
// the printed forms and controls stay (Wawp's CSS, intl-tel-input on #awp_phone and a submit held before
// mount all point at them; values typed before mount are simply there), and the view renders the flow's state
// onto them: which part shows, busy buttons, field errors, the message box, the code step's texts, the e-mail
// suggestions and the password strength. Requests and transitions: useSignupFlow.ts and flow.ts.
import { useId, useLayoutEffect, useMemo } from 'react';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import { __ } from '../../src/i18n';
import { enhanceCodeInput } from '../../src/identity/codeInput';
import { fixHeadingLevel } from '../../src/identity/headings';
import type { WidgetProps } from '../../src/mount/types';
import { readSignupParams } from '../../src/settings/wawp';
import { PlatformButton } from '../../src/ui/PlatformButton';
import { busyProps, PlatformHidden, usePlatformProps } from '../../src/ui/usePlatformProps';
import { CodeStep } from './CodeStep';
import { EmailSuggestions } from './EmailSuggestions';
import { FieldError, MessageBox } from './Feedback';
import { partsShown } from './flow';
import { readSignupMarkup, type SignupMarkup } from './markup';
import { PasswordStrength } from './PasswordStrength';
import { prefillPhone } from './prefill';
import { signupTexts } from './texts';
import { useSignupFlow } from './useSignupFlow';
import './signup.css';

/** The printed markup made usable once: the code field, pre_phone, the shared toggle, the checklist's intro. */
function usePrintedFields(m: SignupMarkup): void {
  useLayoutEffect(() => {
    const undo: Array<() => void> = [];
    if (m.codeInput) undo.push(enhanceCodeInput(m.codeInput, __('One-time code')));
    if (m.phone) prefillPhone(m.phone);
    if (m.password) undo.push(attachPasswordToggle(m.password));
    // the plugin prints its checklist intro (a <span>) inside the <ul>: moved before it (valid list markup)
    const reqs = m.requirements;
    for (const child of reqs ? Array.from(reqs.children) : []) {
      if (child.tagName === 'LI') continue;
      reqs?.before(child);
      undo.push(() => reqs?.prepend(child));
    }
    undo.push(...m.headings.map(fixHeadingLevel));
    return () => undo.reverse().forEach((u) => u());
  }, [m]);
}

export function Signup({ el }: WidgetProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const m = useMemo(() => readSignupMarkup(el, uid), [el, uid]);
  const params = useMemo(readSignupParams, []);
  const t = useMemo(signupTexts, []);
  const s = useSignupFlow(m, params, t);
  usePrintedFields(m);

  const shown = partsShown(s);
  // our Arabic messages and focus instead of the browser's bubbles (which would also stop the submit event)
  usePlatformProps(m.form, { attrs: { novalidate: '' }, style: { display: shown.form } });
  usePlatformProps(m.otpForm, { attrs: { novalidate: '' } });
  usePlatformProps(m.branding, { style: { display: shown.branding } });
  // verified with nowhere to go: the signup container itself is hidden (spec; the plugin's script hides it)
  usePlatformProps(m.root, { style: { display: s.step === 'done' ? 'none' : null } });
  usePlatformProps(m.otpSection, { style: { display: shown.section } });
  usePlatformProps(m.submitButton, busyProps(s.busy.submit || s.leaving));
  usePlatformProps(m.verifyButton, busyProps(s.busy.verify || s.leaving));
  // the code step's heading follows the page's headings once it shows
  useLayoutEffect(() => (s.step === 'code' ? fixHeadingLevel(m.heading) : undefined), [m, s.step]);

  const errors = new Map(s.errors);
  return (
    <>
      {m.fields.map((f) => (
        <FieldError key={f.lineId} slot={f} error={errors.get(f.id)} ok={s.fieldsOk} />
      ))}
      <MessageBox box={m.messageBox} message={s.message} said={s.said} />
      <PlatformButton el={m.resend} busy={s.busy.resend} disabled={s.resendLocked} onPress={s.resend} />
      <PlatformButton el={m.edit} onPress={s.edit} />
      <CodeStep m={m} contact={s.contact} t={t} />
      {m.email && params.email_domains.length ? (
        <EmailSuggestions
          input={m.email}
          domains={params.email_domains}
          listId={`awp-email-suggestions-${uid}`}
        />
      ) : null}
      {m.password ? m.eyeIcons.map((icon, i) => <PlatformHidden key={i} el={icon} />) : null}
      {m.password && params.password_strong ? <PasswordStrength m={m} input={m.password} /> : null}
    </>
  );
}

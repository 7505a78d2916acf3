// Wawp's OTP login ([wawp_otp_login]) as a React root inside `.awp-otp-login-form` (placement `inside`): the
// view renders the plugin's own markup (classes and ids its CSS targets), from what the PHP printed (texts,
// tabs, values typed before mount) and the settings globals: the branding, the APG tabs, the panes; what else
// the shortcode prints (custom CSS, the custom shortcode after an 'OR') is kept as it is. The code
// view (a code sent) hides the tabs and changes the branding; the edit link brings them back.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { markFocusIn, restoreFocus } from '../../src/dom/focusMark';
import { HostedNodes } from '../../src/identity/HostedNodes';
import type { WidgetProps } from '../../src/mount/types';
import type { LoginMethod } from '../../src/settings/wawp';
import { useStorefrontStore } from '../../src/store';
import { Branding, type CodeView } from './Branding';
import { LoginTabs, tabIdOf } from './LoginTabs';
import { OtpPane } from './OtpPane';
import { PasswordPane } from './PasswordPane';
import { readPrintedLogin, type PrintedLogin } from './printed';
import { LOGIN_NONCE, loginTexts } from './texts';

/** The tabs to show: the printed list, or the printed panes when the list is missing. */
function tabsOf(p: PrintedLogin): Array<{ method: LoginMethod; label: string }> {
  if (p.tabs.length) return p.tabs;
  const panes: LoginMethod[] = [];
  if (p.otp.whatsapp_otp) panes.push('whatsapp_otp');
  if (p.otp.email_otp) panes.push('email_otp');
  if (p.password) panes.push('email_password');
  return panes.map((method) => ({ method, label: '' }));
}

export function OtpLogin({ el }: WidgetProps) {
  const store = useStorefrontStore();
  // a field the shopper is in while the view takes over: the rendered field with its id gets the focus and
  // the caret back (the printed one is gone; the hosted phone input keeps its own, see HostedNodes)
  const [focused] = useState(() => markFocusIn([el]));
  const [printed] = useState(() => readPrintedLogin(el));
  useLayoutEffect(() => {
    const now = focused?.el.id ? el.ownerDocument.getElementById(focused.el.id) : null;
    if (focused && now instanceof HTMLElement && now !== focused.el && el.contains(now)) restoreFocus({ ...focused, el: now });
  }, [el, focused]);
  const [texts] = useState(loginTexts);
  const tabs = tabsOf(printed);
  const [selected, setSelected] = useState<LoginMethod>(() => {
    const first = texts.settings.first_login_method;
    return (tabs.find((t) => t.method === first) ?? printed.tabs.find((t) => t.active) ?? tabs[0])?.method ?? first;
  });
  const [code, setCode] = useState<CodeView | null>(null);
  const multi = tabs.length > 1;

  useEffect(() => store.getState().setNonce(LOGIN_NONCE, texts.settings.nonce), [store, texts]);

  const pane = (method: LoginMethod, body: ReactNode) => (
    <div
      key={method}
      className={`awp-tab-pane${method === selected ? ' active' : ''}`}
      id={method}
      role={multi ? 'tabpanel' : undefined}
      aria-labelledby={multi ? tabIdOf(method) : undefined}
    >
      {body}
    </div>
  );
  const { whatsapp_otp: wa, email_otp: mail } = printed.otp;

  return (
    <>
      <Branding printed={printed.branding} texts={texts} code={code} />
      <HostedNodes nodes={printed.before} />
      <LoginTabs tabs={tabs} selected={selected} visible={code === null} onSelect={setSelected} />
      <div className="awp-tab-content">
        {wa && pane('whatsapp_otp', <OtpPane printed={wa} texts={texts} code={code?.method === 'whatsapp_otp' ? code.contact : null} onCodeView={setCode} />)}
        {mail && pane('email_otp', <OtpPane printed={mail} texts={texts} code={code?.method === 'email_otp' ? code.contact : null} onCodeView={setCode} />)}
        {printed.password && pane('email_password', <PasswordPane printed={printed.password} texts={texts} />)}
      </div>
      <HostedNodes nodes={printed.after} />
    </>
  );
}

// Wawp's OTP login ([wawp_otp_login]) as a React root over the plugin's own markup in `.awp-otp-login-form`
// (the same way as the signup: src/ui/usePlatformProps.ts). The printed nodes stay where they are (Wawp's CSS
// targets them, intl-tel-input and the phone field own #awp_whatsapp, a click held before mount is replayed
// on the printed control, what the shopper typed and where the focus is are untouched), and the view renders
// the state onto them: the APG tabs, the panes' code view, busy buttons, messages, the branding in the code
// view. What else the shortcode prints (custom CSS, the custom shortcode after an 'OR') is not touched.
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../src/mount/types';
import type { LoginMethod } from '../../src/settings/wawp';
import { useStorefrontStore } from '../../src/store';
import { Branding, type CodeView } from './Branding';
import { LoginTabs } from './LoginTabs';
import { readLoginMarkup } from './markup';
import { OtpPane } from './OtpPane';
import { PasswordPane } from './PasswordPane';
import { LOGIN_NONCE, loginTexts } from './texts';

export function OtpLogin({ el }: WidgetProps) {
  const store = useStorefrontStore();
  const m = useMemo(() => readLoginMarkup(el), [el]);
  const [texts] = useState(loginTexts);
  const [selected, setSelected] = useState<LoginMethod>(() => {
    const first = texts.settings.first_login_method;
    return (
      (m.tabs.find((t) => t.method === first) ?? m.tabs.find((t) => t.active) ?? m.tabs[0])?.method ?? first
    );
  });
  const [code, setCode] = useState<CodeView | null>(null);

  useEffect(() => store.getState().setNonce(LOGIN_NONCE, texts.settings.nonce), [store, texts]);

  return (
    <>
      <Branding branding={m.branding} texts={texts} code={code} />
      <LoginTabs m={m} selected={selected} visible={code === null} onSelect={setSelected} />
      {m.otp.map((p) => (
        <OtpPane
          key={p.method}
          p={p}
          texts={texts}
          code={code?.method === p.method ? code.contact : null}
          onCodeView={setCode}
        />
      ))}
      {m.password && <PasswordPane p={m.password} texts={texts} />}
    </>
  );
}

// The e-mail/password pane (#email_password), rendered onto Wawp's printed nodes: login and password (the
// shared show/hide toggle instead of the plugin's <i> eye icons, which are not buttons), both required,
// `awp_request_otp` with login_method=email_password, the redirect on success.
import { useLayoutEffect } from 'react';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import { __ } from '../../src/i18n';
import { PlatformButton, useEnterKey } from '../../src/ui/PlatformButton';
import { PlatformHidden } from '../../src/ui/usePlatformProps';
import { LoginMessage } from './LoginMessage';
import type { PasswordPaneMarkup } from './markup';
import type { LoginTexts } from './texts';
import { useLoginCall } from './useLoginCall';

export function PasswordPane({ p, texts }: { p: PasswordPaneMarkup; texts: LoginTexts }) {
  const { login, password } = p;
  const { message, say, busy, progress, call, run, loggedIn } = useLoginCall<'login'>(texts);
  useLayoutEffect(() => (password ? attachPasswordToggle(password) : undefined), [password]);

  const filled = () => {
    const empty = [login, password].find((f) => !f || f.value.trim() === '');
    if (empty === undefined) return true;
    say(texts.emptyFields, false);
    empty?.focus();
    return false;
  };
  const submit = () =>
    run('login', filled, async () => {
      const r = await call('awp_request_otp', {
        login_method: 'email_password',
        login: login?.value.trim() ?? '',
        password: password?.value ?? '',
      });
      if (!r) return;
      if (r.success) {
        say(r.message, true);
        loggedIn(r.redirectUrl);
        return;
      }
      say(r.message || __('Login failed.'), false);
    });
  useEnterKey(login, submit);
  useEnterKey(password, submit);

  return (
    <>
      {p.eyeIcons.map((icon, i) => (
        <PlatformHidden key={i} el={icon} />
      ))}
      <PlatformButton el={p.submit} busy={busy === 'login'} onPress={submit} />
      <LoginMessage
        slots={p}
        message={message}
        progress={progress === null ? null : texts.progress[progress]}
      />
    </>
  );
}

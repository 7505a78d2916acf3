// The e-mail/password pane (#email_password): login and password (the shared show/hide toggle instead of the
// plugin's <i> eye icons, which are not buttons), both required, `awp_request_otp` with
// login_method=email_password, the redirect on success.
import { useRef, useState, type KeyboardEvent } from 'react';
import { __ } from '../../src/i18n';
import { BusyButton } from '../../src/ui';
import { PasswordField } from '../../src/ui/PasswordField';
import { LoginMessage, wawpBusy } from './LoginMessage';
import type { PrintedPasswordPane } from './printed';
import type { LoginTexts } from './texts';
import { useLoginCall } from './useLoginCall';

export function PasswordPane({ printed, texts }: { printed: PrintedPasswordPane; texts: LoginTexts }) {
  const [login, setLogin] = useState(printed.login.value);
  const [password, setPassword] = useState(printed.password.value);
  const { message, say, busy, progress, call, run, loggedIn } = useLoginCall<'login'>(texts);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const filled = () => {
    if (login.trim() !== '' && password.trim() !== '') return true;
    say(texts.emptyFields, false);
    (login.trim() === '' ? loginRef : passwordRef).current?.focus();
    return false;
  };
  const submit = () =>
    run('login', filled, async () => {
      const r = await call('awp_request_otp', { login_method: 'email_password', login: login.trim(), password });
      if (!r) return;
      if (r.success) {
        say(r.message, true);
        loggedIn(r.redirectUrl);
        return;
      }
      say(r.message || __('Login failed.'), false);
    });
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form id="awp-otp-login-form-email-password" onSubmit={(e) => e.preventDefault()}>
      <div className="awp-form-group">
        {printed.login.label && <label htmlFor="awp_login_email">{printed.login.label}</label>}
        <input
          ref={loginRef}
          type="text"
          id="awp_login_email"
          name="login"
          placeholder={printed.login.placeholder}
          autoComplete="username"
          required
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      <div className="awp-form-group">
        {printed.password.label && <label htmlFor="awp_password_password">{printed.password.label}</label>}
        <div className="password-container">
          <PasswordField
            ref={passwordRef}
            id="awp_password_password"
            name="password"
            placeholder={printed.password.placeholder}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onKeyDown={onEnter}
          />
        </div>
      </div>
      <div className="awp-form-group">
        <BusyButton
          className={wawpBusy(printed.submit.className || 'awp-btn awp-btn-red', busy === 'login')}
          id="awp_login_email_password"
          style={printed.submit.color ? { backgroundColor: printed.submit.color } : undefined}
          busy={busy === 'login'}
          onClick={submit}
        >
          {printed.submit.text}
        </BusyButton>
      </div>
      <LoginMessage id="awp_login_message_email_password" message={message} progress={progress === null ? null : texts.progress[progress]} />
    </form>
  );
}

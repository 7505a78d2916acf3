// The e-mail/password pane (#email_password): the shared password toggle instead of the plugin's <i> eye
// icons, both fields required, `awp_request_otp` with login_method=email_password, the redirect on success.
import { submitGuard } from '../../src/ajax';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import { __ } from '../../src/i18n';
import { byId, show } from './dom';
import type { LoginKit } from './kit';

export function passwordPane(root: HTMLElement, kit: LoginKit): void {
  const { say, call, guarded, onClick, onEnter, cleanups, emptyFields } = kit;
    const pane = byId(root, 'email_password', HTMLElement);
  if (!pane) return;
  const login = byId(pane, 'awp_login_email', HTMLInputElement);
  const password = byId(pane, 'awp_password_password', HTMLInputElement);
  const submit = byId(pane, 'awp_login_email_password', HTMLButtonElement);
  const box = byId(pane, 'awp_login_message_email_password', HTMLElement);
  box?.setAttribute('aria-live', 'polite');
  if (password) {
    // the plugin's <i> eye icons are not buttons: the shared toggle replaces them
    for (const icon of pane.querySelectorAll<HTMLElement>('#show-icon, #hide-icon')) show(icon, false);
    cleanups.push(attachPasswordToggle(password));
  }
  const guard = submitGuard();
  const filled = () => {
    if (login && password && login.value.trim() !== '' && password.value.trim() !== '') return true;
    say(box, emptyFields, false);
    (login?.value.trim() === '' ? login : password)?.focus();
    return false;
  };
  const doLogin = guarded(guard, submit, filled, async () => {
    const r = await call(box, 'awp_request_otp', { login_method: 'email_password', login: login?.value.trim() ?? '', password: password?.value ?? '' });
    if (!r) return;
    if (r.success) {
      say(box, r.message, true);
      kit.loggedIn(r.redirectUrl);
      return;
    }
    say(box, r.message || __('Login failed.'), false);
  });
  onClick(submit, doLogin);
  onEnter(login, doLogin);
  onEnter(password, doLogin);
  kit.blockSubmit(pane.querySelector('form'));
}


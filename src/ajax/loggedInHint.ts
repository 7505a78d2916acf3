// The plugin file's logged-in hint (`storefront_widgets_logged_in=1`), set and cleared with WordPress's own
// logged-in cookie, which scripts cannot read. On a page a cache printed for a guest it says a customer may be
// reading it: only then is the session asked for what plugins print for customers only. Never trusted for what is
// shown or sent: the session's answer decides.
import { cookies } from '../dom/cookies';

export const LOGGED_IN_HINT = 'storefront_widgets_logged_in';

export function loggedInHint(): boolean {
  return cookies.get(LOGGED_IN_HINT) === '1';
}

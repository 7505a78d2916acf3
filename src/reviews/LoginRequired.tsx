// The log-in message CusRev prints in place of a form for a guest when the shop lets only logged-in customers
// post (cr-review-form.php, qna-tab.php, qna-list.php: `.cr-review-form-not-logged-in` with its text and a
// `Log In` link), read from the printed form and shown as printed, with a way to close the opened panel.
import { __ } from '../i18n';

export interface LoginNotice {
  text: string;
  /** the log-in link, kept only when it stays on this site */
  href: string | null;
  label: string;
}

const sameSite = (href: string | null): string | null => {
  if (!href) return null;
  try {
    return new URL(href, location.href).origin === location.origin ? href : null;
  } catch {
    return null;
  }
};

/** The printed notice inside `scope`, or null when the form is a live one. */
export function readLoginNotice(scope: Element): LoginNotice | null {
  const box = scope.querySelector('.cr-review-form-not-logged-in');
  if (!box) return null;
  const link = box.querySelector('a.cr-review-form-continue');
  return {
    text: (box.querySelector('span')?.textContent ?? '').trim(),
    href: sameSite(link?.getAttribute('href') ?? null),
    label: (link?.textContent ?? '').trim(),
  };
}

export function LoginRequired({ notice, onClose }: { notice: LoginNotice; onClose(): void }) {
  return (
    <div className="cr-review-form-not-logged-in">
      <span>{notice.text}</span>
      {notice.href && notice.label ? (
        <a className="cr-review-form-continue" href={notice.href} rel="nofollow">
          {notice.label}
        </a>
      ) : null}
      <button type="button" className="cr-review-form-cancel" onClick={onClose}>
        {__('Close')}
      </button>
    </div>
  );
}

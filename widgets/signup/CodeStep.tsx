// The code step's texts and icon on Wawp's printed #awp-otp-section: the WhatsApp or e-mail variant, the
// contact it was sent to (the plugin's text carries markup, `<br><b>%s</b>`; the contact is always text), and
// the edit-contact link's text (the link, an <a> without href, is made a button by the view's PlatformButton).
import { createPortal } from 'react-dom';
import { SafeHtml } from '../../src/html/SafeHtml';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import type { Contact } from './flow';
import type { SignupMarkup } from './markup';
import type { SignupTexts } from './texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function CodeStep({ m, contact, t }: { m: SignupMarkup; contact: Contact | null; t: SignupTexts }) {
  usePlatformProps(m.otpIcon, {
    attrs: {
      class: contact ? (contact.byEmail ? 'ri-mail-line' : 'ri-whatsapp-line') : null,
      'aria-hidden': contact ? 'true' : null,
    },
  });
  if (!contact) return null;
  const byEmail = contact.byEmail;
  const sent = t.weSentCode.replace('%s', `<span dir="ltr">${escapeHtml(contact.address)}</span>`);
  return (
    <>
      {m.heading ? createPortal(byEmail ? t.checkEmail : t.checkWhatsApp, m.heading) : null}
      {m.sentMessage ? createPortal(<SafeHtml html={sent} />, m.sentMessage) : null}
      {m.resendMessage ? createPortal(byEmail ? t.wrongEmail : t.wrongWhatsApp, m.resendMessage) : null}
      {m.edit ? createPortal(byEmail ? t.reEnterEmail : t.reEnterNumber, m.edit) : null}
    </>
  );
}

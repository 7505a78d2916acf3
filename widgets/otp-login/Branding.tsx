// Wawp's branding block, when the shop set one (the plugin prints only the parts it set): as printed, or, in
// the code view, the channel's icon, 'Enter your WhatsApp number' / 'Enter your email' and 'We sent you a
// 6-digit code to' + the contact in the printed parts (awp-otp-frontend.js changes only the parts that are
// there); the printed content comes back with the edit link. The title announces the level that follows the
// page's headings (Wawp prints <h3>).
import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fixHeadingLevel } from '../../src/identity/headings';
import { useTakeOver } from '../../src/ui/useTakeOver';
import type { LoginMarkup } from './markup';
import type { LoginTexts } from './texts';

export interface CodeView {
  method: 'whatsapp_otp' | 'email_otp';
  contact: string;
}

/** A printed part whose content the code view replaces. */
function Part({ el, children }: { el: HTMLElement | null; children: ReactNode | null }) {
  useTakeOver(el, children !== null);
  return el && children !== null ? createPortal(children, el) : null;
}

export function Branding({
  branding,
  texts,
  code,
}: {
  branding: LoginMarkup['branding'];
  texts: LoginTexts;
  code: CodeView | null;
}) {
  const title = branding?.title ?? null;
  useLayoutEffect(() => fixHeadingLevel(title), [title]);
  if (!branding) return null;
  const wa = code?.method === 'whatsapp_otp';
  return (
    <>
      <Part el={branding.logo}>
        {code && (
          <div className="awp-icon-wrapper">
            <i id="otp-icon" className={wa ? 'ri-whatsapp-line' : 'ri-mail-line'} aria-hidden="true" />
          </div>
        )}
      </Part>
      <Part el={branding.title}>{code && (wa ? texts.checkWhatsApp : texts.checkEmail)}</Part>
      <Part el={branding.description}>
        {code && (
          <>
            {`${texts.weSentCode} `}
            <br />
            <b dir="ltr">{wa ? `+${code.contact}` : code.contact}</b>
          </>
        )}
      </Part>
    </>
  );
}

// Wawp's branding block, when the shop set one (only the parts it set): the printed logo, title and
// description, or, in the code view, the channel's icon, 'Enter your WhatsApp number' / 'Enter your email' and
// 'We sent you a 6-digit code to' + the contact (awp-otp-frontend.js changes only the parts that are there).
import { SafeHtml } from '../../src/html/SafeHtml';
import type { PrintedBranding } from './printed';
import type { LoginTexts } from './texts';

export interface CodeView {
  method: 'whatsapp_otp' | 'email_otp';
  contact: string;
}

export function Branding({ printed, texts, code }: { printed: PrintedBranding | null; texts: LoginTexts; code: CodeView | null }) {
  if (!printed) return null;
  const wa = code?.method === 'whatsapp_otp';
  return (
    <div className="awp-login-branding">
      {printed.logoHtml !== null &&
        (code ? (
          <div className="awp-logo">
            <div className="awp-icon-wrapper">
              <i id="otp-icon" className={wa ? 'ri-whatsapp-line' : 'ri-mail-line'} aria-hidden="true" />
            </div>
          </div>
        ) : (
          <SafeHtml as="div" className="awp-logo" html={printed.logoHtml} />
        ))}
      {printed.title !== null && (
        <h3 className="awp-login-title" aria-level={printed.titleLevel ?? undefined}>
          {code ? (wa ? texts.checkWhatsApp : texts.checkEmail) : printed.title}
        </h3>
      )}
      {printed.descriptionHtml !== null &&
        (code ? (
          <p className="awp-login-description">
            {`${texts.weSentCode} `}
            <br />
            <b dir="ltr">{wa ? `+${code.contact}` : code.contact}</b>
          </p>
        ) : (
          <SafeHtml as="p" className="awp-login-description" html={printed.descriptionHtml} />
        ))}
    </div>
  );
}

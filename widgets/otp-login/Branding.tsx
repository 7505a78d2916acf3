// Wawp's branding block: the printed logo, title and description, or, in the code view, the channel's icon,
// 'Enter your WhatsApp number' / 'Enter your email' and 'We sent you a 6-digit code to' + the contact.
import { SafeHtml } from '../../src/html/SafeHtml';
import type { PrintedLogin } from './printed';
import type { LoginTexts } from './texts';

export interface CodeView {
  method: 'whatsapp_otp' | 'email_otp';
  contact: string;
}

export function Branding({ printed, texts, code }: { printed: PrintedLogin; texts: LoginTexts; code: CodeView | null }) {
  const wa = code?.method === 'whatsapp_otp';
  return (
    <div className="awp-login-branding">
      {code ? (
        <div className="awp-logo">
          <div className="awp-icon-wrapper">
            <i id="otp-icon" className={wa ? 'ri-whatsapp-line' : 'ri-mail-line'} aria-hidden="true" />
          </div>
        </div>
      ) : (
        <SafeHtml as="div" className="awp-logo" html={printed.logoHtml} />
      )}
      <h3 className="awp-login-title" aria-level={printed.titleLevel ?? undefined}>
        {code ? (wa ? texts.checkWhatsApp : texts.checkEmail) : printed.title}
      </h3>
      <p className="awp-login-description">
        {code ? (
          <>
            {`${texts.weSentCode} `}
            <br />
            <b dir="ltr">{wa ? `+${code.contact}` : code.contact}</b>
          </>
        ) : (
          printed.description
        )}
      </p>
    </div>
  );
}

// Arabic for the login's own fallbacks (awpOtpAjax / awpOtpL10n texts, when printed, win).
import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'Please fill all required fields.': 'يرجى ملء جميع الحقول المطلوبة.',
  'Network error. Please check your connection.': 'خطأ في الشبكة. يرجى التحقق من اتصالك.',
  'Request failed. Please try again.': 'فشل الطلب. يرجى المحاولة مرة أخرى.',
  'Invalid or expired OTP.': 'رمز التحقق غير صالح أو منتهي الصلاحية.',
  'Failed to resend OTP.': 'تعذّر إعادة إرسال رمز التحقق.',
  'Failed to send OTP.': 'تعذّر إرسال رمز التحقق.',
  'Login failed.': 'فشل تسجيل الدخول.',
  'Enter your WhatsApp number': 'أدخل رقم واتساب الخاص بك',
  'Enter your email': 'أدخل بريدك الإلكتروني',
  'We sent you a 6-digit code to': 'أرسلنا لك رمزًا من 6 أرقام إلى',
  'Resend Code': 'إعادة إرسال الرمز',
  'You can resend in %s s': 'يمكنك إعادة الإرسال خلال %s ث',
  "We're building a secure bridge between you and us…": 'نبني جسرًا آمنًا بينك وبيننا…',
  "We're almost sending the OTP to your WhatsApp…": 'أوشكنا على إرسال الرمز إلى واتساب…',
  'Here we go…': 'ها نحن ذا…',
  'Login methods': 'طرق تسجيل الدخول',
  'One-time code': 'رمز التحقق',
};

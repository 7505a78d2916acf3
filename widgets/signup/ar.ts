// Arabic for the signup's own fallbacks (AWP_Signup_L10n texts, when printed, win).
import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'This field is required.': 'هذا الحقل مطلوب.',
  'An unexpected error occurred, please try again.': 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.',
  'An unexpected error occurred while resending the one-time password. Please try again.':
    'حدث خطأ غير متوقع أثناء إعادة إرسال رمز التحقق. يرجى المحاولة مرة أخرى.',
  'Please enter a valid email.': 'يرجى إدخال بريد إلكتروني صالح.',
  'Please enter a valid number.': 'يرجى إدخال رقم صالح.',
  'Check your Email': 'تحقق من بريدك الإلكتروني',
  'Check your WhatsApp': 'تحقق من واتساب',
  'We sent you a 6-digit code to %s': 'أرسلنا لك رمزًا من 6 أرقام إلى %s',
  'Wrong e-mail?': 'بريد إلكتروني خاطئ؟',
  'Please re-enter your email': 'يرجى إعادة إدخال بريدك',
  'Wrong WhatsApp?': 'رقم واتساب خاطئ؟',
  'Please re-enter your number': 'يرجى إعادة إدخال رقمك',
  excellent: 'ممتازة',
  Strong: 'قوية',
  Average: 'متوسطة',
  Weak: 'ضعيفة',
  met: 'متحقق',
  'not met': 'غير متحقق',
  'Password strength': 'قوة كلمة المرور',
  'E-mail suggestions': 'اقتراحات البريد الإلكتروني',
  'One-time code': 'رمز التحقق',
};

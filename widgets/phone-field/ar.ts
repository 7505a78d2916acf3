// Arabic for the phone field's own fallbacks (awpTelInputStrings, when printed, wins).
import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  '✓ Valid phone number.': '✓ رقم هاتف صالح.',
  '✗ Invalid phone number. Make sure to add your country code.':
    '✗ رقم هاتف غير صالح. تأكد من إضافة رمز الدولة.',
  'The number will be updated automatically by adding the country code after you finish typing.':
    'سيتم تحديث الرقم تلقائيًا بإضافة رمز الدولة بعد الانتهاء من الكتابة.',
  'Change country, selected ${countryName} (${dialCode})':
    'تغيير دولة رقم الهاتف، المحددة ${countryName} (${dialCode})',
  'Select a country': 'اختر دولة لرقم الهاتف',
  'List of countries': 'قائمة الدول',
  'Search country': 'ابحث عن دولة',
  'Clear search': 'مسح البحث',
  Close: 'إغلاق',
  'No results found': 'لم يتم العثور على نتائج',
  '%d result found': [
    'لم يتم العثور على نتائج',
    'تم العثور على نتيجة واحدة',
    'تم العثور على نتيجتين',
    'تم العثور على %d نتائج',
    'تم العثور على %d نتيجة',
    'تم العثور على %d نتيجة',
  ],
};

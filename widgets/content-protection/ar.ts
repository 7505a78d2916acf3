import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'You are not allowed to copy content or view source': 'غير مسموح لك بنسخ المحتوى أو عرض المصدر',
  'Content is protected !!': 'المحتوى محمي !!',
  'You are not allowed to save images!': 'غير مسموح لك بحفظ الصور!',
  'Context Menu disabled!': 'قائمة السياق معطلة!',
};

// The media lightbox's own Arabic, added when a chunk that shows it loads (the entry carries none).
import type { Catalogue } from '../i18n';

export const mediaLightboxArabic: Catalogue = {
  slide: 'شريحة',
  Previous: 'السابق',
  Next: 'التالي',
  'Slide %1$d of %2$d': 'الشريحة %1$d من %2$d',
  'Play video': 'تشغيل الفيديو',
  'Pause video': 'إيقاف الفيديو مؤقتاً',
  Close: 'إغلاق',
};

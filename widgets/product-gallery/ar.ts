import type { Catalogue } from '../../src/i18n';

export const arabic: Catalogue = {
  'Product images': 'صور المنتج',
  'View full-screen image gallery': 'عرض معرض الصور بملء الشاشة',
  carousel: 'عرض شرائح',
  slide: 'شريحة',
  'Slide %1$d of %2$d': 'الشريحة %1$d من %2$d',
};

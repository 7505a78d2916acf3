import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ComingSoonBanner } from './ComingSoonBanner';

addArabic({
  'Store status': 'حالة المتجر',
  'Dismiss the coming soon banner': 'إغلاق شريط "قريباً"',
  'The banner could not be dismissed. Please try again.': 'تعذّر إغلاق الشريط. حاول مرة أخرى.',
});

const widget: ReactWidget = { Component: ComingSoonBanner };
export default widget;

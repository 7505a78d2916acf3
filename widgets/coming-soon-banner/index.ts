import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ComingSoonBanner } from './ComingSoonBanner';

addArabic({
  'Store status': 'حالة المتجر',
  'Dismiss the coming soon banner': 'إغلاق شريط "قريباً"',
});

const widget: ReactWidget = { Component: ComingSoonBanner };
export default widget;

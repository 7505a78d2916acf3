import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { mountTrustBadge } from './trustBadge';
import './trust-badge.css';

addArabic({ 'Expand the trust badge': 'توسيع شارة الثقة', Close: 'إغلاق' });

const widget: DomWidget = { mount: (el) => mountTrustBadge(el) };
export default widget;

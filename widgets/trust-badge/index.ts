import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { TrustBadge } from './TrustBadge';
import './trust-badge.css';

addArabic({ 'Expand the trust badge': 'توسيع شارة الثقة', Close: 'إغلاق' });

const widget: ReactWidget = { Component: TrustBadge };
export default widget;

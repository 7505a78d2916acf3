// Points box on cart and checkout: React roots on the box and on each remove link.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ar } from './ar';
import { PointsBox } from './PointsBox';

addArabic(ar);

const widget: ReactWidget = { Component: PointsBox };
export default widget;

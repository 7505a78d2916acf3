import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ar } from './ar';
import { AccountPoints } from './AccountPoints';

addArabic(ar);

const widget: ReactWidget = { Component: AccountPoints };
export default widget;

// Astra's quantity +/- buttons, on every quantity field Astra targets.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { mountQuantityButtons } from './quantityButtons';

addArabic({ 'Decrease quantity': 'إنقاص الكمية', 'Increase quantity': 'زيادة الكمية' });

const widget: DomWidget = { mount: (el) => mountQuantityButtons(el) };
export default widget;

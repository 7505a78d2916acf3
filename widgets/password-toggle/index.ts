import type { DomWidget } from '../../mount/types';
import { attachPasswordToggle } from '../../src/dom/passwordToggle';
import { addArabic } from '../../src/i18n';
import './password-toggle.css';

const widget: DomWidget = {
  mount(el) {
    if (!(el instanceof HTMLInputElement)) return () => {};
    addArabic({ 'Show password': 'إظهار كلمة المرور', 'Hide password': 'إخفاء كلمة المرور' });
    return attachPasswordToggle(el);
  },
};
export default widget;

// Wawp's signup form and its one-time-code step on `#awp-signup-container`.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { mountSignup } from './signup';
import './signup.css';

const widget: DomWidget = {
  mount(el) {
    addArabic(arabic);
    return mountSignup(el);
  },
};
export default widget;

// The variable product form (add-to-cart-variation.js): see variationForm.ts.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { classicVariationScript } from './classicScript';
import { mountVariationForm } from './variationForm';
import './variation-form.css';

addArabic(arabic);

const widget: DomWidget = {
  mount(el) {
    if (!(el instanceof HTMLFormElement) || classicVariationScript()) return () => {};
    return mountVariationForm(el);
  },
};
export default widget;

// The cart page form: quantities update the cart and totals in place.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { mountCartForm } from './cartForm';

addArabic({
  'The cart could not be updated. Please try again.': 'تعذّر تحديث السلة. يرجى المحاولة مرة أخرى.',
});

const widget: DomWidget = {
  mount: (el) => (el instanceof HTMLFormElement ? mountCartForm(el) : () => {}),
};
export default widget;

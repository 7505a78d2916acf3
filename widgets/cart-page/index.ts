// The cart page form: quantities update the cart and totals in place; on a page cached for a guest, the
// customer's own cart actions (./sessionActions).
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { mountCartForm } from './cartForm';
import { followSessionActions } from './sessionActions';

addArabic({
  'The cart could not be updated. Please try again.': 'تعذّر تحديث السلة. يرجى المحاولة مرة أخرى.',
});

const widget: DomWidget = {
  mount(el, { store }) {
    if (!(el instanceof HTMLFormElement)) return () => {};
    void followSessionActions(el, store);
    return mountCartForm(el);
  },
};
export default widget;

// Add to cart: listing buttons (wc-ajax=add_to_cart) and the product page form (every product type).
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { mountLoopButton } from './loopButton';
import { mountProductForm } from './productForm';
import './add-to-cart.css';

addArabic(arabic);

const widget: DomWidget = {
  // the one store comes from the mount context (cart adds, the drawer), never a module import
  mount(el, { store }) {
    if (el instanceof HTMLFormElement) return mountProductForm(el, store);
    return mountLoopButton(el, store);
  },
};
export default widget;

// Astra's mini-cart flyout: the drawer, removing items and (Astra Pro) changing quantities in it.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { mountDrawer } from './drawer';
import { mountQuantity } from './qty';
import { removeItem } from './remove';

addArabic(arabic);

const widget: DomWidget = {
  mount(drawer) {
    const stopDrawer = mountDrawer(drawer);
    const stopQty = mountQuantity(drawer);
    // remove links in any mini-cart widget on the page (the drawer's and a sidebar's)
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('.widget_shopping_cart_content a.remove_from_cart_button') : null;
      if (!link || e.defaultPrevented) return;
      e.preventDefault();
      void removeItem(link);
    };
    document.addEventListener('click', onClick);
    return () => {
      stopDrawer();
      stopQty();
      document.removeEventListener('click', onClick);
    };
  },
};
export default widget;

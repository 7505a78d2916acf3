// The product page's gallery (single-product.js's): see gallery.ts.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { classicGallery } from '../../src/gallery/classic';
import { mountGallery } from './gallery';
import './product-gallery.css';

addArabic(arabic);

const widget: DomWidget = {
  mount(el) {
    return classicGallery(el) ? () => {} : mountGallery(el);
  },
};
export default widget;

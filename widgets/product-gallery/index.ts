// The product page's gallery (single-product.js's): see ProductGallery.tsx.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { ProductGallery } from './ProductGallery';
import './product-gallery.css';

addArabic(arabic);

const widget: ReactWidget = { Component: ProductGallery };
export default widget;

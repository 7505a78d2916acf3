// The product gallery's lightbox (single-product.js's PhotoSwipe): see ProductLightbox.tsx.
import type { ReactWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { ProductLightbox } from './ProductLightbox';

addArabic({ 'Product images': 'صور المنتج' });

const widget: ReactWidget = { Component: ProductLightbox };
export default widget;

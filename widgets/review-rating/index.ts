// The review form's star rating (wc-single-product's single-product.js): see reviewRating.ts.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { arabic } from './ar';
import { mountReviewRating } from './reviewRating';
import './review-rating.css';

addArabic(arabic);

const widget: DomWidget = {
  mount(el) {
    if (!(el instanceof HTMLSelectElement)) return () => {};
    return mountReviewRating(el);
  },
};
export default widget;

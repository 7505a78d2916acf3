import type { DomWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { mountProductReviews } from './productReviews';

addReviewsArabic();

const widget: DomWidget = { mount: (el) => mountProductReviews(el) };
export default widget;

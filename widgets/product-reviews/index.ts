import type { DomWidget } from '../../mount/types';
import { addReviewsArabic } from '../reviews-core/ar';
import { mountProductReviews } from './productReviews';

addReviewsArabic();

const widget: DomWidget = { mount: (el) => mountProductReviews(el) };
export default widget;

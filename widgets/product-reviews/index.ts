import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { ProductReviews } from './ProductReviews';

addReviewsArabic();

const widget: ReactWidget = { Component: ProductReviews };
export default widget;

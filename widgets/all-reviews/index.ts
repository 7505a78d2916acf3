import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { AllReviews } from './AllReviews';

addReviewsArabic();

const widget: ReactWidget = { Component: AllReviews };
export default widget;

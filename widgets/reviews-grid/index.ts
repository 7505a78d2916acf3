import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { addGridArabic } from './ar';
import { ReviewsGrid } from './ReviewsGrid';
import './reviews-grid.css';

addReviewsArabic();
addGridArabic();

const widget: ReactWidget = { Component: ReviewsGrid };
export default widget;

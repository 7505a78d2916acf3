import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { addSliderArabic } from './ar';
import { ReviewsSlider } from './ReviewsSlider';
import './reviews-slider.css';

addReviewsArabic();
addSliderArabic();

const widget: ReactWidget = { Component: ReviewsSlider };
export default widget;

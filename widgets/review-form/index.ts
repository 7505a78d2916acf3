import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { ReviewForm } from './ReviewForm';
import '../../src/reviews/forms.css';

addReviewsArabic();

// `inside`: the PHP form element becomes the root, so the list widget can show and hide it as it does today.
const widget: ReactWidget = { Component: ReviewForm, placement: 'inside' };
export default widget;

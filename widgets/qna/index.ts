import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { Qna } from './Qna';
import '../../src/reviews/forms.css';

addReviewsArabic();

const widget: ReactWidget = { Component: Qna };
export default widget;

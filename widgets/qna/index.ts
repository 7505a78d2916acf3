import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { addQnaArabic } from './ar';
import { Qna } from './Qna';
import '../../src/reviews/forms.css';

addReviewsArabic();
addQnaArabic();

const widget: ReactWidget = { Component: Qna };
export default widget;

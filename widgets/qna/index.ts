import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../reviews-core/ar';
import { Qna } from './Qna';
import '../reviews-core/forms.css';

addReviewsArabic();

const widget: ReactWidget = { Component: Qna };
export default widget;

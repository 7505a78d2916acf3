import type { ReactWidget } from '../../mount/types';
import { addReviewsArabic } from '../reviews-core/ar';
import { Qna } from './Qna';
import '../reviews-core/forms.css';

addReviewsArabic();

const widget: ReactWidget = { Component: Qna };
export default widget;

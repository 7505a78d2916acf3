import type { DomWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../reviews-core/ar';
import { mountReviewUploads } from './reviewUploads';
import '../reviews-core/forms.css';

addReviewsArabic();

const widget: DomWidget = { mount: (el) => mountReviewUploads(el) };
export default widget;

import type { DomWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { mountReviewUploads } from './reviewUploads';
import '../../src/reviews/forms.css';

addReviewsArabic();

const widget: DomWidget = { mount: (el) => mountReviewUploads(el) };
export default widget;

import type { DomWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { mountReviewsGrid } from './reviewsGrid';

addReviewsArabic();

const widget: DomWidget = { mount: (el) => mountReviewsGrid(el) };
export default widget;

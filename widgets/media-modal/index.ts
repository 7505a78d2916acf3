import type { ReactWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { MediaModal } from './MediaModal';

addReviewsArabic();

const widget: ReactWidget = { Component: MediaModal };
export default widget;

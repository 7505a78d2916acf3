// The all-reviews block (`[cusrev_all_reviews]`): the product list's behaviour plus numbered page links that
// replace the list, over cr_show_more_all_reviews.
import type { DomWidget } from '../../src/mount/types';
import { addReviewsArabic } from '../../src/reviews/ar';
import { allReviewsSource, mountReviewList } from '../../src/reviews/reviewList';

addReviewsArabic();

const widget: DomWidget = {
  mount: (el) => mountReviewList(el, { source: allReviewsSource(el.dataset.attributes ?? '{}') }),
};
export default widget;

// The product page's reviews tab (CusRev 5.117.0 templates/cr-ajax-product-reviews.php, mounted on
// `#reviews.cr-reviews-ajax-reviews`): the list behaviour from src/reviews on `#comments`, and 'add review',
// which shows `.cr-ajax-reviews-review-form` (a sibling of #comments) in place of the list and back.
import { mountReviewList, productSource } from '../../src/reviews/reviewList';
import { bindAddReview } from '../../src/reviews/addReview';

export function mountProductReviews(root: HTMLElement): () => void {
  const comments = root.querySelector<HTMLElement>('.cr-reviews-ajax-comments');
  if (!comments) return () => {};
  const productID = comments.querySelector<HTMLElement>('ol.cr-ajax-reviews-list')?.dataset.product ?? '';
  const nonces = {
    list: comments.dataset.nonce ?? '',
    filter: comments.querySelector<HTMLElement>('.cr-summaryBox-ajax')?.dataset.nonce ?? '',
  };
  const cleanupList = mountReviewList(comments, { source: productSource(productID, nonces) });
  const cleanupForm = bindAddReview(root);
  return () => {
    cleanupList();
    cleanupForm();
  };
}

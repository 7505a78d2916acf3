// The product page's reviews tab (CusRev ajax reviews, `#reviews.cr-reviews-ajax-reviews`): the list behaviour
// from src/reviews plus the 'add review' button that swaps the list for the review form and back.
import { mountReviewList, productSource } from '../../src/reviews/reviewList';
import { bindAddReview } from '../../src/reviews/addReview';

export function mountProductReviews(root: HTMLElement): () => void {
  const comments = root.querySelector<HTMLElement>('.cr-reviews-ajax-comments') ?? root;
  const list = comments.querySelector<HTMLElement>('ol.cr-ajax-reviews-list');
  const productID = list?.dataset.product ?? '';
  const security = comments.dataset.nonce ?? comments.querySelector<HTMLElement>('.cr-summaryBox-ajax')?.dataset.nonce ?? '';
  const cleanupList = mountReviewList(comments, { source: productSource(productID, security) });
  const cleanupForm = bindAddReview(comments);
  return () => {
    cleanupList();
    cleanupForm();
  };
}


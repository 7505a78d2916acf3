// The product page's reviews tab (CusRev 5.117.0 templates/cr-ajax-product-reviews.php, mounted on
// `#reviews.cr-reviews-ajax-reviews`; with ajax reviews off `#reviews.woocommerce-Reviews`, NoAjaxTab.tsx) as a React root: `#comments` is rendered from the list state (the same
// classes and structure the plugin prints, so its stylesheet applies), read first from the printed markup;
// 'add review' shows `.cr-ajax-reviews-review-form` (a sibling of #comments, the review-form widget's) in place
// of the list and back.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { productSource } from '../../src/reviews/listSources';
import { readPrintedList } from '../../src/reviews/readList';
import { ReviewListView } from '../../src/reviews/ReviewListView';
import { useAddReview } from '../../src/reviews/useAddReview';
import { useReviewList } from '../../src/reviews/useReviewList';
import { useTakeOver } from '../../src/ui/useTakeOver';
import { NoAjaxTab } from './NoAjaxTab';

function Tab({ el, comments }: { el: HTMLElement; comments: HTMLElement }) {
  const [printed] = useState(() => readPrintedList(comments));
  const source = useMemo(() => {
    const list = printed.parts.find((p) => p.kind === 'list');
    const summary = printed.parts.find((p) => p.kind === 'summary');
    return productSource(list?.kind === 'list' ? list.product : '', {
      list: comments.dataset.nonce ?? '',
      filter: summary?.kind === 'summary' ? summary.nonce : '',
    });
  }, [printed, comments]);
  const list = useReviewList(printed.initial, source);
  useTakeOver(comments);
  const add = useAddReview(comments, el.querySelector<HTMLElement>('.cr-ajax-reviews-review-form'));
  const { page } = list.state;

  useEffect(() => comments.setAttribute('data-page', String(page)), [comments, page]);

  return createPortal(
    <ReviewListView
      parts={printed.parts}
      chips={printed.chips}
      list={list}
      addReview={(label, className) =>
        add.available ? (
          <button
            className={className}
            type="button"
            aria-expanded={add.open}
            onClick={(e) => add.openFrom(e.currentTarget)}
          >
            {label}
          </button>
        ) : null
      }
    />,
    comments,
  );
}

export function ProductReviews({ el }: WidgetProps) {
  const comments = el.querySelector<HTMLElement>('.cr-reviews-ajax-comments');
  if (comments) return <Tab el={el} comments={comments} />;
  return el.classList.contains('woocommerce-Reviews') ? <NoAjaxTab el={el} /> : null;
}

// The all-reviews block (`[cusrev_all_reviews]`, CusRev 5.117.0 CR_All_Reviews::display_reviews(), mounted on
// `.cr-all-reviews-shortcode`) as a React root on the reviews list core: the block's content is rendered from
// the list state (the classes and structure the plugin prints), read first from the printed markup; numbered
// pages (`.cr-all-reviews-pagination`) or show more (`.cr-show-more-button`), as the block prints them. With
// add_review="true" the printed form (`.cr-review-form-wrap`, kept as printed: the review-form widget runs it)
// opens from the summary's `.cr-all-reviews-add-review` as the plugin's script (`cr-all-reviews-new-review`).
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/mount/types';
import { allReviewsSource, postedAttributes } from '../../src/reviews/listSources';
import { readPrintedList } from '../../src/reviews/readList';
import { useBlockForm } from '../../src/reviews/useBlockForm';
import { ReviewListView } from '../../src/reviews/ReviewListView';
import { useReviewList } from '../../src/reviews/useReviewList';
import { useTakeOver } from '../../src/ui/useTakeOver';

export function AllReviews({ el }: WidgetProps) {
  const [printed] = useState(() => readPrintedList(el));
  const source = useMemo(() => allReviewsSource(postedAttributes(el.dataset.attributes)), [el]);
  const list = useReviewList(printed.initial, source, { ratingClearsTags: true });
  useTakeOver(el);
  useBlockForm(el, 'cr-all-reviews-new-review');
  return createPortal(<ReviewListView parts={printed.parts} chips={printed.chips} list={list} />, el);
}

// The reviews tab CusRev prints with ajax reviews off (templates/cr-single-product-reviews.php: `#reviews.woocommerce-Reviews`,
// `.ivole-summaryBox.cr-noAjax`, WooCommerce's `ol.commentlist` and comment form), run as the plugin's script runs
// it (js/frontend.js 5.117.0 l. 277: a click on a row's `.cr-histogram-a` sets `cr_ajax_object.rating_filter` to
// the row's rating in the page's URL, the hash to `reviews_tab`, and loads it; 5.80.1 binds `.ivole-histogram-a`
// the same way; l. 179: the votes of `ol.commentlist`). Nothing is re-rendered: the printed rows become keyboard
// toggle buttons (the one a `?ivrating=N` page shows pressed), the printed votes run as on the ajax template;
// the comment form's captcha is checked on submit (commentFormCaptcha.ts); its uploads and the customer images
// are other widgets'.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { __ } from '../../src/i18n';
import { Notice } from '../../src/ui/Notice';
import { gateCommentForm } from './commentFormCaptcha';
import type { CrAjaxObject } from '../../src/settings/reviews';
import { readCrAjaxObject } from '../../src/settings/reviews';
import { nav } from '../../src/reviews/dom';
import { HistogramRows } from '../../src/reviews/Histogram';
import { PrintedVote } from '../../src/reviews/PrintedVote';
import { readPrintedReview } from '../../src/reviews/reviewItem';

/**
 * The page's URL with the rating query var and the reviews tab's anchor, as the plugin's script builds it, without
 * WordPress's comment page: from `…/comment-page-N/` the plugin's script stays on page N, which the filtered list
 * may not have (the template then says there are no reviews); without it WordPress opens the list's default page.
 */
export function filterUrl(settings: CrAjaxObject, rating: number, href = location.href): string {
  const url = new URL(href);
  url.pathname = url.pathname.replace(/\/comment-page-\d+\/?$/, '/');
  url.searchParams.set(settings.rating_filter, String(rating));
  url.hash = settings.reviews_tab;
  return url.toString();
}

/** The rating this page was filtered by (CR_Reviews::filter_comments2 reads 1..5), 0 for none. */
function pageRating(settings: CrAjaxObject): number {
  const r = Math.trunc(Number(new URL(location.href).searchParams.get(settings.rating_filter)) || 0);
  return r > 0 && r <= 5 ? r : 0;
}

export function NoAjaxTab({ el }: { el: HTMLElement }) {
  const [printed] = useState(() => {
    const settings = readCrAjaxObject();
    return {
      settings,
      rating: pageRating(settings),
      box: el.querySelector<HTMLElement>('#comments .ivole-summaryBox.cr-noAjax'),
      reviews: Array.from(el.querySelectorAll<HTMLElement>('ol.commentlist > li')).map(readPrintedReview),
      form: el.querySelector<HTMLFormElement>('form#commentform'),
      captcha: el.querySelector<HTMLElement>('form#commentform .cr-captcha'),
    };
  });
  const { settings, box, form, captcha } = printed;
  const [unsolved, setUnsolved] = useState(false);
  useEffect(() => (form && captcha ? gateCommentForm(form, setUnsolved) : undefined), [form, captcha]);
  return (
    <>
      {captcha?.parentElement
        ? createPortal(
            <Notice
              type="error"
              className="sw-comment-captcha"
              message={unsolved ? __('Please confirm that you are not a robot') : null}
            />,
            captcha.parentElement,
          )
        : null}
      {box ? (
        <HistogramRows
          box={box}
          selected={printed.rating}
          onSelect={(rating) => nav.assign(filterUrl(settings, rating))}
        />
      ) : null}
      {printed.reviews.map((r) => {
        const cont = r.printed.querySelector<HTMLElement>('.cr-voting-cont');
        return cont && r.vote ? <PrintedVote key={r.key} cont={cont} initial={r.vote} /> : null;
      })}
    </>
  );
}

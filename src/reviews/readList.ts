// What a printed CusRev reviews list says about itself, read once when its root mounts: the parts in the order
// the PHP printed them (templates/cr-ajax-product-reviews.php, CR_All_Reviews::display_reviews()), the histogram
// rows, the search field, the tag chips, the sort select, the reviews, show more, the numbered pages. Parts the
// widget does not render (the title, the customer images strip, an add-review form) stay the printed elements.
import { readPrintedReview, type PrintedReview } from './reviewItem';
import type { ListState } from './listModel';
import { HISTOGRAM_CONTROL } from './histogram';

export interface SearchPart {
  kind: 'search';
  placeholder: string;
  label: string;
  name: string;
  /** the printed icons, hosted as they are (the clear icon is the printed `.cr-clear-input` span) */
  searchIcon: Element | null;
  clear: HTMLElement | null;
  /** the all-reviews block's 'Search' button text, null where there is none */
  button: string | null;
}
/** the summary box's own children: the overall rating (its children, the add-review button among them), the
 * histogram box, and what else the PHP printed there (separators) */
export type SummaryChild =
  | { kind: 'overall'; className: string; children: Element[] }
  | { kind: 'box'; box: HTMLElement }
  | { kind: 'static'; node: Element };

export interface SelectOption {
  value: string;
  label: string;
}
export interface Chip {
  id: string;
  className: string;
  label: string;
}

export type Part =
  | { kind: 'static'; node: Element }
  /** CR_Reviews::show_nosummary() (histogram off): the rating and its own add-review button */
  | { kind: 'noSummary'; className: string; children: Element[] }
  | {
      kind: 'summary';
      className: string;
      children: SummaryChild[];
      addReview: { label: string } | null;
      nonce: string;
    }
  | SearchPart
  | { kind: 'tags' }
  /** `count`: the printed count wording, shown as it is until an answer brings another */
  | {
      kind: 'countRow';
      count: { el: HTMLElement; html: string } | null;
      sort: { name: string; label: string; nonce: string; options: SelectOption[] } | null;
    }
  | { kind: 'list'; className: string; product: string }
  | { kind: 'more'; wrapClass: string | null; buttonClass: string; buttonId: string }
  | { kind: 'spinner' }
  | { kind: 'noReviews'; tag: 'p' | 'div'; text: string }
  /** `printed`: the printed links, read as they are until an answer brings others */
  | { kind: 'pagination'; printed: Element };

export interface PrintedList {
  parts: Part[];
  chips: Chip[];
  initial: ListState;
}

const attr = (el: Element | null | undefined, name: string) => el?.getAttribute(name) ?? '';
const shown = (el: Element | null) => el instanceof HTMLElement && !el.hidden && el.style.display !== 'none';

function readPart(el: Element): Part {
  if (el.matches('.cr-summaryBox-wrap')) {
    const box = el.querySelector('.ivole-summaryBox');
    const add = el.querySelector('.cr-ajax-reviews-add-review, .cr-all-reviews-add-review');
    const overall = el.querySelector('.cr-overall-rating-wrap');
    return {
      kind: 'summary',
      className: attr(el, 'class'),
      children: Array.from(el.children).map((c): SummaryChild => {
        if (c === overall)
          return { kind: 'overall', className: attr(c, 'class'), children: Array.from(c.children) };
        if (c === box && c instanceof HTMLElement) return { kind: 'box', box: c };
        return { kind: 'static', node: c };
      }),
      addReview: add ? { label: add.textContent?.trim() ?? '' } : null,
      nonce: attr(box, 'data-nonce'),
    };
  }
  if (el.matches('.cr-ajax-reviews-nosummary'))
    return { kind: 'noSummary', className: attr(el, 'class'), children: Array.from(el.children) };
  if (el.matches('.cr-ajax-search')) {
    const input = el.querySelector('input');
    const clear = el.querySelector<HTMLElement>('.cr-clear-input');
    const button = el.querySelector('button.cr-button-search');
    return {
      kind: 'search',
      placeholder: attr(input, 'placeholder'),
      label: attr(input, 'aria-label') || attr(input, 'placeholder'),
      name: attr(input, 'name'),
      searchIcon: el.querySelector('.cr-ajax-search-icon'),
      clear,
      button: button ? (button.textContent ?? '') : null,
    };
  }
  if (el.matches('.cr-review-tags-filter')) return { kind: 'tags' };
  if (el.matches('.cr-count-row')) {
    const select = el.querySelector('select.cr-ajax-reviews-sort');
    const count = el.querySelector<HTMLElement>('.cr-count-row-count');
    return {
      kind: 'countRow',
      count: count ? { el: count, html: count.innerHTML } : null,
      sort: select
        ? {
            name: attr(select, 'name'),
            label: attr(select, 'aria-label'),
            nonce: attr(select, 'data-nonce'),
            options: Array.from(select.querySelectorAll('option')).map((o) => ({
              value: o.value,
              label: o.textContent ?? '',
            })),
          }
        : null,
    };
  }
  if (el.matches('ol.commentlist, ol.cr-ajax-reviews-list'))
    return { kind: 'list', className: attr(el, 'class'), product: attr(el, 'data-product') };
  if (el.matches('.cr-show-more-review-spinner-cnt') || el.matches('button.cr-show-more-button')) {
    const b = el.matches('button') ? el : el.querySelector('button');
    return {
      kind: 'more',
      wrapClass: el.matches('button') ? null : attr(el, 'class'),
      buttonClass: attr(b, 'class'),
      buttonId: attr(b, 'id'),
    };
  }
  if (el.matches('.cr-show-more-review-spinner')) return { kind: 'spinner' };
  if (el.matches('.cr-search-no-reviews'))
    return { kind: 'noReviews', tag: el.tagName === 'DIV' ? 'div' : 'p', text: el.textContent ?? '' };
  if (el.matches('.cr-all-reviews-pagination')) return { kind: 'pagination', printed: el };
  return { kind: 'static', node: el };
}

/** `root` is #comments (product tab) or .cr-all-reviews-shortcode. */
export function readPrintedList(root: HTMLElement): PrintedList {
  const parts = Array.from(root.children).map(readPart);
  const list = root.querySelector('ol.commentlist, ol.cr-ajax-reviews-list');
  const items: PrintedReview[] = list
    ? Array.from(list.children)
        .filter(
          (li): li is HTMLElement =>
            li instanceof HTMLElement && !li.matches('.cr-pagination-review-spinner'),
        )
        .map((li, i) => readPrintedReview(li, i))
    : [];
  const chips = Array.from(root.querySelectorAll('.cr-review-tags-filter .cr-tags-filter[data-crtagid]')).map(
    (c) => ({
      id: attr(c, 'data-crtagid'),
      className: attr(c, 'class').replace(/\s*\bcr-tag-selected\b/g, ''),
      label: c.textContent ?? '',
    }),
  );
  const select = root.querySelector<HTMLSelectElement>('select.cr-ajax-reviews-sort');
  const button = root.querySelector('button.cr-show-more-reviews-prd, button.cr-show-more-button');
  const page = Number(root.getAttribute('data-page') ?? button?.getAttribute('data-page') ?? '1');
  const pagination = root.querySelector('.cr-all-reviews-pagination');
  return {
    parts,
    chips,
    initial: {
      query: {
        // the PHP filtered already on ?ivrating= pages: its row is printed selected
        rating:
          Number(attr(root.querySelector(`.ivole-histogramRow-s ${HISTOGRAM_CONTROL}`), 'data-rating')) || 0,
        sort: select?.value || 'recent',
        search: root.querySelector<HTMLInputElement>('.cr-ajax-search input')?.value.trim() ?? '',
        tags: Array.from(root.querySelectorAll('.cr-tags-filter.cr-tag-selected[data-crtagid]')).map((c) =>
          attr(c, 'data-crtagid'),
        ),
      },
      page: Number.isFinite(page) ? page : 1,
      items,
      more: { shown: shown(button), label: button?.textContent?.trim() ?? '' },
      countRow: root.querySelector('.cr-count-row-count')?.innerHTML ?? '',
      pagination: pagination ? pagination.innerHTML : null,
      noReviews: shown(root.querySelector('.cr-search-no-reviews')),
      loading: null,
      error: '',
    },
  };
}

// Which CusRev action a reviews-list query becomes, with the nonce each one is checked against
// (includes/reviews/class-cr-ajax-reviews.php, js/frontend.js 5.117.0).
import type { NonceField } from '../ajax/nonceRetry';
import { isRecord, parseJson } from '../settings/parse';
import type { Data } from './api';
import type { ListQuery } from './listModel';

export type { ListQuery } from './listModel';

export interface ListSource {
  /** the call for a query at `page`; `kind` says why it is asked */
  request(
    q: ListQuery,
    page: number,
    kind: 'sort' | 'filter' | 'more' | 'page' | 'search',
  ): { action: string; data: Data; nonce?: NonceField };
  /** product lists apply show-more answers only when response.page > 0 */
  productPaging: boolean;
}

export interface ProductNonces {
  /** #comments[data-nonce]: cr_product_reviews_<id>, sent with cr_show_more_reviews */
  list: string;
  /** .cr-summaryBox-ajax[data-nonce]: cr_product_reviews_filter_<id>, sent with cr_filter_reviews */
  filter: string;
}

/**
 * The two nonces as the fresh-nonces action keys them: when a shop turns CusRev's `cr_reviews_check_nonce` on,
 * check_ajax_referer answers a stale one `-1` (403), and the call is sent once more with a fresh one.
 */
const LIST_NONCE: NonceField = {
  field: 'security',
  from: { selector: '#comments.cr-reviews-ajax-comments', attribute: 'data-nonce' },
};
const FILTER_NONCE: NonceField = {
  field: 'security',
  from: { selector: '.cr-summaryBox-ajax', attribute: 'data-nonce' },
};

/**
 * A product's reviews tab. Show more sends the page the list holds now (#comments[data-page], 1 as printed)
 * and the server answers the next one; a search or a tag change asks cr_show_more_reviews for page 0 (the
 * first page); sort and the histogram have their own actions while no search or tag narrows the list.
 */
export function productSource(productID: string, nonces: ProductNonces): ListSource {
  return {
    productPaging: true,
    request(query, page, kind) {
      const filtered = query.search !== '' || query.tags.length > 0;
      if (kind === 'sort' && !filtered)
        return { action: 'cr_sort_reviews', data: { productID, sort: query.sort, rating: query.rating } };
      if (kind === 'filter' && !filtered)
        return {
          action: 'cr_filter_reviews',
          data: { productID, rating: query.rating, sort: query.sort, security: nonces.filter },
          nonce: FILTER_NONCE,
        };
      return {
        action: 'cr_show_more_reviews',
        data: {
          productID,
          page: kind === 'more' ? page : 0,
          sort: query.sort,
          rating: query.rating,
          search: query.search,
          tags: query.tags,
          security: nonces.list,
        },
        nonce: LIST_NONCE,
      };
    },
  };
}

/** A scalar or a list of scalars as jQuery.param posts it (true -> "true"); anything else is left out. */
function asPosted(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (Array.isArray(v)) return v.filter((x) => typeof x === 'string' || typeof x === 'number');
  return undefined;
}

/**
 * A data-* attribute as the plugin's script posts it: jQuery's .data() parses only JSON that starts with `{` or
 * `[` (getData's rbrace) and leaves anything else a string (Q&A's tab prints `"cr_qna"`, quotes included);
 * jQuery.param then posts an object as `key[sub]=v`, a list as `key[]=v`, null as ''.
 */
export function postedData(raw: string | undefined): unknown {
  const v = raw ?? '';
  if (v === 'null') return '';
  if (!/^(?:\{[\w\W]*\}|\[[\w\W]*\])$/.test(v)) return v;
  const parsed = parseJson(v);
  if (isRecord(parsed)) return Object.fromEntries(Object.entries(parsed).map(([k, x]) => [k, asPosted(x)]));
  return Array.isArray(parsed) ? asPosted(parsed) : v;
}

/**
 * The block's data-attributes (wp_json_encode of its shortcode attributes) as the plugin's script posts them:
 * jQuery's .data() parses the JSON and jQuery.param sends `attributes[per_page]=5`, booleans as "true"/"false"
 * (fill_attributes() compares with 'true'). Malformed JSON posts no attributes (the server's defaults).
 */
export function postedAttributes(json: string | undefined): Record<string, unknown> {
  const parsed = parseJson(json ?? '');
  if (!isRecord(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, asPosted(v)]));
}

/**
 * The all-reviews block (CR_All_Reviews, js/frontend.js cr_filter_all_reviews): one action for every query.
 * A new query sends page 0; show more sends the button's data-page and a numbered link its own data-page (the
 * page before the one it shows); the server answers page + 1. The rating is sent only when a row is selected.
 */
export function allReviewsSource(attributes: Record<string, unknown>): ListSource {
  return {
    productPaging: false,
    request(query, page, kind) {
      return {
        action: 'cr_show_more_all_reviews',
        data: {
          attributes,
          rating: query.rating > 0 ? query.rating : undefined,
          page: kind === 'more' || kind === 'page' ? page : 0,
          search: query.search,
          sort: query.sort,
          tags: query.tags,
        },
      };
    },
  };
}

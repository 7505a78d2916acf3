// The suggestion entity and the parser for FiboSearch's answers. Every field is
// checked; a plain string in the list becomes {value, data: null}; unknown types are dropped.
import {
  arr,
  bool,
  isRecord,
  num,
  obj,
  optNum,
  optStr,
  record,
  str,
  type Parser,
} from '../../src/settings/parse';

export const SUGGESTION_TYPES = [
  'product',
  'product_variation',
  'taxonomy',
  'vendor',
  'post',
  'more_products',
  'headline',
  'headline-v2',
  'no-results',
  'history-search',
] as const;
/** '' is the type of a plain-string suggestion */
export type SuggestionType = (typeof SUGGESTION_TYPES)[number] | '';

export interface Suggestion {
  type: SuggestionType;
  value: string;
  url: string;
  data?: null;
  post_id?: number;
  variation_id?: number;
  post_type?: string;
  term_id?: number;
  taxonomy?: string;
  breadcrumbs?: string;
  image_src?: string;
  thumb_html?: string;
  sku?: string;
  desc?: string;
  vendor?: string;
  vendor_url?: string;
  shop_city?: string;
  score?: number;
  price?: string;
  total?: number;
  on_sale?: boolean;
  featured?: boolean;
  title_before?: string;
  title_after?: string;
  content_after?: string;
  meta_before?: string;
  meta_after?: string;
  /** ours, not the server's: Pro's dynamic price for it is still loading (the placeholder shows) */
  price_loading?: boolean;
}

const OPTIONAL_TEXT = [
  'post_type',
  'taxonomy',
  'breadcrumbs',
  'image_src',
  'thumb_html',
  'sku',
  'desc',
  'vendor',
  'vendor_url',
  'shop_city',
  'price',
  'title_before',
  'title_after',
  'content_after',
  'meta_before',
  'meta_after',
] as const;
const OPTIONAL_NUM = ['post_id', 'variation_id', 'term_id', 'score', 'total'] as const;

function isType(v: unknown): v is SuggestionType {
  return typeof v === 'string' && (SUGGESTION_TYPES as readonly string[]).includes(v);
}

export const parseSuggestion: Parser<Suggestion | undefined> = (v) => {
  if (typeof v === 'string') return { type: '', value: v, url: '', data: null };
  if (!isRecord(v)) return undefined;
  const type = v.type === undefined ? '' : v.type;
  if (!isType(type) && type !== '') return undefined;
  const out: Suggestion = { type, value: str('')(v.value), url: str('')(v.url) };
  for (const k of OPTIONAL_TEXT) {
    const x = optStr(v[k]);
    if (x !== undefined) out[k] = x;
  }
  for (const k of OPTIONAL_NUM) {
    const x = optNum(v[k]);
    if (x !== undefined) out[k] = x;
  }
  if (v.on_sale !== undefined) out.on_sale = bool(false)(v.on_sale);
  if (v.featured !== undefined) out.featured = bool(false)(v.featured);
  return out;
};

export const parseSearchAnswer = obj({
  suggestions: arr(parseSuggestion),
  total: num(0),
  time: str(''),
  engine: str(''),
  v: str(''),
});
export type SearchAnswer = ReturnType<typeof parseSearchAnswer>;

export const parseDetailsAnswer = obj({
  items: arr((v) => {
    if (!isRecord(v)) return undefined;
    const objectID = optStr(v.objectID);
    if (!objectID) return undefined;
    return { objectID, html: str('')(v.html), price: typeof v.price === 'string' ? v.price : undefined };
  }),
  html: str(''),
});

/** `{success, data:{id: priceHtml}}`: only string prices are kept (as FiboSearch uses a price only if it is a string). */
export const parsePricesAnswer: Parser<Record<string, string>> = (v) => {
  if (!isRecord(v) || v.success !== true) return {};
  return record((x) => (typeof x === 'string' ? x : undefined))(v.data);
};

/** Identity: products type__post_id(+__variation_id), posts +__post_type, terms type__term_id__taxonomy. */
export function suggestionKey(s: Suggestion): string {
  switch (s.type) {
    case 'product':
      return `product__${s.post_id ?? 0}`;
    case 'product_variation':
      return `product_variation__${s.post_id ?? 0}__${s.variation_id ?? 0}`;
    case 'post':
      return `post__${s.post_id ?? 0}__${s.post_type ?? 'post'}`;
    case 'taxonomy':
    case 'vendor':
      return `${s.type}__${s.term_id ?? 0}__${s.taxonomy ?? s.type}`;
    default:
      return '';
  }
}

/** Headlines and the no-results line cannot be selected. */
export const isSelectable = (s: Suggestion | undefined): boolean =>
  s !== undefined && s.type !== 'headline' && s.type !== 'headline-v2' && s.type !== 'no-results';

/** Items the details panel can show (the "real" suggestions). */
export const hasDetails = (s: Suggestion | undefined): boolean => s !== undefined && suggestionKey(s) !== '';

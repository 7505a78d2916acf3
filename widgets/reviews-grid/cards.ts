// The grid's cards and request, headless: CusRev 5.117.0 prints each card as
// `.cr-review-card.cr-card-product|.cr-card-shop[data-reviewid][style]` (templates/reviews-grid.php), and
// ivole_show_more_grid_reviews answers the whole grid's html, from which the plugin's script takes the cards, the
// `.cr-show-more-button` text and `.cr-count-filtered-reviews` (js/frontend.js).
import type { CSSProperties } from 'react';
import { styleObject } from '../../src/html/styleObject';
import { sanitizeFragment } from '../../src/html/sanitize';
import { isRecord, parseJson } from '../../src/settings/parse';

interface CardBase {
  id: number;
  shop: boolean;
}
/** a card the PHP printed: the element itself, hosted as it is (the page's own markup, as the slider's cards) */
export interface PrintedCard extends CardBase {
  printed: HTMLElement;
}
/** a card an answer brought */
export interface LoadedCard extends CardBase {
  printed?: undefined;
  style: CSSProperties;
  /** the card's inner html (sanitized again where it is rendered) */
  html: string;
}
export type GridCard = PrintedCard | LoadedCard;

/** The plugin plays a card's video in place on a click on it or its icon: the icon becomes a keyboard button. */
function videoIconButtons(card: HTMLElement): HTMLElement {
  card.querySelectorAll('.image-row .cr-comment-videoicon').forEach((icon) => {
    icon.setAttribute('role', 'button');
    icon.setAttribute('tabindex', '0');
  });
  return card;
}

const validId = (c: CardBase) => Number.isInteger(c.id) && c.id > 0;

/** The printed cards (in the entry's columns or not yet). */
export function readPrintedCards(inner: ParentNode): PrintedCard[] {
  return Array.from(inner.querySelectorAll<HTMLElement>('.cr-review-card[data-reviewid]'))
    .map(videoIconButtons)
    .map((c) => ({ id: Number(c.dataset.reviewid), shop: c.classList.contains('cr-card-shop'), printed: c }))
    .filter(validId);
}

function readCards(root: ParentNode): LoadedCard[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.cr-review-card[data-reviewid]'))
    .map(videoIconButtons)
    .map((c) => ({
      id: Number(c.dataset.reviewid),
      shop: c.classList.contains('cr-card-shop'),
      style: styleObject(c.getAttribute('style') ?? ''),
      html: c.innerHTML,
    }))
    .filter(validId);
}

export interface GridAnswer {
  cards: LoadedCard[];
  /** the show-more button's text, null when the answer prints none */
  more: string | null;
  /** `.cr-count-filtered-reviews` inner html */
  filtered: string;
  /** `.cr-reviews-grid-empty`: 'no reviews match' */
  empty: string;
}

/** What the plugin's script reads from an answer's html (sanitized first). */
export function readAnswer(html: string): GridAnswer {
  const frag = sanitizeFragment(html);
  const button = frag.querySelector('.cr-show-more-button');
  const filtered = frag.querySelector('.cr-count-filtered-reviews');
  return {
    cards: readCards(frag),
    more: button ? (button.textContent ?? '').trim() : null,
    filtered: filtered ? filtered.innerHTML : '',
    empty: (frag.querySelector('.cr-reviews-grid-empty')?.textContent ?? '').trim(),
  };
}

export type Attributes = Record<string, unknown>;

/** `.cr-reviews-grid[data-attributes]` (wc_esc_json( wp_json_encode( $attributes ) )). */
export function readAttributes(el: HTMLElement): Attributes {
  const raw = parseJson(el.dataset.attributes ?? '');
  return isRecord(raw) ? raw : {};
}

/** jQuery.post sends booleans as "true"/"false", and the PHP compares with those strings (add_review, show_summary_bar). */
function jqueryValue(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return v.map(jqueryValue);
  if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jqueryValue(x)]));
  return v;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

/** The body of ivole_show_more_grid_reviews: show more leaves out every card shown; a filter starts over with
 * show_more = count + count_shop_reviews (which the plugin keeps in the grid's attributes from then on). */
export function gridRequest(
  attributes: Attributes,
  rating: number,
  shown: GridCard[],
): Record<string, unknown> {
  const notIn = [...shown.filter((c) => !c.shop), ...shown.filter((c) => c.shop)].map((c) => c.id);
  return { rating, attributes: jqueryValue({ ...attributes, comment__not_in: notIn }) };
}

export const afterFilter = (attributes: Attributes): Attributes => ({
  ...attributes,
  show_more: num(attributes.count) + num(attributes.count_shop_reviews),
});

/** js/frontend.js: a click on a card's video (or its icon) plays it with controls, the next one pauses it. */
export function toggleCardVideo(target: Element): boolean {
  const row = target.closest('.image-row');
  const video = row?.querySelector('video.image-row-vid');
  if (
    !row ||
    !(video instanceof HTMLVideoElement) ||
    !target.closest('.image-row-vid, .cr-comment-videoicon')
  )
    return false;
  const play = !row.classList.contains('cr-vid-playing');
  row.classList.toggle('cr-vid-playing', play);
  video.controls = play;
  if (play) void video.play()?.catch(() => {});
  else video.pause();
  return true;
}

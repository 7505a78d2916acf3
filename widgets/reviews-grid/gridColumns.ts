// CusRev 5.117.0's reviews grid shows no card until Colcade has placed the printed cards in its three columns
// (css/frontend.css: `.cr-review-card` is display:none outside `.cr-reviews-grid-col`, hidden until
// `.cr-colcade-loaded`); the plugin's script does it at DOM ready (js/frontend.js crResizeAllGridItemsUtil). The
// head script runs this widget's first-paint job (firstPaint.ts), which places them before each paint while the
// page is parsed and shows them once the covers in view have their size, so nothing moves under the shopper's
// eyes, and the grid's React root, which loads later, finds them where it renders them (masonry.ts: readLayout).
// The rule is the one of src/reviews/masonry.ts, which the widget uses too.
import { activeColumns, cardHeight, shortestColumn } from '../../src/reviews/masonry';

/** grids whose columns this script has chosen (the width is read once, as Colcade at DOM ready) */
const counted = new WeakSet<HTMLElement>();

/**
 * Hide the columns the grid's width leaves out (the third under 800 px, the second under 550 px) on the first
 * call, then move each printed card not placed yet, in order, to the shortest visible column (a column's height is
 * the sum of its cards' offsetHeight, at least 1 px each). Called on every frame while the page is parsed, so the
 * cards take their place as they arrive, before any paint (a grid placed at DOMContentLoaded after a first paint
 * pushed the page below it down). Returns false for markup that is not the
 * plugin's.
 *
 * One layout per call, not one per card as Colcade (append, read its height, append the next): the frame's new
 * cards all go into the first column, every height is read at once, then each card moves to its column. The
 * columns are equally wide (flex-grow 1 from a 0 basis), so a card is as tall in any of them. A layout per card
 * forced as many layouts of the page in one frame, a long task.
 */
export function placePrintedCards(inner: HTMLElement): boolean {
  const cols = Array.from(inner.querySelectorAll<HTMLElement>(':scope > .cr-reviews-grid-col'));
  if (cols.length !== 3) return false;
  if (!counted.has(inner)) {
    counted.add(inner);
    const count = activeColumns(inner.getBoundingClientRect().width);
    cols.forEach((c, i) => c.classList.toggle('cr-reviews-grid-col-none', i >= count));
  }
  const shown = cols.filter((c) => !c.classList.contains('cr-reviews-grid-col-none'));
  const cards = inner.querySelectorAll<HTMLElement>(':scope > .cr-review-card');
  if (!cards.length) return true;
  const placed = shown.map((c) => Array.from(c.children));
  shown[0]?.append(...cards); // writes first, then every read below in one layout
  const height = (el: Element) => (el instanceof HTMLElement ? cardHeight(el) : 1);
  const heights = placed.map((children) => children.reduce((h, card) => h + height(card), 0));
  const own = Array.from(cards, cardHeight);
  const top = inner.getBoundingClientRect().top;
  cards.forEach((card, k) => {
    const i = shortestColumn(heights);
    if (i) shown[i]?.append(card); // the ones left in the first column keep their order
    // a card that starts in view: its cover loads now, not at the lazy loader's turn after a layout (the cards
    // show when it has: showWhenCoversSized), so the cards show sooner
    const cover = card.querySelector<HTMLImageElement>('.image-row > img[loading=lazy]');
    if (cover && top + (heights[i] ?? 0) < innerHeight) cover.setAttribute('loading', 'eager');
    heights[i] = (heights[i] ?? 0) + (own[k] ?? 1);
  });
  return true;
}

/** A card's cover (templates/reviews-grid.php: the first `.image-row-img` or `.image-row-vid` not `-none`). */
const COVERS =
  '.image-row > img.image-row-img:not(.image-row-img-none), .image-row > video.image-row-vid:not(.image-row-vid-none)';
const ready = (m: HTMLImageElement | HTMLVideoElement) =>
  m instanceof HTMLImageElement ? m.complete : m.readyState >= 1;

/**
 * Show the placed cards (`cr-colcade-loaded`) once the covers of the cards that start in the viewport have their
 * size. The plugin prints them without width or height (a lazy image, `height: auto` in its CSS): shown before, a
 * card grows by its image's height when it arrives and moves everything under it. Hidden
 * (the plugin's own state before Colcade) they take their place and grow unseen; cards further down grow below the
 * viewport, which moves nothing the shopper sees. `limitMs`: shown anyway after that long.
 */
export function showWhenCoversSized(inner: HTMLElement, limitMs: number): void {
  const bottom = window.innerHeight;
  const pending = Array.from(inner.querySelectorAll<HTMLElement>('.cr-review-card'))
    .filter((card) => card.getBoundingClientRect().top < bottom)
    .flatMap((card) => Array.from(card.querySelectorAll<HTMLImageElement | HTMLVideoElement>(COVERS)))
    .filter((m) => !ready(m));
  let left = pending.length;
  // `data-sw-showing="pending"` while this waits: the grid's widget, if it mounts first, leaves the cards hidden too;
  // it goes once the frame that shows them has been presented (the chunks wait for that: mount/whenShown.ts)
  const show = () => {
    inner.classList.add('cr-colcade-loaded');
    const clear = () => delete inner.dataset.swShowing;
    if (document.hidden) clear();
    // two frames on, and a little later: a slow compositor presents a frame after the next one has begun, and the
    // page's largest paint is counted when it is presented
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(clear, 50)));
  };
  if (!left) return show();
  inner.dataset.swShowing = 'pending';
  const timer = setTimeout(show, limitMs);
  const one = () => {
    if (--left) return;
    clearTimeout(timer);
    show();
  };
  for (const m of pending) {
    // an image once decoded, so the frame that shows the cards paints it (decoded on the way, the shown cover
    // painted frames after the cards: the page's largest paint, later than the chunks' requests)
    if (m instanceof HTMLImageElement) {
      m.decode().then(one, one);
      continue;
    }
    let done = false;
    for (const type of ['loadedmetadata', 'error'])
      m.addEventListener(
        type,
        () => {
          if (done) return;
          done = true;
          one();
        },
        { once: true },
      );
  }
}

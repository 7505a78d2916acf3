// Where the suggestions list and the details panel go, as FiboSearch's newest front end places them
// (jquery.dgwt-wcas.js fixPosition / fixHeight). Pure maths over measured rectangles, so every case is
// unit-tested; usePanelPosition measures and applies it.

/** Details panel beside a list narrower than this sits outside; at or above it the two split the form. */
export const SPLIT_BREAKPOINT = 550;
/** fixHeight: when either panel is taller than this, the shorter one stretches to match. */
export const FIX_HEIGHT_FROM = 340;

export interface LayoutInput {
  /** the form's left edge and outer width, viewport coordinates */
  formLeft: number;
  formWidth: number;
  /** the input's bottom edge, viewport coordinates */
  inputBottom: number;
  viewportWidth: number;
  /** page scroll */
  scrollX: number;
  scrollY: number;
  /** document coordinates of the containing block's origin (its padding box, minus its own scroll) */
  originX: number;
  originY: number;
  /** an ancestor of the form is position: fixed (sticky header): place in viewport coordinates */
  fixed: boolean;
  rtl: boolean;
  /** the details panel is wanted (already gated on viewport width, touch and item type) */
  details: boolean;
  /** the details panel's own inline size when it sits outside (CSS custom property) */
  detailsWidth: number;
  /** `sug_width` when numeric and above 100, else 0: the list's minimum inline size */
  minListWidth: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
}

export type LayoutMode = 'list' | 'split' | 'outside-left' | 'outside-right' | 'notfit';

export interface Layout {
  position: 'absolute' | 'fixed';
  list: Box;
  /** null: no details panel (not wanted, or it fits on neither side) */
  details: Box | null;
  mode: LayoutMode;
  /** the body classes themes style by (FiboSearch's names) */
  bodyClasses: string[];
}

export const LAYOUT_BODY_CLASSES = [
  'dgwt-wcas-is-details',
  'dgwt-wcas-full-width',
  'dgwt-wcas-details-outside',
  'dgwt-wcas-details-right',
  'dgwt-wcas-details-left',
  'dgwt-wcas-details-notfit',
];

export function panelLayout(i: LayoutInput): Layout {
  // viewport x of a box → the coordinates the panels are placed in
  const dx = i.fixed ? 0 : i.scrollX - i.originX;
  const top = i.inputBottom + (i.fixed ? 0 : i.scrollY - i.originY);
  const at = (left: number, width: number): Box => ({
    left: Math.round(left + dx),
    top: Math.round(top),
    width,
  });
  const position = i.fixed ? 'fixed' : 'absolute';
  const formWidth = Math.round(i.formWidth);

  if (i.details && formWidth >= SPLIT_BREAKPOINT) {
    // half each, together exactly the form; the rounding leftover goes to the details panel
    const listW = Math.floor(formWidth / 2);
    const detailsW = formWidth - listW;
    // the list is on the inline-start side: the right in RTL
    const listLeft = i.rtl ? i.formLeft + detailsW : i.formLeft;
    const detailsLeft = i.rtl ? i.formLeft : i.formLeft + listW;
    return {
      position,
      list: at(listLeft, listW),
      details: at(detailsLeft, detailsW),
      mode: 'split',
      bodyClasses: ['dgwt-wcas-is-details', 'dgwt-wcas-full-width'],
    };
  }

  // the list: the form's width (or sug_width, capped by the window), aligned to the form's inline-start edge
  const listW = Math.max(formWidth, Math.min(i.minListWidth, Math.round(i.viewportWidth)));
  const formRight = i.formLeft + formWidth;
  let listLeft = i.rtl ? formRight - listW : i.formLeft;
  listLeft = Math.max(0, Math.min(listLeft, i.viewportWidth - listW));
  const list = at(listLeft, listW);
  if (!i.details) return { position, list, details: null, mode: 'list', bodyClasses: [] };

  const fitsLeft = listLeft - i.detailsWidth >= 0;
  const fitsRight = listLeft + listW + i.detailsWidth <= i.viewportWidth;
  // the inline-end side first (left in RTL), else the other side, else nowhere
  const order: ('left' | 'right')[] = i.rtl ? ['left', 'right'] : ['right', 'left'];
  const side = order.find((s) => (s === 'left' ? fitsLeft : fitsRight));
  if (!side)
    return {
      position,
      list,
      details: null,
      mode: 'notfit',
      bodyClasses: ['dgwt-wcas-details-outside', 'dgwt-wcas-details-notfit'],
    };
  const detailsLeft = side === 'left' ? listLeft - i.detailsWidth : listLeft + listW;
  return {
    position,
    list,
    details: at(detailsLeft, i.detailsWidth),
    mode: side === 'left' ? 'outside-left' : 'outside-right',
    bodyClasses: ['dgwt-wcas-is-details', 'dgwt-wcas-details-outside', `dgwt-wcas-details-${side}`],
  };
}

/**
 * fixHeight: when the list or the panel is taller than 340 px, the shorter one gets the taller one's height.
 * Returns the minimum block size to give each (null: leave it to its content).
 */
export function matchHeights(
  list: number,
  details: number,
  from = FIX_HEIGHT_FROM,
): { list: number | null; details: number | null } {
  if (list <= from && details <= from) return { list: null, details: null };
  if (details < list) return { list: null, details: list };
  if (list < details) return { list: details, details: null };
  return { list: null, details: null };
}

/**
 * `sug_width`: FiboSearch's PHP prints it only when numeric and above 100 (its newest JS ignores it); we honour
 * such a value as the list's minimum inline size and ignore anything else.
 */
export function minListWidth(sugWidth: string): number {
  const t = sugWidth.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return 0;
  const n = Number(t);
  return n > 100 ? n : 0;
}

// The one tabs keyboard rule (ARIA APG tabs, automatic activation), shared by every tab list: the arrow that
// points to the next tab in the reading direction moves forward (ArrowLeft in RTL), the other one back, both
// wrapping; Home and End go to the ends. Returns the index to select, or null when the key is not a tabs key.
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count <= 0) return null;
  const from = index < 0 ? 0 : index;
  if (key === (rtl ? 'ArrowLeft' : 'ArrowRight')) return (from + 1) % count;
  if (key === (rtl ? 'ArrowRight' : 'ArrowLeft')) return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Whether the element's text runs right to left (its computed direction). */
export const isRtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

// A first-paint job printed on the pages that have its markup (its manifest's `firstPaintWith`): the plugin file
// prints it inline after the head script (a page its conditions hold on) or just before the first shortcode or
// block that prints the widget's markup, never without the head script. It joins the head script's jobs: run
// before each frame while the page is parsed, and once more at DOMContentLoaded before the job's own listeners.
import type { FirstPaintStart } from '../src/mount/types';

/** what the head script defines for the jobs printed after it */
export const FIRST_PAINT_GLOBAL = 'storefrontWidgetsFirstPaint';

export function runWithMarkup(start: FirstPaintStart, w: Window = window): void {
  const join: unknown = Reflect.get(w, FIRST_PAINT_GLOBAL);
  // no head script ran (an optimizer removed it): the widget lays its markup out when it mounts
  if (typeof join === 'function') join(start);
}

// A first-paint job printed with its markup (its manifest's `firstPaintWith`): the plugin file prints it inline
// just before the first shortcode or block that prints the widget's markup, so only the pages with that markup
// carry its code. It runs as the head script runs the others: before each frame while the page is parsed, and
// once more at DOMContentLoaded before the job's own listeners.
import type { FirstPaintStart } from '../src/mount/types';

export function runWithMarkup(start: FirstPaintStart, doc: Document = document): void {
  let frame = () => {};
  doc.addEventListener('DOMContentLoaded', () => frame(), { once: true });
  frame = start(doc);
  const beforePaint = () => {
    frame();
    if (doc.readyState === 'loading') requestAnimationFrame(beforePaint);
  };
  requestAnimationFrame(beforePaint);
}

// Wawp prints its titles as <h3> wherever the shortcode sits, usually right under the page's <h1>: a skipped
// level for screen-reader users. Give such a heading the level that follows the previous visible heading
// (call again when what is visible changes, e.g. the code step replacing the form).
/**
 * The level a heading should announce (the level after the previous visible heading's), or null when its own
 * level is right or the page chose one. Pure reading: a React view renders it as `aria-level`.
 */
export function fittingHeadingLevel(heading: HTMLElement): number | null {
  if (heading.hasAttribute('aria-level') && !heading.dataset.swLevel) return null; // the page's own choice
  const all = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'));
  const i = all.indexOf(heading);
  const levelOf = (h: HTMLElement) => Number(h.tagName.slice(1)) || Number(h.getAttribute('aria-level')) || 2;
  const shown = (h: HTMLElement) => Number(h.getAttribute('aria-level')) || levelOf(h);
  // checkVisibility needs the page's style, not its layout: getClientRects forced a layout of the whole page in
  // the signup widget's first commit; older browsers keep the layout read
  const visible = (h: HTMLElement) =>
    typeof h.checkVisibility === 'function' ? h.checkVisibility() : h.getClientRects().length > 0;
  const before = all.slice(0, Math.max(0, i)).reverse();
  const prev = before.find(visible) ?? before[0];
  const own = levelOf(heading);
  const target = prev ? Math.min(own, shown(prev) + 1) : own;
  return target === own ? null : target;
}

export function fixHeadingLevel(heading: HTMLElement | null): () => void {
  if (!heading) return () => {};
  if (heading.hasAttribute('aria-level') && !heading.dataset.swLevel) return () => {}; // the page's own choice
  heading.removeAttribute('aria-level');
  const target = fittingHeadingLevel(heading);
  if (target === null) return () => {};
  heading.setAttribute('aria-level', String(target));
  heading.dataset.swLevel = '1';
  return () => {
    heading.removeAttribute('aria-level');
    delete heading.dataset.swLevel;
  };
}

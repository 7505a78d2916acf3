// Wawp prints its titles as <h3> wherever the shortcode sits, usually right under the page's <h1>: a skipped
// level for screen-reader users. Give such a heading the level that follows the previous heading.
export function fixHeadingLevel(heading: HTMLElement | null): () => void {
  if (!heading || heading.hasAttribute('aria-level')) return () => {};
  const all = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'));
  const i = all.indexOf(heading);
  const levelOf = (h: HTMLElement) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)) || 2;
  const prev = all.slice(0, Math.max(0, i)).reverse().find((h) => h.offsetParent !== null || h.getClientRects().length > 0) ?? all[i - 1];
  const own = levelOf(heading);
  const target = prev ? Math.min(own, levelOf(prev) + 1) : own;
  if (target === own) return () => {};
  heading.setAttribute('aria-level', String(target));
  return () => heading.removeAttribute('aria-level');
}

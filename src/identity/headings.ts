// Wawp prints its titles as <h3> wherever the shortcode sits, usually right under the page's <h1>: a skipped
// level for screen-reader users. Give such a heading the level that follows the previous visible heading
// (call again when what is visible changes, e.g. the code step replacing the form).
export function fixHeadingLevel(heading: HTMLElement | null): () => void {
  if (!heading) return () => {};
  if (heading.hasAttribute('aria-level') && !heading.dataset.swLevel) return () => {}; // the page's own choice
  heading.removeAttribute('aria-level');
  const all = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'));
  const i = all.indexOf(heading);
  const levelOf = (h: HTMLElement) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)) || 2;
  const visible = (h: HTMLElement) => h.getClientRects().length > 0;
  const before = all.slice(0, Math.max(0, i)).reverse();
  const prev = before.find(visible) ?? before[0];
  const own = levelOf(heading);
  const target = prev ? Math.min(own, levelOf(prev) + 1) : own;
  if (target === own) return () => {};
  heading.setAttribute('aria-level', String(target));
  heading.dataset.swLevel = '1';
  return () => {
    heading.removeAttribute('aria-level');
    delete heading.dataset.swLevel;
  };
}

// jQuery's `$('html, body').animate({scrollTop}, 800)` without jQuery: an eased scroll over `ms`, jumping at
// once for people who ask for reduced motion.
export const SCROLL_MS = 800;

const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

export function animateScrollTo(top: number, ms = SCROLL_MS): void {
  const from = window.scrollY;
  const to = Math.max(0, top);
  if (ms <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches || from === to) {
    window.scrollTo(0, to);
    return;
  }
  const start = Date.now();
  const step = () => {
    const p = Math.min(1, (Date.now() - start) / ms);
    window.scrollTo(0, from + (to - from) * swing(p));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** document offset of an element's top edge */
export const offsetTop = (el: Element): number => el.getBoundingClientRect().top + window.scrollY;

// Astra's scroll-to-top button: shown past the header height + 100 px (300 px without a header), smooth
// scroll to the top on click, Enter or Space; data-on-devices limits it to desktop (> 768 px) or mobile.
export const NO_HEADER_THRESHOLD_PX = 300;
export const HEADER_OFFSET_PX = 100;

export function threshold(doc: Document = document): number {
  const masthead = doc.getElementById('masthead');
  return masthead ? masthead.offsetHeight + HEADER_OFFSET_PX : NO_HEADER_THRESHOLD_PX;
}

function deviceAllows(el: HTMLElement): boolean {
  const devices = el.dataset.onDevices ?? 'both';
  if (devices === 'both') return true;
  const desktop = window.matchMedia('(min-width: 769px)').matches;
  return devices === 'desktop' ? desktop : !desktop;
}

export function mountScrollToTop(el: HTMLElement): () => void {
  let frame = 0;
  const render = () => {
    const show = deviceAllows(el) && window.scrollY > threshold();
    el.style.display = show ? 'flex' : 'none';
    el.setAttribute('aria-hidden', show ? 'false' : 'true');
  };
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render();
    });
  };
  const toTop = (e: Event) => {
    e.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // keyboard users land at the top of the page, not on a button that is about to hide
    const skip = document.querySelector<HTMLElement>('#page, body');
    if (e.type === 'keydown' && skip) {
      skip.setAttribute('tabindex', '-1');
      skip.focus({ preventScroll: true });
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') toTop(e);
  };
  if (!el.getAttribute('role')) el.setAttribute('role', 'button');
  el.addEventListener('click', toTop);
  el.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  render();
  return () => {
    el.removeEventListener('click', toTop);
    el.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    cancelAnimationFrame(frame);
  };
}

// WordPress's sticky group (`.wp-block-group.is-position-sticky`) sticks below Astra's sticky header, and gets
// `is-stuck` while it is stuck, so themes can style that state. (Spectra's containers: spectraInit.ts.)
import { headerOffset } from '../../src/dom/headerOffset';

export function mountStickyBlock(el: HTMLElement): () => void {
  const top = headerOffset();
  const previous = { position: el.style.position, top: el.style.insetBlockStart };
  el.style.position = 'sticky';
  el.style.insetBlockStart = `${top}px`;
  if (!('IntersectionObserver' in window))
    return () => Object.assign(el.style, { position: previous.position, insetBlockStart: previous.top });
  // a zero-height marker just above the block: once it scrolls out past the offset, the block is stuck
  const marker = document.createElement('div');
  marker.setAttribute('aria-hidden', 'true');
  marker.style.blockSize = '0';
  el.before(marker);
  const io = new IntersectionObserver(
    ([entry]) => {
      if (entry)
        el.classList.toggle('is-stuck', !entry.isIntersecting && entry.boundingClientRect.top < top + 1);
    },
    { rootMargin: `${-top - 1}px 0px 0px 0px`, threshold: [0] },
  );
  io.observe(marker);
  return () => {
    io.disconnect();
    marker.remove();
    el.classList.remove('is-stuck');
    el.style.position = previous.position;
    el.style.insetBlockStart = previous.top;
  };
}

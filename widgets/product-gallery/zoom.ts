// Zoom on the shown image, as WooCommerce runs jQuery Zoom on it: only when the full image is wider than the
// gallery, the full image (`data-src`, else `data-large_image`) laid over the slide at its own size times
// zoom_options.magnify, following the pointer, decorative (no alt, hidden from assistive technology; the
// lightbox is where every shopper gets the large image). A mouse or pen zooms on hover; a touch (WooCommerce's
// `on: 'click'` for touch screens) toggles it with a tap at that point and pans with the finger while zoomed.
// The overlay lets clicks through, so a click on a zoomed image still opens the lightbox.

export interface ZoomOptions {
  /** the gallery's width now: the full image must be wider to zoom */
  galleryWidth(): number;
  magnify: number;
  /** a touch zoom holds the finger: the slider must not take the drag meanwhile */
  onTouchZoom(zoomed: boolean): void;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));

export function attachZoom(target: HTMLElement, opts: ZoomOptions): () => void {
  let overlay: HTMLImageElement | null = null;
  let lastPointer = '';
  let touchZoomed = false;
  const prior = { position: target.style.position, overflow: target.style.overflow };

  const source = () => target.querySelector<HTMLImageElement>('img:not(.zoomImg)');
  const largeWidth = (img: HTMLImageElement) => Number(img.getAttribute('data-large_image_width')) || 0;

  /** the overlay for the image's current full source (the variation form may have swapped it), or null */
  const prepare = (): HTMLImageElement | null => {
    const img = source();
    if (!img || largeWidth(img) <= opts.galleryWidth()) return null;
    const url = img.getAttribute('data-src') || img.getAttribute('data-large_image') || img.currentSrc;
    if (!url) return null;
    if (!overlay) {
      overlay = document.createElement('img');
      overlay.className = 'zoomImg';
      overlay.alt = '';
      overlay.setAttribute('aria-hidden', 'true');
      overlay.setAttribute('role', 'presentation');
      overlay.decoding = 'async';
      target.style.position = 'relative';
      target.style.overflow = 'hidden';
      target.append(overlay);
    }
    if (overlay.getAttribute('src') !== url) overlay.src = url;
    const w = largeWidth(img) * opts.magnify;
    const h = (Number(img.getAttribute('data-large_image_height')) || largeWidth(img)) * opts.magnify;
    overlay.style.width = `${w}px`;
    overlay.style.height = `${h}px`;
    return overlay;
  };

  // Physical coordinates on purpose: the overlay follows where the pointer physically is, in any direction.
  const move = (x: number, y: number) => {
    if (!overlay) return;
    const r = target.getBoundingClientRect();
    const w = overlay.offsetWidth || parseFloat(overlay.style.width);
    const h = overlay.offsetHeight || parseFloat(overlay.style.height);
    const dx = -clamp((x - r.left) / r.width) * (w - r.width);
    const dy = -clamp((y - r.top) / r.height) * (h - r.height);
    overlay.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const show = (x: number, y: number) => {
    const o = prepare();
    if (!o) return false;
    move(x, y);
    o.classList.add('is-zoomed');
    return true;
  };
  const hide = () => overlay?.classList.remove('is-zoomed');
  const setTouch = (on: boolean) => {
    touchZoomed = on;
    target.style.touchAction = on ? 'none' : '';
    opts.onTouchZoom(on);
  };

  const onEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') show(e.clientX, e.clientY);
  };
  const onMove = (e: PointerEvent) => {
    if (touchZoomed) move(e.clientX, e.clientY);
    // a pointer already over the image when zoom was set up (a slide just shown) zooms on its first move
    else if (e.pointerType !== 'touch')
      if (overlay?.classList.contains('is-zoomed')) move(e.clientX, e.clientY);
      else show(e.clientX, e.clientY);
  };
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') hide();
  };
  const onDown = (e: PointerEvent) => {
    lastPointer = e.pointerType;
  };
  const onClick = (e: MouseEvent) => {
    if (lastPointer !== 'touch') return;
    if (touchZoomed) {
      hide();
      setTouch(false);
    } else if (show(e.clientX, e.clientY)) setTouch(true);
    else return;
    e.preventDefault(); // the tap zoomed: neither the link nor the lightbox
  };
  target.addEventListener('pointerenter', onEnter);
  target.addEventListener('pointermove', onMove);
  target.addEventListener('pointerleave', onLeave);
  target.addEventListener('pointerdown', onDown);
  target.addEventListener('click', onClick);
  return () => {
    target.removeEventListener('pointerenter', onEnter);
    target.removeEventListener('pointermove', onMove);
    target.removeEventListener('pointerleave', onLeave);
    target.removeEventListener('pointerdown', onDown);
    target.removeEventListener('click', onClick);
    if (touchZoomed) setTouch(false);
    overlay?.remove();
    target.style.position = prior.position;
    target.style.overflow = prior.overflow;
  };
}

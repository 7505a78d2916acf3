// The product gallery, as single-product.js runs it with FlexSlider and jQuery Zoom, on the printed markup: the
// slider (embla on the printed images, wrapped in FlexSlider's `.flex-viewport`, with FlexSlider's
// `ol.flex-control-thumbs` row, so the theme's gallery CSS applies) as an APG tabbed carousel (the thumbnails are
// its tabs, arrows in the reading direction), zoom on the image shown (zoom.ts), and WooCommerce's lightbox
// trigger; the lightbox itself is the product-lightbox widget's, which loads when the shopper reaches for it, so
// a product page nobody touches loads no React. Each part runs where wc_single_product_params says the theme
// declares it. WooCommerce's gallery events keep working both ways: it announces `wc-product-gallery-before-init`
// / `-after-init`, and follows the variation form's `woocommerce_gallery_reset_slide_position` and
// `flexslider-click` on a thumbnail. The thumbnail row shows `data-columns` thumbnails at once (the first paint
// keeps its space), and with FlexSlider's smoothHeight (WooCommerce's default) the viewport follows the shown
// slide's height. A DOM widget: the slide shown is the printed markup's own state.
import EmblaCarousel from 'embla-carousel';
import { __, sprintf } from '../../src/i18n';
import { emit, on } from '../../src/dom/events';
import { readSingleProductParams } from '../../src/settings/singleProduct';
import { isRtl, tabKeyTarget } from '../../src/ui/tabKeys';
import { galleryFeatures } from '../../src/gallery/features';
import { galleryItems, slidesOf, type GalleryItem } from '../../src/gallery/items';
import { attachZoom } from './zoom';
import { galleryColumns } from './columns';

let galleries = 0;

/** FlexSlider's thumbnail row, each thumbnail a tab of the carousel. */
function thumbnailRow(
  items: GalleryItem[],
  columns: number,
): { row: HTMLOListElement; tabs: HTMLButtonElement[] } {
  const row = document.createElement('ol');
  row.className = 'flex-control-nav flex-control-thumbs';
  row.setAttribute('role', 'tablist');
  row.setAttribute('aria-label', __('Product images'));
  row.style.setProperty('--sw-gallery-columns', String(columns));
  const tabs = items.map((item) => {
    const li = document.createElement('li');
    li.setAttribute('role', 'presentation');
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', item.slide.id);
    const img = document.createElement('img');
    img.src = item.thumb;
    if (item.thumbSrcset) img.srcset = item.thumbSrcset;
    if (item.thumbSizes) img.sizes = item.thumbSizes;
    img.alt = item.thumbAlt;
    img.width = 100;
    img.height = 100;
    img.draggable = false;
    tab.append(img);
    li.append(tab);
    row.append(li);
    return tab;
  });
  return { row, tabs };
}

export function mountGallery(el: HTMLElement): () => void {
  const params = readSingleProductParams();
  const items = galleryItems(el);
  const features = galleryFeatures(params, items.length);
  const undo: Array<() => void> = [];
  const gallery = ++galleries;
  emit('wc-product-gallery-before-init', [el, params], el);
  const opacity = el.style.opacity;
  el.style.opacity = '1';
  undo.push(() => (el.style.opacity = opacity));

  let current = 0;
  let touchZoom = false;
  let stopZoom = () => {};
  const zoom = () => {
    stopZoom();
    stopZoom = () => {};
    const target = slidesOf(el)[features.slider ? current : 0];
    if (!features.zoom || !target) return;
    stopZoom = attachZoom(target, {
      galleryWidth: () => el.getBoundingClientRect().width,
      magnify: params.zoom_options.magnify,
      onTouchZoom: (z) => (touchZoom = z),
    });
  };
  undo.push(() => stopZoom());

  const wrapper = el.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  if (features.slider && wrapper) {
    const rtl = isRtl(el);
    const slides = items.map((i) => i.slide);
    const before = slides.map((s) => ({ id: s.id, inert: s.hasAttribute('inert') }));
    slides.forEach((s, i) => {
      if (!s.id) s.id = `sw-gallery-${gallery}-slide-${i}`;
      s.setAttribute('role', 'tabpanel');
      s.setAttribute('aria-roledescription', __('slide'));
      s.setAttribute('aria-label', sprintf(__('Slide %1$d of %2$d'), i + 1, slides.length));
    });
    el.setAttribute('aria-roledescription', __('carousel'));
    el.setAttribute('aria-label', __('Product images'));
    const viewport = document.createElement('div');
    viewport.className = 'flex-viewport';
    wrapper.before(viewport);
    viewport.append(wrapper);
    const { row, tabs } = thumbnailRow(items, galleryColumns(el));
    el.append(row);
    el.classList.add('sw-gallery-ready');

    // FlexSlider's smoothHeight: the viewport takes the shown slide's height, again whenever a slide's height
    // changes (its image loads, the variation form swaps it, the width changes); animated over animationSpeed
    // (product-gallery.css, none where reduced motion is asked for)
    const smooth = params.flexslider.smoothHeight;
    const fit = () => {
      const slide = slides[current];
      if (smooth && slide) viewport.style.blockSize = `${slide.getBoundingClientRect().height}px`;
    };
    const resized = new ResizeObserver(fit);
    if (smooth) {
      el.classList.add('sw-gallery-smooth');
      viewport.style.setProperty('--sw-gallery-speed', `${params.flexslider.animationSpeed}ms`);
      slides.forEach((s) => resized.observe(s));
    }

    const show = (i: number) => {
      current = i;
      tabs.forEach((t, n) => {
        t.setAttribute('aria-selected', String(n === i));
        t.tabIndex = n === i ? 0 : -1;
        t.querySelector('img')?.classList.toggle('flex-active', n === i);
      });
      slides.forEach((s, n) => s.toggleAttribute('inert', n !== i));
      fit();
      zoom();
    };
    const embla = EmblaCarousel(viewport, {
      container: wrapper,
      direction: rtl ? 'rtl' : 'ltr',
      loop: params.flexslider.animationLoop,
      watchDrag: () => !touchZoom,
    });
    const go = (i: number) => {
      show(i);
      embla.scrollTo(i);
    };
    embla.on('select', () => show(embla.selectedScrollSnap()));
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => go(i));
      const img = tab.querySelector('img');
      if (img) undo.push(on('flexslider-click', () => go(i), img));
    });
    row.addEventListener('keydown', (e) => {
      const to = tabKeyTarget(e.key, current, tabs.length, rtl);
      if (to === null) return;
      e.preventDefault();
      go(to);
      tabs[to]?.focus();
    });
    undo.push(on('woocommerce_gallery_reset_slide_position', () => go(0), el));
    show(0);
    undo.push(() => {
      resized.disconnect();
      embla.destroy();
      row.remove();
      viewport.before(wrapper);
      viewport.remove();
      el.classList.remove('sw-gallery-ready', 'sw-gallery-smooth');
      el.removeAttribute('aria-roledescription');
      el.removeAttribute('aria-label');
      slides.forEach((s, i) => {
        s.id = before[i]?.id ?? '';
        if (!s.id) s.removeAttribute('id');
        s.toggleAttribute('inert', before[i]?.inert ?? false);
        for (const a of ['role', 'aria-roledescription', 'aria-label']) s.removeAttribute(a);
      });
    });
  } else zoom();

  if (features.trigger) {
    // opened by the product-lightbox widget (a click here before it runs is held for it)
    const trigger = document.createElement('button');
    trigger.type = 'button';
    trigger.className = 'woocommerce-product-gallery__trigger';
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute(
      'aria-label',
      params.i18n_product_gallery_trigger_text || __('View full-screen image gallery'),
    );
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '🔍';
    trigger.append(icon);
    el.prepend(trigger);
    undo.push(() => trigger.remove());
  }

  emit('wc-product-gallery-after-init', [el, params], el);
  return () => undo.reverse().forEach((f) => f());
}

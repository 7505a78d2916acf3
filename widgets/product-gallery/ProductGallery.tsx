// The product gallery, as single-product.js runs it with FlexSlider, jQuery Zoom and PhotoSwipe, on the printed
// markup: the slider (embla on the printed images, wrapped in FlexSlider's `.flex-viewport`, with FlexSlider's
// `ol.flex-control-thumbs` row, so the theme's gallery CSS applies) as an APG tabbed carousel (the thumbnails are
// its tabs, arrow keys in the reading direction), zoom on the image shown (zoom.ts), and the lightbox (the one
// media lightbox) from the image links and WooCommerce's trigger button. Each runs where wc_single_product_params
// says the theme declares it. WooCommerce's gallery events keep working both ways: it announces
// `wc-product-gallery-before-init` / `-after-init`, and follows the variation form's
// `woocommerce_gallery_reset_slide_position` and `flexslider-click` on a thumbnail.
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import useEmblaCarousel from 'embla-carousel-react';
import type { WidgetProps } from '../../src/mount/types';
import { MediaLightbox, type MediaSlide } from '../../src/ui/MediaLightbox';
import { isRtl, tabKeyTarget } from '../../src/ui/tabKeys';
import { __, sprintf } from '../../src/i18n';
import { emit, on } from '../../src/dom/events';
import { readSingleProductParams } from '../../src/settings/singleProduct';
import { num } from '../../src/settings/parse';
import { galleryFeatures } from './features';
import { galleryItems, slidesOf, type GalleryItem } from './galleryItems';
import { attachZoom } from './zoom';
import { classicGallery } from './classicScript';

interface Lightbox {
  slides: MediaSlide[];
  startAt: number;
}

/** Wraps the printed track in FlexSlider's viewport and adds the hosts the portals render into; undone on unmount. */
function useGalleryHosts(el: HTMLElement, slider: boolean, trigger: boolean) {
  const [hosts, setHosts] = useState<{
    viewport: HTMLElement | null;
    thumbs: HTMLElement | null;
    trigger: HTMLElement | null;
  }>({
    viewport: null,
    thumbs: null,
    trigger: null,
  });
  useLayoutEffect(() => {
    const undo: Array<() => void> = [];
    let viewport: HTMLElement | null = null;
    let thumbs: HTMLElement | null = null;
    let button: HTMLElement | null = null;
    const wrapper = el.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
    if (slider && wrapper) {
      viewport = document.createElement('div');
      viewport.className = 'flex-viewport';
      wrapper.before(viewport);
      viewport.append(wrapper);
      thumbs = document.createElement('div');
      thumbs.className = 'sw-gallery-thumbs';
      el.append(thumbs);
      el.classList.add('sw-gallery-ready');
      const v = viewport;
      const t = thumbs;
      undo.push(() => {
        v.before(wrapper);
        v.remove();
        t.remove();
        el.classList.remove('sw-gallery-ready');
      });
    }
    if (trigger) {
      button = document.createElement('span');
      button.className = 'sw-gallery-trigger';
      el.prepend(button);
      const b = button;
      undo.push(() => b.remove());
    }
    setHosts({ viewport, thumbs, trigger: button });
    return () => undo.reverse().forEach((f) => f());
  }, [el, slider, trigger]);
  return hosts;
}

function Gallery({ el }: WidgetProps) {
  const [params] = useState(readSingleProductParams);
  const [items] = useState<GalleryItem[]>(() => galleryItems(el));
  const features = galleryFeatures(params, items.length);
  const [current, setCurrent] = useState(0);
  const [lightbox, setLightbox] = useState<Lightbox | null>(null);
  const id = useId();
  const rtl = isRtl(el);
  const touchZoom = useRef(false);
  const hosts = useGalleryHosts(el, features.slider, features.trigger);
  const wrapper = hosts.viewport?.firstElementChild;
  const [emblaRef, embla] = useEmblaCarousel({
    active: features.slider,
    direction: rtl ? 'rtl' : 'ltr',
    loop: params.flexslider.animationLoop,
    container: wrapper instanceof HTMLElement ? wrapper : null,
    watchDrag: () => !touchZoom.current,
  });
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  useLayoutEffect(() => {
    if (hosts.viewport) emblaRef(hosts.viewport);
  }, [hosts.viewport, emblaRef]);

  const go = useCallback(
    (i: number) => {
      if (!features.slider) return;
      setCurrent(i);
      embla?.scrollTo(i);
    },
    [embla, features.slider],
  );

  useLayoutEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  // WooCommerce's init events, and the gallery shown (the printed wrapper waits at opacity 0 for its script)
  useLayoutEffect(() => {
    emit('wc-product-gallery-before-init', [el, params], el);
    const opacity = el.style.opacity;
    el.style.opacity = '1';
    if (features.slider) {
      el.setAttribute('aria-roledescription', __('carousel'));
      el.setAttribute('aria-label', __('Product images'));
    }
    emit('wc-product-gallery-after-init', [el, params], el);
    return () => {
      el.style.opacity = opacity;
      el.removeAttribute('aria-roledescription');
      el.removeAttribute('aria-label');
    };
  }, [el, params, features.slider]);

  // the slides as the carousel's tab panels: only the one shown is reachable
  useLayoutEffect(() => {
    if (!features.slider) return;
    const slides = slidesOf(el);
    const before = slides.map((s) => ({ id: s.id, inert: s.hasAttribute('inert') }));
    slides.forEach((s, i) => {
      if (!s.id) s.id = `${id}-slide-${i}`;
      s.setAttribute('role', 'tabpanel');
      s.setAttribute('aria-roledescription', __('slide'));
      s.setAttribute('aria-label', sprintf(__('Slide %1$d of %2$d'), i + 1, slides.length));
      s.toggleAttribute('inert', i !== current);
    });
    return () =>
      slides.forEach((s, i) => {
        s.id = before[i]?.id ?? '';
        if (!s.id) s.removeAttribute('id');
        s.toggleAttribute('inert', before[i]?.inert ?? false);
        for (const a of ['role', 'aria-roledescription', 'aria-label']) s.removeAttribute(a);
      });
  }, [el, id, current, features.slider]);

  // what the variation form asks of a gallery: back to the first slide, or to the thumbnail holding its image
  useLayoutEffect(() => {
    const off = [on('woocommerce_gallery_reset_slide_position', () => go(0), el)];
    tabs.current.forEach((tab, i) => {
      const img = tab?.querySelector('img');
      if (img) off.push(on('flexslider-click', () => go(i), img));
    });
    return () => off.forEach((f) => f());
  }, [el, go, hosts.thumbs]);

  // zoom follows the slide shown (without the slider, the first image, as WooCommerce)
  useLayoutEffect(() => {
    if (!features.zoom) return;
    const target = slidesOf(el)[features.slider ? current : 0];
    if (!target) return;
    return attachZoom(target, {
      galleryWidth: () => el.getBoundingClientRect().width,
      magnify: params.zoom_options.magnify,
      onTouchZoom: (z) => (touchZoom.current = z),
    });
  }, [el, current, features.zoom, features.slider, params.zoom_options.magnify]);

  // the image links open the lightbox, at the slide shown (the slider) or at the image clicked
  const open = useCallback(
    (at: number) => setLightbox({ slides: galleryItems(el).map((i) => i.media), startAt: at }),
    [el],
  );
  useLayoutEffect(() => {
    if (!features.lightbox) return;
    const onClick = (e: MouseEvent) => {
      const link =
        e.target instanceof Element ? e.target.closest('.woocommerce-product-gallery__image a') : null;
      if (e.defaultPrevented || !link || !el.contains(link)) return;
      e.preventDefault();
      const slide = link.closest('.woocommerce-product-gallery__image');
      open(
        features.slider
          ? current
          : Math.max(
              0,
              slidesOf(el).findIndex((s) => s === slide),
            ),
      );
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el, open, current, features.lightbox, features.slider]);

  const onTabKey = (e: KeyboardEvent) => {
    const to = tabKeyTarget(e.key, current, items.length, rtl);
    if (to === null) return;
    e.preventDefault();
    go(to);
    tabs.current[to]?.focus();
  };
  const columns = Math.max(1, Math.round(num(4)(el.getAttribute('data-columns'))));

  return (
    <>
      {hosts.thumbs
        ? createPortal(
            <ol
              className="flex-control-nav flex-control-thumbs"
              role="tablist"
              aria-label={__('Product images')}
              style={{ '--sw-gallery-columns': columns } as React.CSSProperties}
              onKeyDown={onTabKey}
            >
              {items.map((item, i) => (
                <li key={i} role="presentation">
                  <button
                    type="button"
                    role="tab"
                    ref={(b) => {
                      tabs.current[i] = b;
                    }}
                    aria-selected={i === current}
                    aria-controls={item.slide.id || undefined}
                    tabIndex={i === current ? 0 : -1}
                    onClick={() => go(i)}
                  >
                    <img
                      src={item.thumb}
                      srcSet={item.thumbSrcset || undefined}
                      sizes={item.thumbSizes || undefined}
                      alt={item.thumbAlt}
                      width={100}
                      height={100}
                      draggable={false}
                      className={i === current ? 'flex-active' : undefined}
                    />
                  </button>
                </li>
              ))}
            </ol>,
            hosts.thumbs,
          )
        : null}
      {hosts.trigger
        ? createPortal(
            <button
              type="button"
              className="woocommerce-product-gallery__trigger"
              aria-haspopup="dialog"
              aria-label={params.i18n_product_gallery_trigger_text || __('View full-screen image gallery')}
              onClick={() => open(features.slider ? current : 0)}
            >
              <span aria-hidden="true">🔍</span>
            </button>,
            hosts.trigger,
          )
        : null}
      {features.lightbox ? (
        <MediaLightbox
          open={lightbox !== null}
          onClose={() => setLightbox(null)}
          title={__('Product images')}
          className="sw-gallery-lightbox"
          slides={lightbox?.slides ?? []}
          startAt={lightbox?.startAt ?? 0}
        />
      ) : null}
    </>
  );
}

export function ProductGallery({ el }: WidgetProps) {
  const [classic] = useState(() => classicGallery(el));
  return classic ? null : <Gallery el={el} />;
}

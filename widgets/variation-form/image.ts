// The gallery's first image becomes the variation's and comes back on reset (jQuery.fn.wc_variations_image_update
// / wc_variations_image_reset): the main image's src, size, srcset, caption and large-image data, its link and
// the first thumbnail. When a FlexSlider thumbnail row (WooCommerce's kept gallery script) already holds the
// image, that slide is chosen instead. The gallery is told (`woocommerce_gallery_reset_slide_position`,
// `woocommerce_gallery_init_zoom`, a window resize) so a gallery script in charge of it follows.
import type { Variation } from '../../src/cart/variation';
import { emit } from '../../src/dom/events';
import { resetAttr, setAttr } from './restorable';

const IMAGE_ATTRS = [
  'src',
  'width',
  'height',
  'srcset',
  'sizes',
  'title',
  'data-caption',
  'alt',
  'data-src',
  'data-large_image',
  'data-large_image_width',
  'data-large_image_height',
] as const;

interface Parts {
  gallery: Element | null;
  firstThumb: Element | null;
  nav: Element | null;
  wrap: Element | null;
  img: Element | null;
  link: Element | null;
}

function parts(form: HTMLFormElement): Parts {
  const product = form.closest('.product');
  const gallery = product?.querySelector('.images') ?? null;
  const nav = product?.querySelector('.flex-control-nav') ?? null;
  const wrap =
    gallery?.querySelector(
      '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder',
    ) ?? null;
  return {
    gallery,
    nav,
    firstThumb: nav?.querySelector('li img') ?? null,
    wrap,
    img: wrap?.querySelector('.wp-post-image') ?? null,
    link: wrap?.querySelector('a') ?? null,
  };
}

function reset(p: Parts): void {
  if (p.img) for (const attr of IMAGE_ATTRS) resetAttr(p.img, attr);
  if (p.wrap) resetAttr(p.wrap, 'data-thumb');
  if (p.firstThumb) resetAttr(p.firstThumb, 'src');
  if (p.link) resetAttr(p.link, 'href');
}

const orNull = (value: string): string | null => value || null;

function afterSwap(form: HTMLFormElement, p: Parts, imageId: string | null): void {
  requestAnimationFrame(() => {
    window.dispatchEvent(new Event('resize'));
    if (imageId !== null && form.getAttribute('current-image') !== imageId) {
      form.setAttribute('current-image', imageId);
      if (p.gallery) emit('woocommerce_gallery_reset_slide_position', [], p.gallery);
    }
    if (p.gallery) emit('woocommerce_gallery_init_zoom', [], p.gallery);
  });
}

/** `v` undefined (or a variation without its own image) puts the product's image back. */
export function updateImage(form: HTMLFormElement, v: Variation | undefined): void {
  const p = parts(form);
  const image = v?.image;
  if (!v || !image || image.src.length <= 1) {
    reset(p);
    afterSwap(form, p, '');
    return;
  }
  const slides = p.nav ? Array.from(p.nav.querySelectorAll('li img')) : [];
  if (slides.some((img) => img.getAttribute('data-o_src') === image.gallery_thumbnail_src)) reset(p);
  const slide = slides.find((img) => img.getAttribute('src') === image.gallery_thumbnail_src);
  if (slide) {
    emit('flexslider-click', [], slide);
    form.setAttribute('current-image', v.image_id);
    afterSwap(form, p, null);
    return;
  }
  if (p.img) {
    const values: Record<(typeof IMAGE_ATTRS)[number], string | null> = {
      src: image.src,
      height: orNull(image.src_h),
      width: orNull(image.src_w),
      srcset: orNull(image.srcset),
      sizes: orNull(image.sizes),
      title: orNull(image.title),
      'data-caption': orNull(image.caption),
      alt: image.alt,
      'data-src': orNull(image.full_src),
      'data-large_image': orNull(image.full_src),
      'data-large_image_width': orNull(image.full_src_w),
      'data-large_image_height': orNull(image.full_src_h),
    };
    for (const attr of IMAGE_ATTRS) setAttr(p.img, attr, values[attr]);
  }
  if (p.wrap) setAttr(p.wrap, 'data-thumb', image.src);
  if (p.firstThumb) setAttr(p.firstThumb, 'src', orNull(image.gallery_thumbnail_src));
  if (p.link) setAttr(p.link, 'href', orNull(image.full_src));
  afterSwap(form, p, v.image_id);
}

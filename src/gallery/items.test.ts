import { describe, expect, it } from 'vitest';
import { galleryItems } from './items';

function gallery(html: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'woocommerce-product-gallery';
  el.innerHTML = `<div class="woocommerce-product-gallery__wrapper">${html}</div>`;
  return el;
}

describe('galleryItems', () => {
  it('reads wc_get_gallery_image_html()’s thumbnail and large-image data; the caption, else the title', () => {
    const [first, second] = galleryItems(
      gallery(`<div data-thumb="/t1.webp" data-thumb-alt="غلاية" data-thumb-srcset="/t1.webp 100w" data-thumb-sizes="100px" class="woocommerce-product-gallery__image"><a href="/f1.webp"><img src="/s1.webp" alt="غلاية" title="kettle" data-caption="" data-large_image="/f1.webp" data-large_image_width="1200" data-large_image_height="1200"></a></div>
<div data-thumb="/t2.webp" class="woocommerce-product-gallery__image"><a href="/f2.webp"><img src="/s2.webp" alt="جانب" title="kettle-2" data-caption="من الجانب" data-large_image="/f2.webp" data-large_image_width="300"></a></div>`),
    );
    expect(first).toMatchObject({
      thumb: `${location.origin}/t1.webp`,
      thumbAlt: 'غلاية',
      thumbSrcset: '/t1.webp 100w',
      thumbSizes: '100px',
      largeWidth: 1200,
      media: { type: 'image', src: `${location.origin}/f1.webp`, alt: 'غلاية', caption: 'kettle' },
    });
    expect(second).toMatchObject({ thumbAlt: 'جانب', largeWidth: 300, media: { caption: 'من الجانب' } });
  });

  it('drops URLs that may not be followed and reads markup in text as text', () => {
    const [item] = galleryItems(
      gallery(
        `<div data-thumb="javascript:alert(1)" class="woocommerce-product-gallery__image"><a href="#"><img src="/s.webp" alt="&lt;b&gt;x&lt;/b&gt;" data-large_image="data:text/html,x" data-caption="&lt;img src=x onerror=alert(1)&gt;"></a></div>`,
      ),
    );
    expect(item).toMatchObject({
      thumb: '',
      media: { src: '', alt: '<b>x</b>', caption: '<img src=x onerror=alert(1)>' },
    });
  });

  it('only the track’s own slides (not a placeholder or nested markup); a video slide (WooCommerce 11) as a video', () => {
    const items = galleryItems(
      gallery(`<div class="woocommerce-product-gallery__image--placeholder"><img src="/p.webp"></div>
<div data-thumb="/v.webp" class="woocommerce-product-gallery__image"><video src="/v.mp4" data-large_image="/v.mp4" aria-label="فيديو"></video></div>`),
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.media).toMatchObject({ type: 'video', src: `${location.origin}/v.mp4`, alt: 'فيديو' });
  });
});

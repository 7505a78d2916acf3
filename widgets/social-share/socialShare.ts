// The product page's share block: each `a[data-network]` gets its share URL for the current page.
import { safeUrl } from '../../src/html/safeUrl';
import { shareHref, shareableUrl } from './shareLinks';

function productImage(block: HTMLElement): string {
  const own = safeUrl(block.dataset.image, '');
  if (own) return own;
  const img = document.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img, img.wp-post-image');
  return safeUrl(img?.getAttribute('src'), '');
}

export function mountSocialShare(block: HTMLElement): () => void {
  const render = () => {
    const page = shareableUrl();
    const title = (block.dataset.title ?? '').trim() || document.title;
    const image = productImage(block);
    for (const a of Array.from(block.querySelectorAll<HTMLAnchorElement>('a[data-network]'))) {
      const href = shareHref(a.dataset.network ?? '', page, title, image);
      // an unknown network keeps its printed link, if that link is safe
      a.href = href ?? safeUrl(a.getAttribute('href'));
      if (!href?.startsWith('mailto:')) {
        a.target = '_blank';
        a.rel = 'noopener noreferrer nofollow';
      }
    }
  };
  render();
  // the URL can change in place (variation chosen, history.replaceState): rebuild just before use
  block.addEventListener('pointerdown', render);
  block.addEventListener('focusin', render);
  return () => {
    block.removeEventListener('pointerdown', render);
    block.removeEventListener('focusin', render);
  };
}

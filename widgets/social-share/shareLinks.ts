// Share links built from the page the shopper is on (its URL without the fragment and without campaign or
// click ids, so a share never carries someone else's attribution). The image-pin service also gets the
// product image URL. Every URL from the page goes through safeUrl.
import { safeUrl } from '../../src/html/safeUrl';

const DROP = /^(utm_[a-z_]+|fbclid|gclid|yclid|msclkid|sw_[a-z_]+)$/i;

export function shareableUrl(href = location.href): string {
  const url = new URL(safeUrl(href, location.origin + location.pathname));
  url.hash = '';
  for (const key of Array.from(url.searchParams.keys())) if (DROP.test(key)) url.searchParams.delete(key);
  return url.href;
}

export function shareHref(network: string, page: string, title: string, image: string): string | null {
  const u = encodeURIComponent(page);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(title ? `${title} ${page}` : page)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}${image ? `&media=${encodeURIComponent(image)}` : ''}&description=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    default:
      return null;
  }
}

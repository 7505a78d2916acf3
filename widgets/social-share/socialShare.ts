// Spectra's social share block (`.uagb-social-share__outer-wrap`): its `.uagb-ss__link` children open their
// share service for the page's current address. Spectra's own script for the block is part of the page's one
// inline script (or per-page file) holding every Spectra block's code, so it cannot be taken out: it listens on
// the block, and this widget listens on the same block in the capture phase and stops the link's event there,
// so one click opens one window. It adds what Spectra's lacks: Space as well as Enter (role=button), the new
// window without `opener`, and only http(s) services. Without the plugin file's share image (the bundle
// enqueued without it) the widget stands down and Spectra's script keeps the block.
import { readShareImage } from '../../src/settings/spectraShare';
import { shareTarget } from './shareTarget';

/** The real browser call (tests replace it). */
export const opener = {
  open(url: string, self: boolean): void {
    if (self) window.open(url, '_self');
    else window.open(url, '_blank', 'noopener');
  },
};

const LINK = '.uagb-ss__link';

function linkOf(event: Event, block: HTMLElement): HTMLElement | null {
  const t = event.target;
  const link = t instanceof Element ? t.closest(LINK) : null;
  return link instanceof HTMLElement && block.contains(link) ? link : null;
}

function share(link: HTMLElement, image: string): void {
  const target = shareTarget(link.getAttribute('data-href') ?? '', window.location.href, image);
  if (target) opener.open(target.url, target.self);
}

export function mountSocialShare(block: HTMLElement): () => void {
  const image = readShareImage();
  if (image === null) return () => {};
  // Enter acts on keydown and Space on keyup, as a native button does; Spectra's keyup Enter is stopped
  const onClick = (e: MouseEvent) => {
    const link = linkOf(e, block);
    if (!link) return;
    e.stopPropagation();
    share(link, image);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const link = linkOf(e, block);
    if (!link) return;
    if (e.key === ' ') e.preventDefault(); // not a page scroll
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
    if (!e.repeat) share(link, image);
  };
  const onKeyUp = (e: KeyboardEvent) => {
    const link = linkOf(e, block);
    if (!link || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.stopPropagation();
    if (e.key === ' ') share(link, image);
  };
  block.addEventListener('click', onClick, true);
  block.addEventListener('keydown', onKeyDown, true);
  block.addEventListener('keyup', onKeyUp, true);
  return () => {
    block.removeEventListener('click', onClick, true);
    block.removeEventListener('keydown', onKeyDown, true);
    block.removeEventListener('keyup', onKeyUp, true);
  };
}

// Astra's "scroll to id" (astra.is_scroll_to_id): a page opened with #anchor scrolls to it a moment after the
// widget starts (late content and fonts have settled), and same-page anchor links scroll smoothly, below any
// sticky header, moving focus to the target. Links another script already handled (tabs), and links to a target
// not rendered (inside a closed tab panel), are left alone.
import { readAstra } from '../../src/settings/astra';
import { headerOffset } from '../../src/dom/headerOffset';

export const HASH_DELAY_MS = 750;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* a literal % in the id */
  }
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`);
}

export function scrollToTarget(target: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - headerOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function mountScrollToHash(): () => void {
  if (!readAstra().is_scroll_to_id) return () => {};
  const initial = targetOf(location.hash);
  // ...unless the shopper has moved on meanwhile: this widget loads at idle, and a hash another widget wrote
  // since the page opened (the product tabs write #reviews for the rating link) looks the same as one the page was
  // opened with; taking the focus from where the shopper is now (an opened review form) would be wrong either way
  const timer = initial
    ? window.setTimeout(() => {
        const at = document.activeElement;
        if (!at || at === document.body) scrollToTarget(initial);
      }, HASH_DELAY_MS)
    : 0;

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
    if (!a || a.getAttribute('role') === 'tab' || a.closest('.wc-tabs, [role="tablist"]')) return;
    const url = new URL(a.href, location.href);
    if (
      url.origin !== location.origin ||
      url.pathname !== location.pathname ||
      url.search !== location.search
    )
      return;
    const target = targetOf(url.hash);
    // a target in a hidden box (#reviews in a closed product tab: the tabs widget and the head script hide panels
    // with `hidden`) is left to what opens it, whichever listener came first: the tabs widget, or the browser's
    // hash change the head script follows
    if (!target || target.closest('[hidden]')) return;
    e.preventDefault();
    history.pushState(null, '', url.hash);
    scrollToTarget(target);
  };
  document.addEventListener('click', onClick);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('click', onClick);
  };
}

// Load a fixture page into jsdom as the PHP prints it: its body markup and its settings globals (the inline
// `var x = {...}` scripts run), rendered by the same fake WordPress the browser tests use.
import { renderPage } from '../../fixtures/backend/render/pages';
import { backend } from './server';
import { loggedInHintCookie } from '../../fixtures/backend/handle';
import { cacheServes } from '../../fixtures/backend/pageCache';

export function loadPage(path: string): void {
  const url = new URL(path, location.origin);
  const sess = backend.session();
  const out = renderPage(url, { session: sess });
  // the page's answer sets the plugin file's logged-in hint as WordPress would; a cache's copy sets nothing
  if (!cacheServes(sess.pageCache, url)) document.cookie = loggedInHintCookie(sess.userId > 0);
  if (!out) throw new Error(`no fixture page at ${path}`);
  const doc = new DOMParser().parseFromString(out.html, 'text/html');
  document.documentElement.lang = 'ar';
  document.documentElement.dir = 'rtl';
  document.body.className = doc.body.className;
  document.body.innerHTML = doc.body.innerHTML;
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    // the printed globals are `var name = <JavaScript literal>;` lines (JSON from wp_localize_script, quoted
    // strings from plugins that print their own): evaluate each value as the browser would, assign it to window
    for (const m of text.matchAll(/^\s*var ([A-Za-z_$][\w$]*) ?= ?(.*);$/gm)) {
      const name = m[1];
      if (name)
        (window as unknown as Record<string, unknown>)[name] = new Function(
          `return (${m[2] ?? 'null'});`,
        )() as unknown;
    }
  }
}

/** One toaster in this session's cart (line key `k1`), as the cart page tests start. */
export function toasterInCart(): void {
  backend.session().cart.push({
    key: 'k1',
    product_id: 103,
    variation_id: 0,
    quantity: 1,
    variation: {},
    price: 899,
    name: 'محمصة',
    image: '/fixtures/images/x.svg',
    url: '/product/two-slice-toaster/',
  });
}

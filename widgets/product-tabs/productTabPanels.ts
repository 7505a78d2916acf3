// WooCommerce's product tabs (tabs.php: `.woocommerce-tabs.wc-tabs-wrapper`, `.wc-tabs li > a[href^="#tab-…"]`, one
// `.wc-tab` panel per tab) print every panel shown; single-product.js hides all but one at DOM ready, so the page
// under the tabs jumps once painted (as it did on every product page when the product-tabs widget did it after
// `load`). The head script (this widget's first-paint job, firstPaint.ts) shows only the panel the widget will show, before each frame while
// the page is parsed; the widget takes over from that state. Shown again if the widget never comes (no-JS path).

const ALIASES: Record<string, string> = {
  reviews: 'tab-reviews',
  comments: 'tab-reviews',
  cr_qna: 'tab-cr_qna',
  'tab-title-reviews': 'tab-reviews',
};

/** The panel a URL hash opens (#reviews, #comment-N, #cr_qna and the panels' own ids), as single-product.js. */
export function panelForHash(hash: string, panelIds: string[]): string | null {
  const h = decodeURIComponent(hash.replace(/^#/, ''));
  if (!h) return null;
  if (panelIds.includes(h)) return h;
  const alias = ALIASES[h] ?? (/^comment-\d+$/.test(h) ? 'tab-reviews' : undefined);
  return alias && panelIds.includes(alias) ? alias : null;
}

const tabLinks = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>('.wc-tabs li > a[href^="#"]'));

/** Show only the hash's panel (else the first) and mark its tab active; panels parsed later are done on the next call. */
export function showOnePanel(root: HTMLElement): void {
  const tabs = tabLinks(root);
  const ids = tabs.map((a) => a.hash.slice(1));
  const on = panelForHash(location.hash, ids) ?? ids[0];
  for (const a of tabs) {
    const id = a.hash.slice(1);
    const panel = document.getElementById(id);
    if (panel) panel.hidden = id !== on;
    a.parentElement?.classList.toggle('active', id === on);
  }
}

/** Every panel shown again, as printed: the widget did not come. */
export function showAllPanels(root: HTMLElement): void {
  for (const a of tabLinks(root)) {
    const panel = document.getElementById(a.hash.slice(1));
    if (panel) panel.hidden = false;
  }
}

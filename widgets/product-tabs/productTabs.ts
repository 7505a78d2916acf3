// WooCommerce's single-product tabs (`.woocommerce-tabs .wc-tabs`) as ARIA APG tabs: one panel shown, arrow
// keys (mirrored in RTL), Home/End; links to #reviews / #tab-reviews open the reviews tab and links to
// #cr_qna / #tab-cr_qna the Q&A tab (also on load and on hashchange), as single-product.js does. A link to an
// element inside another panel opens that panel: CusRev's Q&A link (`a.cr-qna-link`, cr-rating.php) with no
// Q&A tab shows the hidden parents of `.cr-qna-block` (js/frontend.js 5.117.0 l. 749-757), which for a
// `[cusrev_qna]` in the description is that tab's panel (and any other hidden parent is shown, as there).
import { isRtl, tabKeyTarget } from '../../src/ui/tabKeys';
import { panelForHash } from './productTabPanels';

// tabs.php before 9.8.0 (and theme overrides copied from it) prints role="tab" and aria-controls on the li with a
// plain link inside; 9.8.0 prints li role="presentation" and the role on the link. The link is the focusable
// element in both, so the older form gets the newer one's roles: a tab holding a link would be a nested
// interactive control, and the link a tab outside a tablist.
export function moveTabRoleToLink(a: HTMLAnchorElement): void {
  const li = a.parentElement;
  if (!li || li.getAttribute('role') !== 'tab') return;
  const controls = li.getAttribute('aria-controls');
  li.setAttribute('role', 'presentation');
  li.removeAttribute('aria-controls');
  li.removeAttribute('aria-selected');
  li.removeAttribute('tabindex');
  if (controls && !a.hasAttribute('aria-controls')) a.setAttribute('aria-controls', controls);
}

/** jQuery( sel ).parents( ':hidden' ).show() for the parents outside the tabs (a panel is opened as its tab):
 * each parent not displayed is shown (the hidden attribute off, an inline or stylesheet display:none undone). */
function showHiddenParents(selector: string): void {
  for (let el = document.querySelector(selector)?.parentElement; el; el = el.parentElement) {
    if (el.matches('.wc-tab')) continue;
    el.hidden = false;
    if (el.style.display === 'none') el.style.display = '';
    if (getComputedStyle(el).display === 'none') el.style.display = 'block';
  }
}

export function mountProductTabs(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>('.wc-tabs');
  if (!list) return () => {};
  const tabs = Array.from(list.querySelectorAll<HTMLAnchorElement>('li > a[href^="#"]'));
  const panelOf = (a: HTMLAnchorElement) => document.getElementById(a.hash.slice(1));
  const ids = tabs.map((a) => a.hash.slice(1));
  list.setAttribute('role', 'tablist');
  for (const a of tabs) moveTabRoleToLink(a);

  const select = (id: string, focus = false) => {
    for (const a of tabs) {
      const on = a.hash.slice(1) === id;
      a.setAttribute('role', 'tab');
      a.setAttribute('aria-selected', String(on));
      a.tabIndex = on ? 0 : -1;
      a.parentElement?.classList.toggle('active', on);
      if (!a.id) a.id = `${a.hash.slice(1)}-tab`;
      const panel = panelOf(a);
      if (panel) {
        panel.hidden = !on;
        panel.style.display = ''; // WooCommerce's own script hides with inline display
        panel.setAttribute('aria-labelledby', a.id);
      }
      if (on && focus) a.focus();
    }
  };

  const fromHash = (scroll: boolean) => {
    const id = panelForHash(location.hash, ids);
    if (!id) return false;
    select(id);
    if (scroll) root.scrollIntoView?.({ block: 'start' });
    return true;
  };

  if (!fromHash(false)) select(ids[0] ?? '');

  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((a) => a === document.activeElement);
    if (i < 0) return;
    const to = tabKeyTarget(e.key, i, tabs.length, isRtl(list));
    if (to === null) return;
    e.preventDefault();
    select(ids[to] ?? '', true);
  };
  const onListClick = (e: MouseEvent) => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    if (!a || !tabs.includes(a)) return;
    e.preventDefault();
    select(a.hash.slice(1), true);
  };
  /** the panel holding the element a hash names (the description's [cusrev_qna] block) */
  const panelHolding = (hash: string) => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    return ids.find((id) => document.getElementById(id)?.contains(target ?? null)) ?? null;
  };
  // links elsewhere on the page (the rating link in the summary, "see questions"...); a link with another query
  // is another page (the no-AJAX reviews' "see all" drops ?ivrating) and is followed
  const onDocClick = (e: MouseEvent) => {
    if (e.defaultPrevented) return; // a widget handled it (the histogram links carry #tab-reviews for no-JS)
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
    if (!a || list.contains(a) || a.pathname !== location.pathname || a.search !== location.search) return;
    const id = panelForHash(a.hash, ids) ?? panelHolding(a.hash);
    if (a.matches('a.cr-qna-link') && !list.querySelector('.cr_qna_tab a'))
      showHiddenParents('.cr-qna-block');
    if (!id) return;
    e.preventDefault();
    select(id);
    history.replaceState(history.state, '', a.hash);
    (document.getElementById(a.hash.slice(1)) ?? root).scrollIntoView?.({ block: 'start' });
  };
  const onHash = () => fromHash(true);

  list.addEventListener('keydown', onKey);
  list.addEventListener('click', onListClick);
  document.addEventListener('click', onDocClick);
  window.addEventListener('hashchange', onHash);
  return () => {
    list.removeEventListener('keydown', onKey);
    list.removeEventListener('click', onListClick);
    document.removeEventListener('click', onDocClick);
    window.removeEventListener('hashchange', onHash);
  };
}

// CusRev 5.117.0's floating trust badge (`#cr_floatingtrustbadge`, class-cr-floating-trust-badge.php):
// scaled down to fit the viewport and never up; a click on the compact badge (`div.cr-badge.badge_size_compact`)
// expands it to the wide one (`div.cr-badge.badge--wide-mobile`, printed display:none) with
// `cr-floatingbadge-big`, shows `div.cr-floatingbadge-close` (printed display:none) and repaints the colour
// layers from data-crcolors; close collapses the wide badge, or hides a compact one for a day (cookie
// cr_hide_trustbadge, max-age 86400, which the PHP reads to leave the badge out). Keyboard: both are buttons.
import { cookies } from '../../src/dom/cookies';
import { obj, optStr } from '../../src/settings/parse';
import { __ } from '../../src/i18n';

export const HIDE_COOKIE = 'cr_hide_trustbadge';
export const HIDE_SECONDS = 86_400;
const MARGIN = 16;

/** Never scale up: 1 when it fits, else the ratio that makes it fit. */
export function fitScale(available: number, natural: number): number {
  if (!(natural > 0) || !(available > 0)) return 1;
  return Math.min(1, available / natural);
}

// data-crcolors (class-cr-floating-trust-badge.php): {small: {border, top, middle, bottom}, big: {...}}
const palette = obj({ border: optStr, top: optStr, middle: optStr, bottom: optStr });
const colors = obj({ small: palette, big: palette });

const onKeys = (e: Event) => !(e instanceof KeyboardEvent) || e.key === 'Enter' || e.key === ' ';

export function mountTrustBadge(el: HTMLElement): () => void {
  if (cookies.get(HIDE_COOKIE)) {
    el.hidden = true;
    return () => {};
  }
  const compact = el.querySelector<HTMLElement>('div.cr-badge.badge_size_compact');
  const wide = el.querySelector<HTMLElement>('div.cr-badge.badge--wide-mobile');
  const close = el.querySelector<HTMLElement>('div.cr-floatingbadge-close');
  const scheme = colors(el.dataset.crcolors ?? '');

  // the compact badge and the close icon are divs in the PHP markup: buttons for the keyboard
  if (compact) {
    compact.setAttribute('role', 'button');
    compact.tabIndex = 0;
    compact.setAttribute('aria-expanded', 'false');
    if (!compact.getAttribute('aria-label')) compact.setAttribute('aria-label', `${__('Expand the trust badge')}: ${compact.textContent?.trim() ?? ''}`);
  }
  if (close) {
    close.setAttribute('role', 'button');
    close.tabIndex = 0;
    close.setAttribute('aria-label', __('Close'));
  }

  /** As the plugin's script: the border on the badge, the three background layers, the bottom one's border. */
  const paint = (big: boolean) => {
    const c = big ? scheme.big : scheme.small;
    const layer = (name: string) => el.querySelector<HTMLElement>(`div.cr-floatingbadge-background-${name}`);
    if (c.border) el.style.borderColor = c.border;
    for (const name of ['top', 'middle', 'bottom'] as const) {
      const v = c[name];
      const l = layer(name);
      if (v && l) l.style.backgroundColor = v;
    }
    const bottom = layer('bottom');
    if (c.border && bottom) bottom.style.borderColor = c.border;
  };

  const fit = () => {
    el.style.transform = '';
    const natural = el.offsetWidth;
    const available = (document.documentElement.clientWidth || window.innerWidth) - MARGIN * 2;
    const s = fitScale(available, natural);
    el.style.transform = s < 1 ? `scale(${s})` : '';
    el.style.transformOrigin = s < 1 ? 'bottom right' : ''; // the PHP pins it at right:0px, bottom:0px
    el.dataset.scale = String(s);
  };

  const setBig = (big: boolean) => {
    el.classList.toggle('cr-floatingbadge-big', big);
    if (compact) compact.style.display = big ? 'none' : 'block';
    if (wide) wide.style.display = big ? 'block' : 'none';
    // printed display:none, shown on the first expand; the plugin leaves it shown after a collapse (a second
    // press then hides the badge)
    if (big && close) close.style.display = 'block';
    compact?.setAttribute('aria-expanded', String(big));
    paint(big);
    fit();
  };

  // a click anywhere on the compact badge expands it (the plugin listens on #cr_floatingtrustbadge)
  const onExpand = (e: Event) => {
    if (el.classList.contains('cr-floatingbadge-big') || !onKeys(e)) return;
    if (e.target instanceof Element && e.target.closest('div.cr-floatingbadge-close')) return;
    if (e instanceof KeyboardEvent && e.target !== compact) return;
    e.preventDefault();
    setBig(true);
    close?.focus();
  };
  const onClose = (e: Event) => {
    if (!onKeys(e)) return;
    e.preventDefault();
    e.stopPropagation();
    if (el.classList.contains('cr-floatingbadge-big')) {
      setBig(false);
      compact?.focus();
      return;
    }
    el.hidden = true;
    el.style.display = 'none';
    cookies.set(HIDE_COOKIE, 'true', { maxAgeSeconds: HIDE_SECONDS });
  };
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  };

  el.addEventListener('click', onExpand);
  compact?.addEventListener('keydown', onExpand);
  close?.addEventListener('click', onClose);
  close?.addEventListener('keydown', onClose);
  window.addEventListener('resize', onResize);
  fit();
  return () => {
    cancelAnimationFrame(frame);
    el.removeEventListener('click', onExpand);
    compact?.removeEventListener('keydown', onExpand);
    close?.removeEventListener('click', onClose);
    close?.removeEventListener('keydown', onClose);
    window.removeEventListener('resize', onResize);
  };
}

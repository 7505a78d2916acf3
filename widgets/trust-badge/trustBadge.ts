// CusRev's floating trust badge (`#cr_floatingtrustbadge`): scaled down to fit the viewport and never up;
// a click on the compact badge expands it to the wide one (`cr-floatingbadge-big`); the close button
// collapses the wide badge, or hides a compact one for a day (cookie cr_hide_trustbadge, max-age 86400,
// which the PHP reads to leave the badge out).
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

const palette = obj({ border: optStr, background: optStr, text: optStr });
const colors = obj({ small: palette, big: palette });

export function mountTrustBadge(el: HTMLElement): () => void {
  if (cookies.get(HIDE_COOKIE)) {
    el.hidden = true;
    return () => {};
  }
  const compact = el.querySelector<HTMLElement>('.cr-badge.badge_size_compact');
  const wide = el.querySelector<HTMLElement>('.cr-badge:not(.badge_size_compact)');
  const close = el.querySelector<HTMLElement>('.cr-floatingbadge-close');
  const scheme = colors(el.dataset.crcolors ?? '');
  el.classList.add('sw-trustbadge');

  if (compact) {
    compact.setAttribute('role', 'button');
    compact.tabIndex = 0;
    compact.setAttribute('aria-expanded', 'false');
    if (!compact.getAttribute('aria-label')) compact.setAttribute('aria-label', `${__('Expand the trust badge')}: ${compact.textContent?.trim() ?? ''}`);
  }

  const paint = () => {
    const c = el.classList.contains('cr-floatingbadge-big') ? scheme.big : scheme.small;
    if (c.background) el.style.setProperty('--cr-badge-bg', c.background);
    if (c.border) el.style.setProperty('--cr-badge-border', c.border);
    if (c.text) el.style.setProperty('--cr-badge-text', c.text);
  };

  const fit = () => {
    el.style.transform = '';
    const natural = el.offsetWidth;
    const available = (document.documentElement.clientWidth || window.innerWidth) - MARGIN * 2;
    const s = fitScale(available, natural);
    el.style.transform = s < 1 ? `scale(${s})` : '';
    el.dataset.scale = String(s);
  };

  const setBig = (big: boolean) => {
    el.classList.toggle('cr-floatingbadge-big', big);
    if (compact) compact.hidden = big;
    if (wide) wide.hidden = !big;
    compact?.setAttribute('aria-expanded', String(big));
    paint();
    fit();
  };

  const onCompact = (e: Event) => {
    if (e instanceof KeyboardEvent && e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    setBig(true);
    wide?.focus();
  };
  const onClose = (e: Event) => {
    e.preventDefault();
    if (el.classList.contains('cr-floatingbadge-big')) {
      setBig(false);
      compact?.focus();
      return;
    }
    el.hidden = true;
    cookies.set(HIDE_COOKIE, 'true', { maxAgeSeconds: HIDE_SECONDS });
  };
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  };

  if (wide) wide.tabIndex = -1;
  compact?.addEventListener('click', onCompact);
  compact?.addEventListener('keydown', onCompact);
  close?.addEventListener('click', onClose);
  window.addEventListener('resize', onResize);
  paint();
  fit();
  return () => {
    cancelAnimationFrame(frame);
    compact?.removeEventListener('click', onCompact);
    compact?.removeEventListener('keydown', onCompact);
    close?.removeEventListener('click', onClose);
    window.removeEventListener('resize', onResize);
  };
}

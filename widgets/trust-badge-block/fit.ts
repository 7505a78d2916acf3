// A trust badge of CusRev's [cusrev_trustbadge] shortcode or trust badge block (class-cr-trust-badge.php:
// `div.cr-trustbadgef` around one `.cr-badge`, printed visibility:hidden by css/badges.css). As the plugin's
// crResizeTrustBadges() (js/frontend.js): the badge scaled down to its box's content width when wider, never up,
// then made visible. The plugin measures once at document ready; the box is measured again whenever its width
// changes (a phone turned, a column reflowed), so the badge fits at every width. The plugin scales from the
// left (its CSS transform-origin); the badge sits at the box's inline start, so on a right-to-left page it is
// scaled from the right, or it would shrink away from its place and out of the box.
import { fitScale } from '../../src/dom/fitScale';

const PROPS = ['transform', 'transform-origin', 'visibility'] as const;

/** the box's content width, as jQuery's width() */
function contentWidth(box: HTMLElement): number {
  const cs = getComputedStyle(box);
  return box.clientWidth - (parseFloat(cs.paddingLeft) || 0) - (parseFloat(cs.paddingRight) || 0);
}

export function fitTrustBadge(box: HTMLElement): () => void {
  const badge = box.querySelector<HTMLElement>('.cr-badge');
  if (!badge) return () => {};
  const printed = PROPS.map((p) => [p, badge.style.getPropertyValue(p)] as const);
  const fit = () => {
    // offsetWidth is the layout (border-box) width: the scale transform does not change it
    const scale = fitScale(contentWidth(box), badge.offsetWidth);
    if (scale < 1) {
      badge.style.setProperty('transform', `scale(${scale})`);
      badge.style.setProperty(
        'transform-origin',
        getComputedStyle(box).direction === 'rtl' ? 'right' : 'left',
      );
    } else {
      badge.style.removeProperty('transform');
      badge.style.removeProperty('transform-origin');
    }
    badge.style.setProperty('visibility', 'visible');
  };
  fit();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
  observer?.observe(box);
  return () => {
    observer?.disconnect();
    for (const [p, v] of printed)
      if (v) badge.style.setProperty(p, v);
      else badge.style.removeProperty(p);
  };
}

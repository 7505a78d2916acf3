// The floating trust badge as a React root over CusRev's printed markup (class-cr-floating-trust-badge.php,
// compact.php, compact-wide.php): its state (wide or compact, closed, the fit scale) is rendered onto the
// printed nodes with usePlatformProps. A click on the compact badge (the plugin listens on the whole badge)
// expands it to the wide one (printed display:none) with `cr-floatingbadge-big` and shows
// `div.cr-floatingbadge-close` (printed display:none, left shown after a collapse as the plugin does); close
// collapses the wide badge, or hides a compact one for a day (cookie cr_hide_trustbadge). Colours from
// data-crcolors; scaled down to fit the viewport, never up, from the corner the shop pinned it to. Keyboard: both
// divs are buttons, focus moves between them.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cookies } from '../../src/dom/cookies';
import { fitScale } from '../../src/dom/fitScale';
import { __ } from '../../src/i18n';
import { usePlatformProps } from '../../src/ui/usePlatformProps';
import { usePlatformEvent } from '../../src/ui/usePlatformEvent';
import type { WidgetProps } from '../../src/mount/types';
import {
  HIDE_COOKIE,
  HIDE_SECONDS,
  LAYERS,
  MARGIN,
  activates,
  parseColors,
  type Palette,
} from './badgeModel';

/** a background layer's colour; the bottom one also takes the border colour, as the plugin's script paints it */
function Layer({ el, style }: { el: HTMLElement | null; style: Record<string, string | null> }) {
  usePlatformProps(el, { style });
  return null;
}

/**
 * The side the badge is pinned to: class-cr-floating-trust-badge.php prints `right:0px;` or, for the bottom-left
 * location, `left:0px;`, beside css/badges.css's `right: 0px` and a fixed width. Where both apply the page's
 * direction decides which one holds (on a right-to-left page the badge stays on the right): the printed side
 * is the pinned one when it is used as printed.
 */
function pinnedSide(el: HTMLElement): 'left' | 'right' {
  const cs = getComputedStyle(el);
  const held = (side: 'left' | 'right') => parseFloat(cs[side]) === parseFloat(el.style[side]);
  if (el.style.left !== '') return held('left') ? 'left' : 'right';
  if (el.style.right !== '') return held('right') ? 'right' : 'left';
  return 'right';
}

function useFit(el: HTMLElement, big: boolean): { scale: number; side: 'left' | 'right' } {
  const [fit, setFit] = useState<{ scale: number; side: 'left' | 'right' }>({ scale: 1, side: 'right' });
  // offsetWidth is the layout width: the scale transform does not change it
  const measure = useCallback(() => {
    const scale = fitScale(
      (document.documentElement.clientWidth || window.innerWidth) - MARGIN * 2,
      el.offsetWidth,
    );
    const side = pinnedSide(el);
    setFit((f) => (f.scale === scale && f.side === side ? f : { scale, side }));
  }, [el]);
  useLayoutEffect(measure, [measure, big]);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);
  return fit;
}

export function TrustBadge({ el }: WidgetProps) {
  const nodes = useMemo(
    () => ({
      compact: el.querySelector<HTMLElement>('div.cr-badge.badge_size_compact'),
      wide: el.querySelector<HTMLElement>('div.cr-badge.badge--wide-mobile'),
      close: el.querySelector<HTMLElement>('div.cr-floatingbadge-close'),
      layers: LAYERS.map((name) => el.querySelector<HTMLElement>(`div.cr-floatingbadge-background-${name}`)),
    }),
    [el],
  );
  const scheme = useMemo(() => parseColors(el.dataset.crcolors ?? ''), [el]);
  const [hidden, setHidden] = useState(() => Boolean(cookies.get(HIDE_COOKIE)));
  const [big, setBig] = useState(false);
  const [opened, setOpened] = useState(false); // the close is shown from the first expand on
  const focusTo = useRef<HTMLElement | null>(null);
  const { scale, side } = useFit(el, big);
  const c: Palette = big ? scheme.big : scheme.small;
  const { compact, wide, close, layers } = nodes;

  usePlatformProps(el, {
    attrs: { hidden: hidden ? '' : null },
    classes: { 'cr-floatingbadge-big': big },
    style: {
      display: hidden ? 'none' : null,
      'border-color': c.border ?? null,
      transform: scale < 1 ? `scale(${scale})` : null,
      // from the corner it is pinned to (bottom:0 in css/badges.css, the side from the location option)
      'transform-origin': scale < 1 ? `bottom ${side}` : null,
    },
  });
  usePlatformProps(compact, {
    attrs: {
      role: 'button',
      tabindex: '0',
      'aria-expanded': String(big),
      'aria-label': `${__('Expand the trust badge')}: ${compact?.textContent?.trim() ?? ''}`,
    },
    style: { display: big ? 'none' : opened ? 'block' : null },
  });
  usePlatformProps(wide, { style: { display: big ? 'block' : null } });
  usePlatformProps(close, {
    attrs: { role: 'button', tabindex: '0', 'aria-label': __('Close') },
    style: { display: opened ? 'block' : null },
  });

  // focus follows the control the shopper used: to close on expand, back to the compact badge on collapse
  useEffect(() => {
    focusTo.current?.focus();
    focusTo.current = null;
  }, [big]);

  const onExpand = (e: Event) => {
    if (big || !activates(e)) return;
    if (e.target instanceof Element && e.target.closest('div.cr-floatingbadge-close')) return;
    if (e instanceof KeyboardEvent && e.target !== compact) return;
    e.preventDefault();
    focusTo.current = close;
    setOpened(true);
    setBig(true);
  };
  const onClose = (e: Event) => {
    if (!activates(e)) return;
    e.preventDefault();
    e.stopPropagation();
    if (big) {
      focusTo.current = compact;
      setBig(false);
      return;
    }
    cookies.set(HIDE_COOKIE, 'true', { maxAgeSeconds: HIDE_SECONDS });
    setHidden(true);
  };
  usePlatformEvent(el, 'click', onExpand);
  usePlatformEvent(compact, 'keydown', onExpand);
  usePlatformEvent(close, 'click', onClose);
  usePlatformEvent(close, 'keydown', onClose);

  return (
    <>
      {LAYERS.map((name, i) => (
        <Layer
          key={name}
          el={layers[i] ?? null}
          style={{
            'background-color': c[name] ?? null,
            ...(name === 'bottom' ? { 'border-color': c.border ?? null } : {}),
          }}
        />
      ))}
    </>
  );
}

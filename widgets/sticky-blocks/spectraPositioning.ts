// Spectra's sticky containers (`uagb/container` with a position setting: `uagb-position__sticky`), as
// assets/js/spectra-block-positioning.js (Spectra 2.19) runs them: the page measures the container once, and on
// scroll past its halt point a filler of its size takes its place, the container gets
// `uagb-position__sticky--stuck` (Spectra's CSS: position fixed) at the admin bar + offset from the top, or
// the offset from the bottom; a container restricted to its parent becomes `--restricted` (position absolute
// at the parent's bottom padding) once the parent's bottom passes. `left` is the physical viewport coordinate
// getBoundingClientRect() gives, in RTL as in LTR.
import { readWindow } from '../../src/dom/globals';
import type { PositionAttrs } from './spectraSettings';

const STUCK = 'uagb-position__sticky--stuck';
const RESTRICTED = 'uagb-position__sticky--restricted';
const px = (n: number) => `${n}px`;

const adminBarHeight = () => document.getElementById('wpadminbar')?.offsetHeight ?? 0;
const scrollY = () => window.pageYOffset;

function filler(el: HTMLElement, rect: DOMRect, restricted: boolean): HTMLElement {
  const f = document.createElement('div');
  const cs = getComputedStyle(el);
  f.style.height = px(rect.height);
  f.style.boxSizing = 'border-box';
  if (!restricted) {
    f.style.width = px(rect.width);
    f.style.margin = cs.getPropertyValue('margin') || '0';
  } else {
    f.style.width = '100%';
    f.style.maxWidth = cs.getPropertyValue('max-width') || px(rect.width);
    f.style.padding = cs.getPropertyValue('padding') || '0';
    f.style.margin = cs.getPropertyValue('margin') || '0';
    f.style.border = cs.getPropertyValue('border') || '0';
    f.style.borderColor = 'transparent';
  }
  return f;
}

/** Spectra hands an animated container's settings to AOS (its own animation script, kept) and refreshes it. */
function animate(el: HTMLElement, attrs: PositionAttrs): void {
  const aos = readWindow('AOS');
  if (typeof aos !== 'object' || aos === null || !attrs.UAGAnimationType) return;
  Object.assign(el.dataset, {
    aos: attrs.UAGAnimationType,
    aosDuration: attrs.UAGAnimationTime,
    aosDelay: attrs.UAGAnimationDelay,
    aosEasing: attrs.UAGAnimationEasing,
    aosOnce: 'true',
  });
  setTimeout(() => {
    const refresh: unknown = Reflect.get(aos, 'refreshHard');
    if (typeof refresh === 'function') Reflect.apply(refresh, aos, []);
  }, 100);
}

/** Run one sticky container; returns the cleanup (the container back in the flow, the filler gone). */
export function positionSticky(el: HTMLElement, attrs: PositionAttrs): () => void {
  const rect = el.getBoundingClientRect();
  const parent = attrs.isBlockRootParent ? null : el.parentElement;
  const restricted = attrs.UAGStickyRestricted && parent !== null;
  const fill = filler(el, rect, parent !== null);
  const offset = attrs.UAGStickyOffset;
  let parentBottomHalt = 0;
  let parentPaddingBottom = 0;
  if (restricted) {
    const pr = parent.getBoundingClientRect();
    parentPaddingBottom = parseInt(getComputedStyle(parent).getPropertyValue('padding-bottom') || '0', 10);
    parentBottomHalt = pr.bottom + scrollY() - parentPaddingBottom - rect.height - adminBarHeight() - offset;
  }
  const stick = (edge: 'top' | 'bottom', at: string) => {
    if (!fill.isConnected) el.before(fill);
    el.classList.remove(RESTRICTED);
    el.classList.add(STUCK);
    el.style[edge] = at;
    el.style.left = px(rect.left);
    el.style.width = px(rect.width);
    el.style.zIndex = '999';
  };
  const restrict = () => {
    el.classList.remove(STUCK);
    el.classList.add(RESTRICTED);
    el.style.top = '';
    el.style.bottom = px(parentPaddingBottom);
    el.style.left = px(fill.offsetLeft);
  };
  const release = () => {
    fill.remove();
    el.classList.remove(STUCK, RESTRICTED);
    for (const p of ['top', 'bottom', 'left', 'width', 'zIndex'] as const) el.style[p] = '';
  };
  const timers: ReturnType<typeof setTimeout>[] = [];
  let onScroll: () => void;

  if (attrs.UAGStickyLocation === 'bottom') {
    // stuck to the bottom until the scroll shows the whole container in its own place
    const haltAt = rect.top + scrollY() - window.innerHeight + rect.height + offset;
    const at = px(offset);
    if (scrollY() <= haltAt) {
      // comes in from below the screen
      stick('bottom', `calc(${at} - ${window.innerHeight}px)`);
      timers.push(setTimeout(() => (el.style.bottom = at), 50));
    }
    onScroll = () => {
      if (scrollY() <= haltAt) {
        if (!el.classList.contains(STUCK)) stick('bottom', at);
      } else if (el.classList.contains(STUCK)) release();
    };
  } else {
    const haltAt = rect.top + scrollY() - adminBarHeight() - offset;
    const at = px(adminBarHeight() + offset);
    if (scrollY() >= haltAt) {
      stick('top', at);
      // past the parent's bottom already on load
      if (restricted && scrollY() >= parentBottomHalt) restrict();
    }
    onScroll = () => {
      const y = scrollY();
      const stuck = el.classList.contains(STUCK);
      const held = el.classList.contains(RESTRICTED);
      if (y >= haltAt) {
        if (!stuck && !held) stick('top', at);
        else if (restricted && !held && y >= parentBottomHalt) restrict();
        else if (held && y < parentBottomHalt) {
          el.style.bottom = '';
          stick('top', at);
        }
      } else if (stuck) release();
    };
  }
  animate(el, attrs);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    for (const t of timers) clearTimeout(t);
    release();
  };
}

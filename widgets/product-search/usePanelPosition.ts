// Measures the form and the panels' containing block and applies panelLayout: the list (and the details panel)
// under the input, fixed when the form is in a fixed header, FiboSearch's body classes while shown, fixHeight.
// Applied straight to the DOM (no re-render per scroll frame), again on resize/scroll (once per animation
// frame) and when either panel changes size (details loaded).
import { useLayoutEffect, useState, type RefObject } from 'react';
import { LAYOUT_BODY_CLASSES, matchHeights, panelLayout, type Box } from './panelLayout';

/** The details panel's inline size when it sits outside the list (CSS `--sw-search-details-width`). */
const DEFAULT_DETAILS_WIDTH = 300;

export interface PanelTargets {
  form: HTMLElement;
  input: HTMLElement;
  minListWidth: number;
}

function hasFixedAncestor(el: HTMLElement): boolean {
  for (let n: HTMLElement | null = el; n && n !== document.body; n = n.parentElement)
    if (getComputedStyle(n).position === 'fixed') return true;
  return false;
}

/** Document coordinates of where `left: 0; top: 0` puts an absolute box inside `wrapper`. */
function origin(wrapper: Element): { x: number; y: number } {
  for (let n: Element | null = wrapper; n && n !== document.documentElement; n = n.parentElement) {
    const cs = getComputedStyle(n);
    if (cs.position !== 'static' || (cs.transform !== '' && cs.transform !== 'none')) {
      const r = n.getBoundingClientRect();
      return {
        x: r.left + window.scrollX + n.clientLeft - n.scrollLeft,
        y: r.top + window.scrollY + n.clientTop - n.scrollTop,
      };
    }
  }
  return { x: 0, y: 0 }; // the initial containing block
}

/** Panels are absolute inside the root, which sits at its containing block's origin (or the viewport's). */
function put(el: HTMLElement, box: Box | null): void {
  if (!box) {
    el.style.display = 'none';
    return;
  }
  el.style.display = '';
  Object.assign(el.style, {
    position: 'absolute',
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
  });
}

export function usePanelPosition(
  panels: RefObject<HTMLElement | null>,
  t: PanelTargets,
  active: boolean,
  withDetails: boolean,
): void {
  const { form, input, minListWidth } = t;
  useLayoutEffect(() => {
    const root = panels.current;
    const list = root?.querySelector<HTMLElement>('.dgwt-wcas-suggestions-wrapp');
    if (!active || !root || !list) return;
    const body = document.body.classList;
    let frame = 0;
    let first = true;
    const place = (fixHeight = true) => {
      frame = 0;
      const details = root.querySelector<HTMLElement>('.dgwt-wcas-details-wrapp');
      // The list just shown: out of the layout while measuring. The measures below force a layout of the page,
      // which laid out the new list too, then again at its placed width in the frame (a long task when the first
      // suggestions came). The panels are placed absolute or fixed,
      // so nothing measured depends on them; put() shows them where they go, laid out once, in the frame.
      if (first) {
        first = false;
        list.style.display = 'none';
        if (details) details.style.display = 'none';
      }
      const f = form.getBoundingClientRect();
      const o = origin(root.parentElement ?? document.body);
      const dw = parseFloat(getComputedStyle(root).getPropertyValue('--sw-search-details-width'));
      const l = panelLayout({
        formLeft: f.left,
        formWidth: f.width,
        inputBottom: input.getBoundingClientRect().bottom,
        viewportWidth: document.documentElement.clientWidth || window.innerWidth,
        scrollX: window.scrollX,
        scrollY: window.scrollY,
        originX: o.x,
        originY: o.y,
        fixed: hasFixedAncestor(form),
        rtl: getComputedStyle(form).direction === 'rtl',
        details: withDetails && !!details,
        detailsWidth: Number.isFinite(dw) && dw > 0 ? dw : DEFAULT_DETAILS_WIDTH,
        minListWidth,
      });
      Object.assign(root.style, { position: l.position, top: '0px', left: '0px' });
      list.classList.toggle('dgwt-wcas-suggestions-wrapp-fixed', l.position === 'fixed');
      put(list, l.list);
      if (details) {
        put(details, l.details);
        details.classList.toggle('dgwt-wcas-details-wrapp-fixed', l.position === 'fixed');
      }
      for (const c of LAYOUT_BODY_CLASSES) body.toggle(c, l.bodyClasses.includes(c));
      // fixHeight reads the panels' natural heights: a forced style and layout pass of the page with the new list
      // in it. In the commit that shows the panels it is left to the frame's callback, where that pass is the one
      // the frame would make anyway (in the commit it was most of a long task), heights matched
      // before the first paint all the same.
      if (!fixHeight) {
        if (details && l.details) schedule();
        return;
      }
      list.style.minHeight = '';
      if (details) details.style.minHeight = '';
      if (details && l.details) {
        const h = matchHeights(list.offsetHeight, details.offsetHeight);
        if (h.list !== null) list.style.minHeight = `${h.list}px`;
        if (h.details !== null) details.style.minHeight = `${h.details}px`;
      }
    };
    const schedule = (e?: Event) => {
      // scrolling inside the list itself moves nothing
      if (e?.type === 'scroll' && e.target instanceof Node && root.contains(e.target)) return;
      if (!frame) frame = requestAnimationFrame(() => place());
    };
    const reschedule = () => schedule();
    place(false);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(reschedule) : null;
    ro?.observe(form);
    ro?.observe(root, { box: 'border-box' });
    const watch = () => {
      root.querySelectorAll(':scope > *').forEach((c) => ro?.observe(c));
    };
    watch();
    // the details panel comes and goes, and its content loads later
    const mo =
      typeof MutationObserver === 'function' ? new MutationObserver(() => (watch(), schedule())) : null;
    mo?.observe(root, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      ro?.disconnect();
      mo?.disconnect();
      for (const c of LAYOUT_BODY_CLASSES) body.remove(c);
    };
  }, [panels, form, input, minListWidth, active, withDetails]);
}

/** The viewport width, following resizes (the details panel and the mobile overlay depend on it). */
export function useViewportWidth(): number {
  const [w, setW] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}

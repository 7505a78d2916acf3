// FiboSearch's layouts at its breakpoints (jquery.dgwt-wcas.js 1.32: isBreakpointReached, reloadFlexibleLayout).
// A box printed with the `icon-flexible` layout ("icon on mobile, search bar on desktop") is the icon layout at
// or below `layout_breakpoint` and a search bar above it; `icon-flexible-inv` is the other way round. The mobile
// overlay takes over at or below `mobile_overlay_breakpoint`. A custom param of the same name wins over the
// printed setting, read with parseInt as FiboSearch does.

export type BreakpointName = 'layout_breakpoint' | 'mobile_overlay_breakpoint';

/** The window's width is at or below the breakpoint (`$(window).width() <= breakpoint`). */
export function breakpointReached(
  width: number,
  printed: number,
  params: Record<string, string>,
  name: BreakpointName,
): boolean {
  const breakpoint = Object.hasOwn(params, name) ? Number.parseInt(params[name] ?? '', 10) : printed;
  return width <= breakpoint; // a param that is not a number (NaN) is never reached, as in FiboSearch
}

/** 0: not flexible; 1: icon on mobile, search bar on desktop; 2: icon on desktop, search bar on mobile. */
export type FlexibleMode = 0 | 1 | 2;

export function flexibleMode(el: Element): FlexibleMode {
  if (el.classList.contains('js-dgwt-wcas-layout-icon-flexible-inv')) return 2;
  if (el.classList.contains('js-dgwt-wcas-layout-icon-flexible')) return 1;
  return 0;
}

/** Whether the box is in the icon layout now: the printed icon layout, or a flexible one on its side of the breakpoint. */
export function isIconLayout(printedIcon: boolean, mode: FlexibleMode, layoutReached: boolean): boolean {
  if (mode === 1) return layoutReached;
  if (mode === 2) return !layoutReached;
  return printedIcon;
}

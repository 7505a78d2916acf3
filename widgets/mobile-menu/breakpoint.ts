// Astra's header break point: above `astra.break_point` (921 px) the body is `ast-desktop`, at or below it
// `ast-header-break-point` (and Astra fires `astra-header-responsive-disabled`). Crossing it fires
// `astLayoutWidthChanged` on document, where Astra dispatches it and where its own scripts and add-ons listen
// (frontend.js, the cart flyout, the account menu; the event does not bubble, so a window listener never sees it).
import { readAstra } from '../../src/settings/astra';

export const isBreakPoint = (breakPoint = readAstra().break_point) =>
  document.documentElement.clientWidth <= breakPoint;

export function applyBreakPoint(breakPoint = readAstra().break_point): boolean {
  const mobile = isBreakPoint(breakPoint);
  const body = document.body;
  const was = body.classList.contains('ast-header-break-point')
    ? true
    : body.classList.contains('ast-desktop')
      ? false
      : null;
  body.classList.toggle('ast-header-break-point', mobile);
  body.classList.toggle('ast-desktop', !mobile);
  if (was !== mobile) {
    if (mobile) body.dispatchEvent(new CustomEvent('astra-header-responsive-disabled', { bubbles: true }));
    if (was !== null)
      document.dispatchEvent(
        new CustomEvent('astLayoutWidthChanged', { detail: { response: mobile ? 'mobile' : 'desktop' } }),
      );
  }
  return mobile;
}

export function watchBreakPoint(): () => void {
  const breakPoint = readAstra().break_point;
  let frame = 0;
  const onResize = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      applyBreakPoint(breakPoint);
    });
  };
  applyBreakPoint(breakPoint);
  window.addEventListener('resize', onResize, { passive: true });
  return () => {
    window.removeEventListener('resize', onResize);
    cancelAnimationFrame(frame);
  };
}

// The product tabs' first-paint job (its manifest's `firstPaint`, run by the head script): one panel shown from
// the first paint (productTabPanels.ts), every panel shown again, as printed, without the widget.
import type { FirstPaintStart } from '../../src/mount/types';
import { showAllPanels, showOnePanel } from './productTabPanels';

const TABS = '.woocommerce-tabs.wc-tabs-wrapper';

export const start: FirstPaintStart = (doc) => {
  const tabs = () => doc.querySelectorAll<HTMLElement>(TABS);
  const showOne = () => tabs().forEach(showOnePanel);
  // a tab link followed natively (its held click got the native fallback: the chunk late or failing) opens its panel
  window.addEventListener('hashchange', showOne);
  // without the tabs widget (its chunk failed, or no entry by `load`), every panel is shown again, as printed
  doc.addEventListener('storefront:mount-failed', (e) => {
    const d: unknown = e instanceof CustomEvent ? e.detail : null;
    const el: unknown = d && typeof d === 'object' && 'el' in d ? d.el : null;
    if (el instanceof HTMLElement && el.matches(TABS)) showAllPanels(el);
  });
  window.addEventListener('load', () => 'storefrontWidgets' in window || tabs().forEach(showAllPanels), {
    once: true,
  });
  return showOne;
};

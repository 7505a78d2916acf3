// One way out per event, so nothing is counted twice: through the page's gtag function when the GA plugin
// printed one (it pushes to dataLayer itself), otherwise as a GTM-style `{event, ecommerce}` push to dataLayer
// (after the recommended `{ecommerce: null}` reset).
import { readWindow, writeWindow } from '../../src/dom/globals';

type Tracker = (command: 'event', name: string, params: Record<string, unknown>) => void;

function tracker(name: string): Tracker | null {
  const fn = readWindow(name);
  return typeof fn === 'function' ? (fn as Tracker) : null; // gtag's signature, checked to be a function
}

function dataLayer(): unknown[] {
  const existing = readWindow('dataLayer');
  if (Array.isArray(existing)) return existing;
  const layer: unknown[] = [];
  writeWindow('dataLayer', layer);
  return layer;
}

export function sendEvent(trackerName: string, name: string, params: Record<string, unknown>): void {
  try {
    const gtag = tracker(trackerName);
    if (gtag) gtag('event', name, params);
    else {
      const layer = dataLayer();
      layer.push({ ecommerce: null });
      layer.push({ event: name, ecommerce: params });
    }
  } catch (e) {
    console.warn(`[storefront-widgets] analytics "${name}" was not sent`, e);
  }
}

// One way out per event, so nothing is counted twice: through the page's gtag function when the GA plugin
// printed one (it pushes to dataLayer itself), otherwise as a GTM-style `{event, ecommerce}` push to dataLayer
// (after the recommended `{ecommerce: null}` reset).
type Tracker = (command: 'event', name: string, params: Record<string, unknown>) => void;

function tracker(name: string): Tracker | null {
  const fn: unknown = (window as unknown as Record<string, unknown>)[name];
  return typeof fn === 'function' ? (fn as Tracker) : null; // gtag's signature, checked to be a function
}

function dataLayer(): unknown[] {
  const w = window as unknown as { dataLayer?: unknown };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer as unknown[]; // made an array just above
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

// The one way the bundle talks to Google Analytics. The bundle takes over Google Analytics for WooCommerce's
// tracker handle (woocommerce-google-analytics-integration: its main.js never loads, its ga4w data and gtag
// snippet still print), so every GA call of every widget goes out here, once: through the page's tracker
// function (`gtag`, or the name the plugin was filtered to use: it pushes to dataLayer itself), or, without
// one, as a GTM-style dataLayer push in the shape the caller gives.
import { readWindow, writeWindow } from './globals';

type Tracker = (command: string, ...args: unknown[]) => void;

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

export interface GaSendOptions {
  /** the tracker function's global name (ga4w.settings.tracker_function_name) */
  trackerName?: string;
  /** what to push to dataLayer when there is no tracker function; nothing is pushed without it */
  dataLayerEntries?: unknown[];
  /** push only into a dataLayer the page already has (FiboSearch's own rule), never create one */
  existingDataLayerOnly?: boolean;
}

/** `tracker('event', name, params)`, or the dataLayer entries; never throws. True when something was sent. */
export function sendGaEvent(
  name: string,
  params: Record<string, unknown>,
  opts: GaSendOptions = {},
): boolean {
  try {
    const gtag = tracker(opts.trackerName ?? 'gtag');
    if (gtag) {
      gtag('event', name, params);
      return true;
    }
    if (!opts.dataLayerEntries) return false;
    if (opts.existingDataLayerOnly && !Array.isArray(readWindow('dataLayer'))) return false;
    const layer = dataLayer();
    for (const entry of opts.dataLayerEntries) layer.push(entry);
    return true;
  } catch (e) {
    console.warn(`[storefront-widgets] analytics "${name}" was not sent`, e);
    return false;
  }
}

/** `tracker('consent', 'update', state)` (Google consent mode), when the tracker function exists. */
export function updateGaConsent(state: Record<string, 'granted' | 'denied'>, trackerName = 'gtag'): void {
  try {
    tracker(trackerName)?.('consent', 'update', state);
  } catch (e) {
    console.warn('[storefront-widgets] analytics consent was not updated', e);
  }
}

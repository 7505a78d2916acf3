// GA4 ecommerce events through the bundle's one GA sender (src/dom/gtag.ts): the page's tracker function, or a
// GTM-style `{event, ecommerce}` push to dataLayer after the recommended `{ecommerce: null}` reset.
import { sendGaEvent } from '../../src/dom/gtag';

export function sendEvent(trackerName: string, name: string, params: Record<string, unknown>): void {
  sendGaEvent(name, params, {
    trackerName,
    dataLayerEntries: [{ ecommerce: null }, { event: name, ecommerce: params }],
  });
}

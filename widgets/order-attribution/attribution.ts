// WooCommerce's order attribution, without jQuery: sourcebuster's data becomes the hidden
// `wc_order_attribution_*` inputs of every <wc-order-attribution-inputs> (checkout and registration forms) and
// the block checkout's extension data, and WooCommerce 8.5's plain `<input type=hidden name="<prefix><field>">`.
// `wc_order_attribution.setOrderTracking(allow)` is the consent switch consent tools call: off deletes the
// sourcebuster cookies and sends every field empty; 8.5's `setAllowTrackingConsent(allow)` (still called by the
// WP Consent API integration of that version) only turns tracking on.
import { readWindow, writeWindow } from '../../src/dom/globals';
import { readAttribution, type AttributionSettings } from '../../src/settings/attribution';
import { removeSbjsCookies } from './cookies';
import { TAG, defineAttributionInputs, type AttributionInputsElement } from './element';
import { forgetSourcebuster, runSourcebuster, type SbjsData } from './sourcebuster';
import { attributionValues, type AttributionValues } from './values';

interface AttributionGlobal {
  params?: Record<string, unknown>;
  fields?: Record<string, unknown>;
  setOrderTracking?: (allow: boolean) => void;
  setAllowTrackingConsent?: (allow: boolean) => void;
  getAttributionData?: () => AttributionValues;
}

let settings: AttributionSettings | null = null;
let data: SbjsData | null = null;
let base64Ready = false;

function config(): AttributionSettings {
  return (settings ??= readAttribution());
}

/** The values the forms carry now (all null while tracking is not allowed). */
export function currentValues(): AttributionValues {
  const s = config();
  return attributionValues(s.fields, s.allowTracking ? data : null);
}

export function fillElement(el: Element, values = currentValues()): void {
  // a property set: our element (or WooCommerce's, if it defined it first) writes input.value
  (el as AttributionInputsElement).values = values; // every <wc-order-attribution-inputs> has this setter once defined
}

/** The code only some shops need (WooCommerce 8.5's plain inputs, the base64 cookie option, the block checkout's
 *  hand-off), one chunk loaded only there. */
const compat = () => import('./compat');

function publish(): void {
  const values = currentValues();
  document.querySelectorAll(TAG).forEach((el) => fillElement(el, values));
  const s = config();
  // 8.5 printed no field map, and plain inputs instead of the element
  if (!s.fieldsPrinted) void compat().then((m) => m.fillPlainInputs(s, data));
  void blocks()?.then((b) => b.setBlockCheckoutData(values));
}

export function setOrderTracking(allow: boolean): void {
  const s = config();
  s.allowTracking = Boolean(allow);
  const g = globalObject();
  if (g.params) g.params.allowTracking = s.allowTracking;
  if (!s.allowTracking) {
    removeSbjsCookies();
    forgetSourcebuster();
    data = null;
  } else if (s.base64 && !base64Ready) {
    // WooCommerce's base64 cookie option: its code loads only for the shops that turn it on
    void compat().then((m) => {
      m.setBase64Cookies(true);
      base64Ready = true;
      if (config().allowTracking) setOrderTracking(true);
    });
    return;
  } else {
    try {
      data = runSourcebuster(s);
    } catch (e) {
      console.warn('[storefront-widgets] attribution', e);
      data = null;
    }
  }
  publish();
}

/** The page's `wc_order_attribution` (made when the page printed none), for the consent tools' API. */
function globalObject(): AttributionGlobal {
  let g = readWindow('wc_order_attribution');
  if (typeof g !== 'object' || g === null)
    writeWindow('wc_order_attribution', (g = { params: {}, fields: {} }));
  return g as AttributionGlobal; // an object; its members are only written, or checked before use
}

/** The block checkout's store hand-off: its code loads only where wp.data is on the page. */
const blocks = () => {
  const wp = readWindow('wp');
  return typeof wp === 'object' && wp !== null && 'data' in wp && typeof wp.data === 'object'
    ? compat()
    : null;
};

let started = false;
/** Once per page: the element, the global API for consent tools, the first values. */
export function startAttribution(): void {
  if (started) return;
  started = true;
  const s = config();
  // read when each element is made, without caching: an element can exist before the page's settings do
  defineAttributionInputs(() => {
    const c = settings ?? readAttribution();
    return { prefix: c.prefix, fields: Object.keys(c.fields) };
  });
  const g = globalObject();
  g.setOrderTracking = setOrderTracking;
  // WooCommerce 8.5's consent call: true turns tracking on, anything else does nothing
  g.setAllowTrackingConsent = (allow) => void (allow && setOrderTracking(true));
  g.getAttributionData = currentValues;
  setOrderTracking(s.allowTracking);
  void blocks()?.then((b) => b.whenCheckoutStoreChanges(() => b.setBlockCheckoutData(currentValues())));
}

/** Tests: a fresh page. */
export function resetAttribution(): void {
  started = false;
  base64Ready = false;
  settings = null;
  data = null;
  forgetSourcebuster();
}

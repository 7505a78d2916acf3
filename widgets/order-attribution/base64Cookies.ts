// WooCommerce ships its own sourcebuster (woocommerce/sourcebuster-js, 1.1.2), whose init takes the `base64` option
// `wc_order_attribution.params.base64` passes (order-attribution.js: `base64: Boolean( params.base64 )`): each
// cookie's percent-encoded content is stored base64-encoded without '=' padding, and a value made only of base64
// characters is decoded on read (older plain values still read). The npm build this bundle uses (1.1.0) has no
// such option, so its cookie helper gets the fork's set/get when the shop asks for base64.
import sbCookies from 'sourcebuster/src/js/helpers/cookies.js';

const BASE64_ONLY = /^[A-Za-z0-9+/]+$/;

/** helpers/cookies.js `set` with useBase64: btoa of the percent-encoded content, padding removed. */
export function encodeCookieContent(encoded: string): string {
  return btoa(encoded).replace(/=+$/, '');
}

/** helpers/cookies.js `get`: a base64-only value is padded back and decoded; anything else is kept as is. */
export function decodeCookieContent(content: string): string {
  if (!BASE64_ONLY.test(content)) return content;
  try {
    return atob(content.padEnd(content.length + ((4 - (content.length % 4)) % 4), '='));
  } catch {
    return content; // not valid base64 after all: the old format
  }
}

const original = { set: sbCookies.set, get: sbCookies.get };

/** The fork's set/get are the 1.1.0 ones with the content (not the name) base64-encoded and decoded. */
export function setBase64Cookies(on: boolean): void {
  if (!on) {
    Object.assign(sbCookies, original);
    return;
  }
  sbCookies.set = function set(name, value, minutes, domain, exclSubdomains) {
    const encode = this.encodeData;
    original.set.call(
      { ...this, encodeData: (s: string) => (s === name ? encode(s) : encodeCookieContent(encode(s))) },
      name,
      value,
      minutes,
      domain,
      exclSubdomains,
    );
  };
  sbCookies.get = function get(name) {
    const decode = this.decodeData;
    return original.get.call({ ...this, decodeData: (s: string) => decode(decodeCookieContent(s)) }, name);
  };
}

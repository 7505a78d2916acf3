// Every settings reader survives a missing global, wrong types, string flags and JSON strings.
import { afterEach, describe, expect, it } from 'vitest';
import * as woo from './woocommerce';
import * as astra from './astra';
import { readWpApiSettings } from './wordpress';
import { readContentProtection } from './contentProtection';
import { readSingleProductParams } from './singleProduct';
import { arr, bool, num, obj, oneOf, optNum, record, str } from './parse';

const w = window as unknown as Record<string, unknown>;
const GLOBALS = [
  'woocommerce_params',
  'wc_add_to_cart_params',
  'wc_cart_fragments_params',
  'wc_cart_params',
  'wc_checkout_params',
  'wc_add_to_cart_variation_params',
  'wc_single_product_params',
  'wc_order_attribution',
  'astra',
  'astra_cart',
  'astra_qty_btn',
  'astra_shop_add_to_cart',
  'astra_search',
  'wpApiSettings',
  'smessage',
];
afterEach(() => GLOBALS.forEach((g) => delete w[g]));

const readers = [
  woo.readWooCommerceParams,
  woo.readAddToCartParams,
  woo.readCartFragmentsParams,
  woo.readCartParams,
  woo.readCheckoutParams,
  woo.readAddToCartVariationParams,
  readSingleProductParams,
  woo.readOrderAttribution,
  astra.readAstra,
  astra.readAstraCart,
  astra.readAstraQtyButtons,
  astra.readAstraShopAddToCart,
  astra.readAstraSearch,
  readWpApiSettings,
  readContentProtection,
];

describe('settings readers', () => {
  it.each([undefined, null, 42, 'not json', '{"broken":', [], true])(
    'never throw on a global that is %s',
    (value) => {
      GLOBALS.forEach((g) => (w[g] = value));
      for (const read of readers) expect(() => read()).not.toThrow();
    },
  );

  it('fall back to the platform defaults when the global is missing', () => {
    expect(woo.readCartFragmentsParams().request_timeout).toBe(5000);
    expect(woo.readAddToCartParams().cart_redirect_after_add).toBe('no');
    expect(astra.readAstra().break_point).toBe(921);
    expect(woo.readOrderAttribution().params).toMatchObject({
      lifetime: 0.00001,
      session: 30,
      prefix: 'wc_order_attribution_',
    });
    expect(astra.readAstraSearch().search_post_types).toEqual(['post', 'page', 'product']);
    // a page without wc-single-product's data: no gallery feature, no required rating
    expect(readSingleProductParams()).toMatchObject({
      flexslider_enabled: false,
      zoom_enabled: false,
      photoswipe_enabled: false,
      review_rating_required: false,
      i18n_rating_options: [],
    });
    // and FlexSlider's own defaults for the options not handed to it
    expect(readSingleProductParams().flexslider).toMatchObject({ smoothHeight: false, animationSpeed: 600 });
  });

  it('read the carousel options WooCommerce hands FlexSlider (woocommerce_single_product_carousel_options)', () => {
    // some of the keys get_script_data() prints
    w.wc_single_product_params = {
      flexslider_enabled: '1',
      flexslider: {
        rtl: true,
        animation: 'slide',
        smoothHeight: true,
        animationSpeed: 500,
        animationLoop: false,
      },
    };
    expect(readSingleProductParams().flexslider).toMatchObject({
      rtl: true,
      smoothHeight: true,
      animationSpeed: 500,
      animationLoop: false,
    });
    w.wc_single_product_params = { flexslider: { smoothHeight: false, animationSpeed: '250' } };
    expect(readSingleProductParams().flexslider).toMatchObject({ smoothHeight: false, animationSpeed: 250 });
  });

  it('read flags printed as "1", 1, true, "yes" and numbers printed as strings', () => {
    w.wc_add_to_cart_params = { is_cart: '1', cart_redirect_after_add: 'yes' };
    w.wc_cart_fragments_params = { request_timeout: '3000' };
    w.astra = { break_point: '768', isRtl: 1, is_scroll_to_top: true };
    w.wc_checkout_params = { is_checkout: 'yes' };
    expect(woo.readAddToCartParams()).toMatchObject({ is_cart: true, cart_redirect_after_add: 'yes' });
    expect(woo.readCartFragmentsParams().request_timeout).toBe(3000);
    expect(astra.readAstra()).toMatchObject({ break_point: 768, isRtl: true, is_scroll_to_top: true });
    expect(woo.readCheckoutParams().is_checkout).toBe(true);
  });

  it('accept a global printed as a JSON string and reject wrong-typed keys', () => {
    w.astra_qty_btn = JSON.stringify({ plus_qty: 'زيادة', style_type: 'bogus' });
    expect(astra.readAstraQtyButtons()).toEqual({ plus_qty: 'زيادة', minus_qty: '', style_type: 'normal' });
    w.wc_order_attribution = {
      params: { lifetime: 'x', allowTracking: 'false' },
      fields: { source_type: 'current.typ', bad: 5, worse: {} },
    };
    const a = woo.readOrderAttribution();
    expect(a.params.lifetime).toBe(0.00001);
    expect(a.params.allowTracking).toBe(false);
    expect(a.fields).toEqual({ source_type: 'current.typ', bad: '5' });
  });

  it('fills the wc-ajax endpoint template', () => {
    expect(woo.wcAjaxUrl('add_to_cart', '/shop/?wc-ajax=%%endpoint%%')).toBe('/shop/?wc-ajax=add_to_cart');
  });

  it('survives a global whose getter throws', () => {
    Object.defineProperty(window, 'astra', {
      configurable: true,
      get: () => {
        throw new Error('nope');
      },
    });
    expect(astra.readAstra().break_point).toBe(921);
    Object.defineProperty(window, 'astra', { configurable: true, writable: true, value: undefined });
  });
});

describe('parse combinators', () => {
  it('parse scalars strictly', () => {
    expect([str()(1), str('d')(null), str()({})]).toEqual(['1', 'd', '']);
    expect([num()(' 2.5 '), num(7)('abc'), num(7)(Infinity), optNum('')]).toEqual([2.5, 7, 7, undefined]);
    expect([bool()('0'), bool()('no'), bool()('TRUE'), bool(true)('maybe')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([oneOf(['a', 'b'], 'a')('b'), oneOf(['a', 'b'], 'a')('c')]).toEqual(['b', 'a']);
  });
  it('parse collections, dropping bad items', () => {
    expect(arr(num(Number.NaN))(['1', 2])).toEqual([1, 2]);
    expect(arr((v) => (typeof v === 'string' ? v : undefined))('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(record(str())({ a: 'x', b: 2 })).toEqual({ a: 'x', b: '2' });
    expect(obj({ a: num(1) })('nope')).toEqual({ a: 1 });
  });
});

// Every reader reads a global printed as WordPress prints it (wp_localize_script: top-level scalars as
// strings, "1"/"" flags, numeric strings; nested values as JSON; the copy protector's own inline vars) to
// the same settings as the typed value the plugin passed in PHP. The globals come from the fake WordPress.
import { afterEach, describe, expect, it } from 'vitest';
import { renderDomains } from '../../fixtures/backend/render/domains';
import { InlineVar, printVar } from '../../fixtures/backend/render/localize';
import { Session } from '../../fixtures/backend/session';
import type { PageContext } from '../../fixtures/backend/render/types';
import * as woo from './woocommerce';
import * as astra from './astra';
import * as wawp from './wawp';
import { readAddressI18n, readCountrySelectParams } from './address';
import { readGa4w } from './analytics';
import { DEFAULT_FIELDS, readAttribution } from './attribution';
import { readBadgeSettings } from './badges';
import { readContentProtection, readContentProtectionScope } from './contentProtection';
import { readDocumentSettings } from './documents';
import { readFiboSearch } from './fibosearch';
import { readFixerFlags } from './fibosearchFixer';
import { readPointsSettings } from './points';
import { readCrAjaxObject } from './reviews';
import { readSingleProductParams } from './singleProduct';
import { readWindow } from '../dom/globals';

const READERS: Record<string, Array<() => unknown>> = {
  woocommerce_params: [woo.readWooCommerceParams],
  wc_add_to_cart_params: [woo.readAddToCartParams],
  wc_cart_fragments_params: [woo.readCartFragmentsParams],
  wc_cart_params: [woo.readCartParams],
  wc_checkout_params: [woo.readCheckoutParams],
  wc_add_to_cart_variation_params: [woo.readAddToCartVariationParams],
  wc_single_product_params: [readSingleProductParams],
  wc_country_select_params: [readCountrySelectParams],
  wc_address_i18n_params: [readAddressI18n],
  wc_order_attribution: [woo.readOrderAttribution, readAttribution],
  astra: [astra.readAstra],
  astra_cart: [astra.readAstraCart],
  astra_qty_btn: [astra.readAstraQtyButtons],
  astra_search: [astra.readAstraSearch],
  acoplw_frontend_object: [readBadgeSettings],
  dgwt_wcas: [readFiboSearch, readFixerFlags],
  cr_ajax_object: [readCrAjaxObject],
  wps_wpr: [readPointsSettings],
  wf_pklist_params_public: [readDocumentSettings],
  wooIntlTelSettings: [wawp.readIntlTelSettings],
  awpTelInputStrings: [wawp.readTelInputStrings],
  AWP_Signup_Params: [wawp.readSignupParams],
  AWP_Signup_L10n: [wawp.readSignupL10n],
  awpOtpAjax: [wawp.readOtpAjax],
  awpOtpL10n: [wawp.readOtpL10n],
  storefrontWidgetsConfig: [wawp.readBundleConfig],
  ga4w: [readGa4w],
  smessage: [readContentProtection],
  image_save_msg: [readContentProtection],
  no_menu_msg: [readContentProtection],
  storefrontWidgetsCopyProtection: [readContentProtectionScope],
};

/** Globals printed for a plugin script the bundle keeps (Wawp's verification bar reads its own): no reader here. */
const KEPT_SCRIPTS_ONLY = new Set(['awpPhoneVerify']);

const w = window as unknown as Record<string, unknown>;
const set: string[] = [];
afterEach(() => set.splice(0).forEach((k) => delete w[k]));

/** What the page's script leaves on window after `var name = ...;` runs. */
function runPrinted(name: string, value: unknown): unknown {
  return new Function(`${printVar(name, value)}\nreturn ${name};`)() as unknown;
}

function pageContexts(): PageContext[] {
  const session = new Session('printed');
  session.userId = 7;
  return ['cart', 'checkout', 'product', 'signup', 'login'].map((page) => ({
    session,
    url: new URL(`http://shop.test/${page}/`),
    page,
    params: {},
    nonce: (a: string) => session.nonces.create(a),
    bundleUrl: '',
  }));
}

describe('settings printed as WordPress prints them', () => {
  const printed: Array<[string, unknown]> = [];
  for (const ctx of pageContexts())
    for (const d of renderDomains)
      for (const provider of Object.values(d.globals ?? {})) printed.push(...Object.entries(provider(ctx)));

  it('every global the fake prints has a reader here', () => {
    expect(printed.length).toBeGreaterThan(20);
    expect(
      Array.from(new Set(printed.map(([k]) => k))).filter((k) => !READERS[k] && !KEPT_SCRIPTS_ONLY.has(k)),
    ).toEqual([]);
  });

  it.each(
    printed.filter(([k]) => !KEPT_SCRIPTS_ONLY.has(k)).map(([k, v], i) => [`${k} #${i}`, k, v] as const),
  )('%s reads the same from the printed page as from the PHP value', (_label, name, value) => {
    const typed = value instanceof InlineVar ? value.value : value;
    const readers = READERS[name] ?? [];
    set.push(name);
    w[name] = typed;
    const fromTyped = readers.map((r) => r());
    w[name] = runPrinted(name, value);
    expect(readWindow(name)).toBeDefined();
    expect(readers.map((r) => r())).toEqual(fromTyped);
  });

  it("the reader's default field map is WooCommerce's (the fake prints WooCommerce's own list)", () => {
    const fields = printed.find(([k]) => k === 'wc_order_attribution')?.[1];
    expect(fields).toMatchObject({ fields: DEFAULT_FIELDS });
  });

  it('the printed form really is strings at the top level (what the readers must accept)', () => {
    w.wps_wpr = runPrinted('wps_wpr', {
      checkout_page: false,
      minimum_points: 50,
      wps_is_user_login: true,
      wps_wpr_game_setting: [],
    });
    set.push('wps_wpr');
    expect(readWindow('wps_wpr')).toEqual({
      checkout_page: '',
      minimum_points: '50',
      wps_is_user_login: '1',
      wps_wpr_game_setting: [],
    });
    expect(readPointsSettings()).toMatchObject({
      checkout_page: false,
      minimum_points: 50,
      wps_is_user_login: true,
    });
  });
});

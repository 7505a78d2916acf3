// A call refused for a day-old nonce, against the fake WordPress through MSW: one fresh-nonce request, one more
// send with the fresh nonce, the fresh nonce written where the page printed the old one; a refresh that fails
// leaves the refusal; a plugin's own refusal answer counts; a call that was not refused is never sent twice.
import { describe, expect, it } from 'vitest';
import { adminAjax, ApiError, wcAjaxHtml } from './index';
import { freshNonce, parseFreshNonces } from './freshNonces';
import { rest } from './rest';
import { backend, server } from '../testing/server';
import { isRecord } from '../settings/parse';
import { writeWindow, readWindow } from '../dom/globals';
import { QNA_RECAPTCHA_KEY } from '../../fixtures/backend/render/domains/cusrev/qna';
import { standInTokenPrefix } from '../../fixtures/backend/routes/captcha';

const anything = (v: unknown) => v;
const POINTS = { global: 'wps_wpr', key: 'wps_wpr_nonce' } as const;

/** Every admin-ajax action the client sent, in order, and the nonce fields they carried. */
function recording(): { actions: string[]; nonces: string[]; stop: () => void } {
  const rec = { actions: [] as string[], nonces: [] as string[], stop: () => {} };
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const wc = url.searchParams.get('wc-ajax');
    if (wc) rec.actions.push(`wc-ajax:${wc}`);
    if (!url.pathname.endsWith('admin-ajax.php')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        const q = new URLSearchParams(body);
        rec.actions.push(url.searchParams.get('action') ?? q.get('action') ?? '');
        rec.nonces.push(q.get('wps_nonce') ?? q.get('crNonce') ?? '');
      });
  };
  server.events.on('request:start', listener);
  rec.stop = () => server.events.removeListener('request:start', listener);
  return rec;
}

function printPoints(stale: string): void {
  writeWindow('wps_wpr', { ajaxurl: '/wp-admin/admin-ajax.php', wps_wpr_nonce: stale });
}

describe('fresh nonces', () => {
  it('parses only string nonces under globals and markup', () => {
    expect(
      parseFreshNonces({
        globals: { a: { n: 'x', bad: 1, obj: {} } },
        markup: { '#q': { 'data-nonce': 'y' } },
        x: 1,
      }),
    ).toEqual({
      globals: { a: { n: 'x', bad: '1' } },
      markup: { '#q': { 'data-nonce': 'y' } },
      visitor: null,
      hooks: {},
    });
    expect(parseFreshNonces('nope')).toEqual({ globals: {}, markup: {}, visitor: null, hooks: {} });
    expect(
      parseFreshNonces({ hooks: { woocommerce_cart_actions: '<div></div>', bad: 1, no: {} } }).hooks,
    ).toEqual({
      woocommerce_cart_actions: '<div></div>',
      bad: '1',
    });
  });

  it("parses the visitor's values; a guest carries no id, points, name or e-mail whatever the answer says", () => {
    const customer = { loggedIn: true, userId: 7, points: '1250', name: 'أحمد حسن', email: 'a@example.com' };
    expect(parseFreshNonces({ visitor: customer }).visitor).toEqual({ ...customer, points: 1250 });
    expect(parseFreshNonces({ visitor: { ...customer, points: -4 } }).visitor?.points).toBe(0);
    expect(parseFreshNonces({ visitor: { ...customer, loggedIn: false } }).visitor).toEqual({
      loggedIn: false,
      userId: 0,
      points: 0,
      name: '',
      email: '',
    });
    expect(parseFreshNonces({ visitor: 'x' }).visitor).toBeNull();
  });

  it('a refused points call: one refresh, sent once more with the fresh nonce, which replaces the printed one', async () => {
    const sess = backend.session();
    sess.userId = 7;
    const stale = sess.nonces.stale('wps-wpr-verify-nonce');
    printPoints(stale);
    const rec = recording();
    const v = await adminAjax(
      'wps_wpr_generate_custom_wallet',
      { points: 10, user_id: 7, wps_nonce: stale },
      anything,
      { nonce: { field: 'wps_nonce', from: POINTS } },
    );
    rec.stop();
    expect(isRecord(v) && (v.result === true || v.success === true)).toBe(true);
    const fresh = sess.nonces.create('wps-wpr-verify-nonce');
    expect(rec.actions).toEqual([
      'wps_wpr_generate_custom_wallet',
      'storefront_widgets_nonces',
      'wps_wpr_generate_custom_wallet',
    ]);
    expect(rec.nonces).toEqual([stale, '', fresh]);
    expect(freshNonce(POINTS)).toBe(fresh);
    const printed = readWindow('wps_wpr');
    expect(isRecord(printed) && printed.wps_wpr_nonce).toBe(fresh);
  });

  it('a later call sends the fresh nonce at once', async () => {
    const sess = backend.session();
    sess.userId = 7;
    printPoints(sess.nonces.stale('wps-wpr-verify-nonce'));
    const opts = { nonce: { field: 'wps_nonce', from: POINTS } };
    const data = { points: 5, user_id: 7, wps_nonce: sess.nonces.stale('wps-wpr-verify-nonce') };
    await adminAjax('wps_wpr_generate_custom_wallet', data, anything, opts);
    const rec = recording();
    await adminAjax('wps_wpr_generate_custom_wallet', data, anything, opts);
    rec.stop();
    expect(rec.actions).toEqual(['wps_wpr_generate_custom_wallet']);
  });

  it('a refresh that fails leaves the refusal: no second send', async () => {
    const sess = backend.session();
    sess.userId = 7;
    backend.addFault({ route: 'ajax:storefront_widgets_nonces', fault: '500' });
    const rec = recording();
    let code = '';
    await adminAjax(
      'wps_wpr_generate_custom_wallet',
      { points: 10, user_id: 7, wps_nonce: sess.nonces.stale('wps-wpr-verify-nonce') },
      anything,
      { nonce: { field: 'wps_nonce', from: POINTS } },
    ).catch((e: unknown) => (code = e instanceof ApiError ? e.code : 'other'));
    rec.stop();
    expect(code).toBe('nonce');
    expect(rec.actions).toEqual(['wps_wpr_generate_custom_wallet', 'storefront_widgets_nonces']);
  });

  it("a plugin's own refusal answer (the Q&A's code 2) is sent again; the markup's nonce is replaced", async () => {
    const sess = backend.session();
    const block = document.createElement('div');
    block.id = 'cr_qna';
    block.dataset.nonce = sess.nonces.stale('cr_qna');
    document.body.append(block);
    const qna = { field: 'crNonce', from: { selector: '#cr_qna', attribute: 'data-nonce' } };
    const refused = (v: unknown) => isRecord(v) && v.code === 2;
    const rec = recording();
    const v = await adminAjax(
      'cr_new_qna',
      {
        crNonce: sess.nonces.stale('cr_qna'),
        currentPostID: 101,
        text: 'سؤال',
        name: 'ضيف',
        email: 'g@example.com',
        cptcha: `${standInTokenPrefix('recaptcha3', QNA_RECAPTCHA_KEY)}1-submit`,
      },
      anything,
      { nonce: { ...qna, refused } },
    );
    rec.stop();
    expect(isRecord(v) && v.code).toBe(0);
    expect(rec.actions).toEqual(['cr_new_qna', 'storefront_widgets_nonces', 'cr_new_qna']);
    expect(document.querySelector('#cr_qna')?.getAttribute('data-nonce')).toBe(sess.nonces.create('cr_qna'));
  });

  it('an answer that is not a refusal is never sent twice', async () => {
    const sess = backend.session();
    sess.userId = 7;
    const rec = recording();
    await adminAjax(
      'wps_wpr_generate_custom_wallet',
      { points: 999999, user_id: 7, wps_nonce: sess.nonces.create('wps-wpr-verify-nonce') },
      anything,
      { nonce: { field: 'wps_nonce', from: POINTS, refused: () => false } },
    );
    rec.stop();
    expect(rec.actions).toEqual(['wps_wpr_generate_custom_wallet']);
  });

  it('a wc-ajax coupon refused for its nonce: fresh nonces from admin-ajax, applied on the second send', async () => {
    const sess = backend.session();
    await backend.handle(
      new Request('http://localhost/?wc-ajax=add_to_cart', {
        method: 'POST',
        body: new URLSearchParams({ product_id: '101', quantity: '1' }),
      }),
    );
    writeWindow('wc_cart_params', {
      ajax_url: '/wp-admin/admin-ajax.php',
      apply_coupon_nonce: sess.nonces.stale('apply-coupon'),
    });
    const rec = recording();
    const html = await wcAjaxHtml(
      'apply_coupon',
      { security: sess.nonces.stale('apply-coupon'), coupon_code: 'eid10' },
      {
        nonce: {
          field: 'security',
          from: { global: 'wc_cart_params', key: 'apply_coupon_nonce' },
          refreshUrl: '/wp-admin/admin-ajax.php',
        },
      },
    );
    rec.stop();
    expect(rec.actions).toEqual([
      'wc-ajax:apply_coupon',
      'storefront_widgets_nonces',
      'wc-ajax:apply_coupon',
    ]);
    expect(html).toContain('woocommerce-message');
    const printed = readWindow('wc_cart_params');
    expect(isRecord(printed) && printed.apply_coupon_nonce).toBe(sess.nonces.create('apply-coupon'));
  });

  it("REST for a guest: WordPress's rest-nonce says 0, the plugin file's action gives the guest's nonce", async () => {
    const sess = backend.session();
    sess.userId = 0;
    backend.addFault({ route: 'rest:POST /wp/v2/users/7', fault: 'nonce', times: 1 });
    const rec = recording();
    await rest({ url: '/wp-json/wp/v2/users/7', method: 'POST', data: {} }, anything).catch(() => undefined);
    rec.stop();
    expect(rec.actions).toEqual(['rest-nonce', 'storefront_widgets_nonces']);
  });
});

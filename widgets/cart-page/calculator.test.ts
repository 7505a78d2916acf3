// The shipping calculator's post on a cart page a cache kept past its nonce's life: WooCommerce answers the
// refused post with the page and no notice; the widget asks fresh nonces once, writes the calculator's, resends
// once, and the location is the server's. An answer that is refused again is a nonce error, sent no third time.
import { describe, expect, it } from 'vitest';
import { backend, server } from '../../src/testing/server';
import { loadPage, toasterInCart } from '../../src/testing/page';
import { ApiError } from '../../src/ajax/errors';
import { shippingLocation } from '../../fixtures/backend/render/domains/address';
import { calculated, postCalculator } from './calculator';

const NONCE = '#woocommerce-shipping-calculator-nonce';

/** The cart page, served from the page cache (its nonces a day old) unless `stale` is false. */
function cartPage(stale = true): HTMLFormElement {
  toasterInCart();
  backend.session().pageCache.staleNonces = stale;
  loadPage('/cart/');
  const form = document.querySelector<HTMLFormElement>('form.woocommerce-shipping-calculator');
  if (!form) throw new Error('no calculator on the cart page');
  return form;
}

/** Each request's path (and admin-ajax action), and the calculator nonce each cart post carried. */
function recording() {
  const rec = { sent: [] as string[], nonces: [] as string[], stop: () => {} };
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = request.clone();
    rec.sent.push(url.pathname.endsWith('admin-ajax.php') ? 'admin-ajax' : url.pathname);
    if (url.pathname === '/cart/')
      void body.formData().then((f) => {
        const v = f.get('woocommerce-shipping-calculator-nonce');
        rec.nonces.push(typeof v === 'string' ? v : '');
      });
  };
  server.events.on('request:start', listener);
  rec.stop = () => server.events.removeListener('request:start', listener);
  return rec;
}

function fill(form: HTMLFormElement): FormData {
  const set = (name: string, value: string) => {
    const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (el) el.value = value;
  };
  set('calc_shipping_country', 'EG');
  set('calc_shipping_state', 'EGALX');
  set('calc_shipping_city', 'الإسكندرية');
  set('calc_shipping_postcode', '21500');
  const data = new FormData(form);
  data.set('calc_shipping', 'x');
  return data;
}

describe('the shipping calculator behind a page cache', () => {
  it('refused in silence: one refresh, the fresh nonce written and sent once more, the location saved', async () => {
    const form = cartPage();
    const sess = backend.session();
    const stale = document.querySelector<HTMLInputElement>(NONCE)?.value;
    expect(stale).toBe(sess.nonces.stale('woocommerce-shipping-calculator'));
    const rec = recording();
    const page = await postCalculator('/cart/', fill(form));
    rec.stop();
    const fresh = sess.nonces.create('woocommerce-shipping-calculator');
    expect(rec.sent).toEqual(['/cart/', 'admin-ajax', '/cart/']);
    expect(rec.nonces).toEqual([stale, fresh]);
    expect(document.querySelector<HTMLInputElement>(NONCE)?.value).toBe(fresh);
    expect(calculated(page)).toBe(true);
    expect(shippingLocation(sess)).toMatchObject({ country: 'EG', state: 'EGALX', postcode: '21500' });
  });

  it('the server’s own error counts as an answer: the bad postcode is not resent', async () => {
    const form = cartPage(false);
    const sess = backend.session();
    const data = fill(form);
    data.set('calc_shipping_postcode', '12');
    const rec = recording();
    const page = await postCalculator('/cart/', data);
    rec.stop();
    expect(rec.sent).toEqual(['/cart/']);
    expect(page).toContain('يرجى إدخال رمز بريدي صحيح.');
    expect(shippingLocation(sess).state).toBe('EGC');
  });

  it('refused again after the refresh: a nonce error, and no third post', async () => {
    const form = cartPage();
    const sess = backend.session();
    sess.faults.push({ route: 'ajax:storefront_widgets_nonces', fault: '500' });
    const rec = recording();
    const sent = postCalculator('/cart/', fill(form));
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ code: 'nonce' });
    rec.stop();
    expect(rec.sent).toEqual(['/cart/', 'admin-ajax']);
    expect(shippingLocation(sess).state).toBe('EGC');
  });

  it('reads the calculator’s notices in the notices wrapper only', () => {
    expect(calculated('<div class="woocommerce-notices-wrapper"></div>')).toBe(false);
    expect(
      calculated('<div class="woocommerce-notices-wrapper"><div class="woocommerce-message">x</div></div>'),
    ).toBe(false);
    expect(
      calculated('<div class="woocommerce-notices-wrapper"><div class="woocommerce-info">x</div></div>'),
    ).toBe(true);
    expect(
      calculated(
        '<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error"><li>x</li></ul></div>',
      ),
    ).toBe(true);
    expect(calculated('<div class="cart-empty woocommerce-info">x</div>')).toBe(false);
  });
});

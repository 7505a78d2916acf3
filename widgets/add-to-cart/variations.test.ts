// The product page form as add-to-cart-variation.js and Customer Reviews' frontend.js behave on WooCommerce's real
// markup: unavailable and unmatched choices with the printed texts, GTIN/MPN/brand reverting from the outer
// span.cr_gtin, and the external product's GET form left to the browser.
import { describe, expect, it, vi } from 'vitest';
import { waitFor as rtlWaitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { getStore } from '../../src/store';
import { mountProductForm } from './productForm';
import './index';

const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });
const choose = (form: HTMLFormElement, name: string, value: string) => {
  const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const submit = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!.click();
const message = (form: HTMLFormElement) => form.querySelector('.sw-cart-message')?.textContent;
const printed = () => window.wc_add_to_cart_variation_params as Record<string, string>;

declare global {
  interface Window {
    wc_add_to_cart_variation_params?: unknown;
  }
}

describe('variations as add-to-cart-variation.js', () => {
  it('an out-of-stock variation: button unavailable, its availability shown, the printed unavailable text on click', async () => {
    loadPage('/product/brazilian-coffee/');
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    mountProductForm(form, getStore());
    choose(form, 'attribute_pa_grind', 'medium');
    choose(form, 'attribute_pa_weight', '500g');
    const button = form.querySelector('.single_add_to_cart_button')!;
    expect(button.className).toContain('wc-variation-is-unavailable');
    expect(button.className).not.toContain('wc-variation-selection-needed');
    await waitFor(() =>
      expect(form.querySelector('.single_variation .out-of-stock')?.textContent).toBe('غير متوفر في المخزون'),
    );
    submit(form);
    expect(message(form)).toBe(printed().i18n_unavailable_text);
    choose(form, 'attribute_pa_weight', '250g');
    expect(button.className).not.toContain('disabled');
  });

  it('a complete choice that matches nothing: the printed no-match notice, removed on the next change; the make-a-selection text on click', () => {
    loadPage('/product/brazilian-coffee/?sw_hide_out_of_stock=1');
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    mountProductForm(form, getStore());
    choose(form, 'attribute_pa_grind', 'medium');
    choose(form, 'attribute_pa_weight', '500g');
    const notice = form.querySelector('.single_variation + p.wc-no-matching-variations.woocommerce-info');
    expect(notice?.textContent).toBe(printed().i18n_no_matching_variations_text);
    submit(form);
    expect(message(form)).toBe(printed().i18n_make_a_selection_text);
    choose(form, 'attribute_pa_weight', '250g');
    expect(form.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('GTIN, MPN and brand follow the variation and revert to the outer span.cr_gtin data-o_content on reset', () => {
    loadPage('/product/stand-mixer/');
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    mountProductForm(form, getStore());
    const gtin = () => document.querySelector('.cr_gtin .cr_gtin_val')!.textContent;
    const original = document.querySelector('span.cr_gtin')!.getAttribute('data-o_content');
    expect(original).toBeTruthy();
    expect(document.querySelector('.cr_gtin_val[data-o_content]')).toBeNull(); // as the plugin prints it
    choose(form, 'attribute_pa_color', 'red');
    expect(gtin()).toBe('6220001025015');
    expect(document.querySelector('.cr_brand_val')!.textContent).toBe('Kenwood Chef Red');
    form.querySelector<HTMLElement>('.reset_variations')!.click();
    expect(gtin()).toBe(original);
    expect(document.querySelector('.cr_mpn_val')!.textContent).toBe(
      document.querySelector('span.cr_mpn')!.getAttribute('data-o_content'),
    );
  });
});

describe('the variation template', () => {
  it("shows the variation's description above its price, as single-product/add-to-cart/variation.php does", async () => {
    loadPage('/product/stand-mixer/');
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    mountProductForm(form, getStore());
    choose(form, 'attribute_pa_color', 'red');
    await waitFor(() =>
      expect(
        form.querySelector('.single_variation .woocommerce-variation-description')?.textContent?.trim(),
      ).toBe('طلاء أحمر لامع مقاوم للخدوش.'),
    );
    const parts = Array.from(form.querySelector('.single_variation')!.children).map((c) => c.className);
    expect(parts).toEqual([
      'woocommerce-variation-description',
      'woocommerce-variation-price',
      'woocommerce-variation-availability',
    ]);
  });
});

describe('with add-to-cart-variation.js still on the page', () => {
  it('leaves the choice and .single_variation to it, and adds the variation it chose', async () => {
    loadPage('/product/stand-mixer/');
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    // a stand-in for WooCommerce's script: on a change it writes its template and the chosen id
    const w = window as unknown as { jQuery?: unknown };
    const none = { trigger: () => none, on: () => none, off: () => none };
    const jq = Object.assign(() => none, { fn: { wc_variation_form: () => undefined } });
    w.jQuery = jq;
    try {
      form.addEventListener('change', () => {
        form.querySelector('.single_variation')!.innerHTML =
          '<div class="from-woocommerce">WooCommerce</div>';
        form.querySelector<HTMLInputElement>('input.variation_id')!.value = '501';
        form
          .querySelector('.single_add_to_cart_button')!
          .classList.remove('disabled', 'wc-variation-selection-needed');
      });
      mountProductForm(form, getStore());
      choose(form, 'attribute_pa_color', 'red');
      await new Promise((r) => setTimeout(r, 50)); // our sanitised fill would land by now
      expect(form.querySelector('.single_variation')!.innerHTML).toBe(
        '<div class="from-woocommerce">WooCommerce</div>',
      );
      submit(form);
      await waitFor(() => expect(getStore().getState().cart.lastAdd).not.toBeNull());
      expect(getStore().getState().cart.lastAdd).toMatchObject({
        productId: 102,
        variationId: 501,
        type: 'variable',
      });
    } finally {
      delete w.jQuery;
    }
  });
});

describe('external / affiliate product', () => {
  it('its GET form to the other shop is left alone: no background post, the browser follows it', () => {
    loadPage('/product/coffee-capsules-partner/');
    const form = document.querySelector<HTMLFormElement>('form.cart')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.action).toBe('https://partner.example.com/capsules/?ref=shop');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const stop = mountProductForm(form, getStore());
    const e = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector('button'),
    });
    form.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    stop();
  });
});

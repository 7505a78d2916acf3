// The variable product form as add-to-cart-variation.js runs it, on the fake's WooCommerce 9.3+ markup, with the
// add to cart beside it (it reports the chosen variation and keeps Customer Reviews' identifiers in step).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as rtlWaitFor } from '@testing-library/react';
import { loadPage } from '../../src/testing/page';
import { backend } from '../../src/testing/server';
import { getStore } from '../../src/store';
import { on } from '../../src/dom/events';
import { shopSettings } from '../../fixtures/backend/routes/shopSettings';
import { mountWidget } from '../../src/testing/mountWidget';
import { mountVariationForm } from './variationForm';
import { classicVariationScript } from './classicScript';

const waitFor = (fn: () => void) => rtlWaitFor(fn, { timeout: 5000 });
const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
const select = (name: string) => form().querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
const choose = (name: string, value: string) => {
  select(name).value = value;
  select(name).dispatchEvent(new Event('change', { bubbles: true }));
};
const button = () => form().querySelector<HTMLElement>('.single_add_to_cart_button')!;
const message = () => form().querySelector('.sw-cart-message')?.textContent;
const printed = () => Reflect.get(window, 'wc_add_to_cart_variation_params') as Record<string, string>;
const variationId = () => form().querySelector<HTMLInputElement>('input.variation_id')!.value;
const stops: Array<() => unknown> = [];
// the add to cart beside it, as the page's runtime mounts it (a widget test never imports another widget)
const mountBoth = async () => {
  stops.push(mountVariationForm(form()), await mountWidget('add-to-cart', form()));
};
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('the choice', () => {
  it('before a choice the add button is disabled and says why; a choice fills the template, the id and the button', async () => {
    loadPage('/product/stand-mixer/');
    await mountBoth();
    await waitFor(() => expect(button().className).toContain('wc-variation-selection-needed'));
    button().click();
    expect(message()).toBe(printed().i18n_make_a_selection_text);
    choose('attribute_pa_color', 'red');
    await waitFor(() => expect(variationId()).toBe('501'));
    expect(button().className).not.toContain('disabled');
    const parts = Array.from(form().querySelector('.single_variation')!.children, (c) => c.className);
    expect(parts).toEqual([
      'woocommerce-variation-description',
      'woocommerce-variation-price',
      'woocommerce-variation-availability',
    ]);
    expect(form().querySelector('.woocommerce-variation-description')?.textContent?.trim()).toBe(
      'طلاء أحمر لامع مقاوم للخدوش.',
    );
  });

  it('an out-of-stock variation: the button unavailable, its availability shown, the printed unavailable text on click', async () => {
    loadPage('/product/brazilian-coffee/');
    await mountBoth();
    choose('attribute_pa_grind', 'medium');
    choose('attribute_pa_weight', '500g');
    await waitFor(() => expect(button().className).toContain('wc-variation-is-unavailable'));
    expect(button().className).not.toContain('wc-variation-selection-needed');
    expect(form().querySelector('.single_variation .out-of-stock')?.textContent).toBe('غير متوفر في المخزون');
    button().click();
    expect(message()).toBe(printed().i18n_unavailable_text);
    choose('attribute_pa_weight', '250g');
    await waitFor(() => expect(button().className).not.toContain('disabled'));
  });

  it('options no variation can reach are taken out, and come back when the other choice is cleared', async () => {
    loadPage('/product/brazilian-coffee/?sw_hide_out_of_stock=1');
    await mountBoth();
    choose('attribute_pa_grind', 'medium');
    const weights = () => Array.from(select('attribute_pa_weight').options, (o) => o.value);
    await waitFor(() => expect(weights()).toEqual(['', '250g']));
    choose('attribute_pa_grind', '');
    await waitFor(() => expect(weights()).toEqual(['', '250g', '500g']));
  });

  it('a choice made before the widget ran is read when it starts, without a no-match notice', async () => {
    loadPage('/product/stand-mixer/');
    select('attribute_pa_color').value = 'black';
    await mountBoth();
    await waitFor(() => expect(variationId()).toBe('502'));
    expect(form().querySelector('.wc-no-matching-variations')).toBeNull();
  });
});

describe("the product's details", () => {
  it('SKU, weight, dimensions and the quantity limits follow the variation and come back on Clear', async () => {
    loadPage('/product/cotton-bed-sheet-set/');
    await mountBoth();
    const sku = () => document.querySelector('.product_meta .sku')!.textContent;
    const cell = (key: string) =>
      document.querySelector(
        `.woocommerce-product-attributes-item--${key} .woocommerce-product-attributes-item__value`,
      )!.textContent;
    const qty = () => form().querySelector<HTMLInputElement>('input.qty')!;
    expect(sku()).toBe('TEX-141');
    expect(cell('weight')).toBe('1.2 كجم');
    choose('attribute_pa_size', 'double');
    choose('attribute_pa_color', 'blue');
    await waitFor(() => expect(sku()).toBe('TEX-141-D-BLU'));
    expect(cell('weight')).toBe('1.8 كجم');
    expect(cell('dimensions')).toBe('50 × 40 × 10 سم');
    expect(qty().max).toBe('5');
    expect(form().querySelector('.woocommerce-variation-availability')?.textContent?.trim()).toBe(
      '5 متوفر في المخزون',
    );
    form().querySelector<HTMLElement>('.reset_variations')!.click();
    await waitFor(() => expect(sku()).toBe('TEX-141'));
    expect(cell('weight')).toBe('1.2 كجم');
    expect(cell('dimensions')).toBe('40 × 30 × 8 سم');
  });

  it("the gallery's first image becomes the variation's and is put back on Clear", async () => {
    loadPage('/product/cotton-bed-sheet-set/');
    await mountBoth();
    const img = () =>
      document.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image .wp-post-image')!;
    expect(img().getAttribute('src')).toBe('/fixtures/images/sheet-blue.webp');
    choose('attribute_pa_size', 'single');
    choose('attribute_pa_color', 'beige');
    await waitFor(() => expect(img().getAttribute('src')).toBe('/fixtures/images/sheet-beige.webp'));
    expect(img().getAttribute('data-large_image')).toBe('/fixtures/images/sheet-beige.webp');
    form().querySelector<HTMLElement>('.reset_variations')!.click();
    await waitFor(() => expect(img().getAttribute('src')).toBe('/fixtures/images/sheet-blue.webp'));
  });

  it("Customer Reviews' GTIN, MPN and brand follow the variation and revert on Clear", async () => {
    loadPage('/product/stand-mixer/');
    await mountBoth();
    const gtin = () => document.querySelector('.cr_gtin .cr_gtin_val')!.textContent;
    const original = document.querySelector('span.cr_gtin')!.getAttribute('data-o_content');
    choose('attribute_pa_color', 'red');
    await waitFor(() => expect(gtin()).toBe('6220001025015'));
    expect(document.querySelector('.cr_brand_val')!.textContent).toBe('Kenwood Chef Red');
    form().querySelector<HTMLElement>('.reset_variations')!.click();
    await waitFor(() => expect(gtin()).toBe(original));
  });
});

describe('Clear', () => {
  it('shows once something is chosen; pressed, it empties the choice, announces it and moves focus to the first select', async () => {
    loadPage('/product/stand-mixer/');
    await mountBoth();
    const reset = () => form().querySelector<HTMLElement>('.reset_variations')!;
    await waitFor(() => expect(reset().style.visibility).toBe('hidden'));
    choose('attribute_pa_color', 'white');
    await waitFor(() => expect(reset().style.visibility).toBe('visible'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    reset().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the button would submit the form
    expect(select('attribute_pa_color').value).toBe('');
    expect(form().querySelector('.reset_variations_alert')?.textContent).toBe(
      printed().i18n_reset_alert_text,
    );
    expect(document.activeElement).toBe(select('attribute_pa_color'));
    await waitFor(() => expect(variationId()).toBe(''));
  });
});

describe("WooCommerce's events, for the scripts that listen", () => {
  it('fire on the form in its order: reset_data at the start, then show_variation and found_variation with the variation', async () => {
    loadPage('/product/stand-mixer/');
    const heard: Array<[string, unknown]> = [];
    const names = ['wc_variation_form', 'reset_data', 'show_variation', 'found_variation', 'hide_variation'];
    const offs = names.map((name) => on(name, (args) => heard.push([name, args[0]]), form()));
    await mountBoth();
    await waitFor(() => expect(heard.map(([n]) => n)).toContain('wc_variation_form'));
    expect(heard.map(([n]) => n)).toEqual(['hide_variation', 'reset_data', 'wc_variation_form']);
    heard.length = 0;
    choose('attribute_pa_color', 'red');
    await waitFor(() => expect(heard.map(([n]) => n)).toEqual(['show_variation', 'found_variation']));
    expect(heard[1]?.[1]).toMatchObject({ variation_id: 501, attributes: { attribute_pa_color: 'red' } });
    offs.forEach((off) => off());
  });

  it('check_variations from another script re-reads the choice', async () => {
    loadPage('/product/stand-mixer/');
    await mountBoth();
    select('attribute_pa_color').value = 'white'; // set without a change event, as a swatches script may
    form().dispatchEvent(new CustomEvent('storefront:check_variations', { detail: [] }));
    await waitFor(() => expect(variationId()).toBe('503'));
  });
});

describe('a form printed without its variations (above woocommerce_ajax_variation_threshold)', () => {
  it('asks ?wc-ajax=get_variation for each complete choice and adds what it answered', async () => {
    shopSettings(backend.session()).variationThreshold = 1;
    loadPage('/product/stand-mixer/');
    expect(form().getAttribute('data-product_variations')).toBe('false');
    await mountBoth();
    choose('attribute_pa_color', 'black');
    await waitFor(() => expect(variationId()).toBe('502'));
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('KIT-102-BLK');
    button().click();
    await waitFor(() => expect(getStore().getState().cart.lastAdd).toMatchObject({ variationId: 502 }));
  });

  it('no match (`false`): the printed no-match notice, gone on the next change', async () => {
    shopSettings(backend.session()).variationThreshold = 1;
    loadPage('/product/stand-mixer/');
    await mountBoth();
    const opt = new Option('أخضر', 'green');
    select('attribute_pa_color').add(opt); // an option no variation has (an edited product, a stale page)
    choose('attribute_pa_color', 'green');
    await waitFor(() =>
      expect(form().querySelector('p.wc-no-matching-variations.woocommerce-info')?.textContent).toBe(
        printed().i18n_no_matching_variations_text,
      ),
    );
    choose('attribute_pa_color', 'red');
    expect(form().querySelector('.wc-no-matching-variations')).toBeNull();
    await waitFor(() => expect(variationId()).toBe('501'));
  });

  it('a failed request says so and leaves the form usable', async () => {
    shopSettings(backend.session()).variationThreshold = 1;
    loadPage('/product/stand-mixer/');
    backend.addFault({ route: 'wc-ajax:get_variation', fault: '500' });
    await mountBoth();
    choose('attribute_pa_color', 'red');
    await waitFor(() =>
      expect(form().querySelector('.wc-no-matching-variations.woocommerce-error')).not.toBeNull(),
    );
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(button().className).toContain('disabled');
  });
});

describe('beside WooCommerce’s own add-to-cart-variation.js', () => {
  it('stands down when jQuery.fn.wc_variation_form is already there', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    Reflect.set(
      window,
      'jQuery',
      Object.assign(() => ({}), { fn: { wc_variation_form: () => undefined } }),
    );
    try {
      expect(classicVariationScript()).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'jQuery');
      info.mockRestore();
    }
    expect(classicVariationScript()).toBe(false);
  });
});

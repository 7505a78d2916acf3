// The variable product form without WooCommerce's add-to-cart-variation.js (taken over): the choice, what follows
// it, Clear, the add the server saves; the form printed without its variations (get_variation); jQuery on the page
// for another script (its listeners hear the events). A shop that keeps the script: add-to-cart/productForm.e2e.ts.
import type { Page } from '@playwright/test';
import { test, expect, open, mounted, faults, shopSettings, expectAccessible } from '../../src/testing/e2e';

interface CartLine {
  product_id: number;
  variation_id: number;
  quantity: number;
  variation: Record<string, string>;
}
const savedCart = async (page: Page): Promise<CartLine[]> =>
  ((await (await page.request.get('/__sw/state')).json()) as { cart: CartLine[] }).cart;
const scriptSources = (page: Page) =>
  page.evaluate(() => Array.from(document.scripts, (s) => s.getAttribute('src') ?? ''));
const VARIATION_JS = '/assets/js/frontend/add-to-cart-variation';
const button = '.single_add_to_cart_button';

test('taken over: no jQuery and no add-to-cart-variation.js; the choice shows price, SKU and image, the server saves the variation', async ({
  page,
}) => {
  await open(page, '/product/stand-mixer/');
  await mounted(page, 'variation-form');
  const sources = await scriptSources(page);
  expect(sources.filter((s) => s.includes('jquery') || s.includes(VARIATION_JS))).toEqual([]);
  await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
  await page.locator('select#pa_color').selectOption('white');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('3299.00');
  await expect(page.locator('.product_meta .sku')).toHaveText('KIT-102-WHT');
  // the image shown: the swapped first image, or the gallery's slide that already holds it
  await expect(page.locator('.woocommerce-product-gallery__image:not([inert]) img').first()).toHaveAttribute(
    'src',
    '/fixtures/images/mixer-white.webp',
  );
  await expect(page.locator(button)).not.toHaveClass(/disabled/);
  await page.locator(button).click();
  await page.waitForURL('**/cart/');
  expect(await savedCart(page)).toEqual([
    expect.objectContaining({
      product_id: 102,
      variation_id: 503,
      variation: { attribute_pa_color: 'white' },
    }),
  ]);
});

test('keyboard, RTL: a choice with the arrow keys, Clear with Enter announces the reset and puts focus on the first select; axe clean', async ({
  page,
}) => {
  await open(page, '/product/cotton-bed-sheet-set/');
  await mounted(page, 'variation-form');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const size = page.locator('select#pa_size');
  await size.focus();
  await page.keyboard.press('ArrowDown');
  await expect(size).toHaveValue('single');
  await page.keyboard.press('Tab');
  await expect(page.locator('select#pa_color')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('input.variation_id')).toHaveValue('513');
  await expect(page.locator('.reset_variations')).toBeVisible();
  await expectAccessible(page, 'form.variations_form');
  await page.keyboard.press('Tab');
  await expect(page.locator('.reset_variations')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.reset_variations_alert')).toHaveText(
    'تمت إعادة تعيين اختيارك. يرجى اختيار بعض خيارات المنتج قبل إضافة هذا المنتج إلى سلة التسوق.',
  );
  await expect(size).toBeFocused();
  await expect(size).toHaveValue('');
  await expect(page.locator('input.variation_id')).toHaveValue('');
  await expect(page.locator('.reset_variations')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/product/cotton-bed-sheet-set/'); // the button did not submit
  expect(await savedCart(page)).toEqual([]);
});

test('weight, dimensions and the stock limit follow the variation in the Additional information tab and the quantity', async ({
  page,
}) => {
  await open(page, '/product/cotton-bed-sheet-set/');
  await mounted(page, 'variation-form');
  const cell = (key: string) =>
    page.locator(`.woocommerce-product-attributes-item--${key} .woocommerce-product-attributes-item__value`);
  await page.locator('select#pa_size').selectOption('double');
  await page.locator('select#pa_color').selectOption('blue');
  await expect(cell('weight')).toHaveText('1.8 كجم');
  await expect(cell('dimensions')).toHaveText('50 × 40 × 10 سم');
  await expect(page.locator('form.variations_form input.qty')).toHaveAttribute('max', '5');
  await page.locator('.reset_variations').click();
  await expect(cell('weight')).toHaveText('1.2 كجم');
});

test('above the variation threshold: each complete choice is asked of get_variation, and the variation it answered is added', async ({
  page,
}) => {
  await shopSettings(page, { variation_threshold: 1 });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('wc-ajax=get_variation')) asked.push(r.postData() ?? '');
  });
  await open(page, '/product/brazilian-coffee/');
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
  await mounted(page, 'variation-form');
  await page.locator('select#pa_grind').selectOption('fine');
  expect(asked).toEqual([]); // not complete yet
  await page.locator('select#pa_weight').selectOption('500g');
  await expect(page.locator('input.variation_id')).toHaveValue('510');
  expect(asked).toHaveLength(1);
  expect(new URLSearchParams(asked[0])).toEqual(
    new URLSearchParams({ attribute_pa_grind: 'fine', attribute_pa_weight: '500g', product_id: '121' }),
  );
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('315.00');
  await page.locator(button).click();
  await page.waitForURL('**/cart/');
  expect(await savedCart(page)).toEqual([expect.objectContaining({ product_id: 121, variation_id: 510 })]);
});

test('get_variation failing: the shopper is told, the add stays disabled, the next choice works', async ({
  page,
}) => {
  await shopSettings(page, { variation_threshold: 1 });
  await faults(page, [{ route: 'wc-ajax:get_variation', fault: '500', times: 1 }]);
  await open(page, '/product/stand-mixer/');
  await mounted(page, 'variation-form');
  await page.locator('select#pa_color').selectOption('red');
  await expect(page.locator('.wc-no-matching-variations.woocommerce-error')).toBeVisible();
  await expect(page.locator(button)).toHaveClass(/disabled/);
  await page.locator('select#pa_color').selectOption('black');
  await expect(page.locator('input.variation_id')).toHaveValue('502');
  await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
});

test("jQuery on the page for another script: its listeners hear WooCommerce's variation events on the form", async ({
  page,
}) => {
  // the listener is bound as jQuery arrives (its script's load event), before the bundle's widgets can run
  await page.addInitScript(() => {
    const heard: string[] = [];
    Reflect.set(window, 'swHeard', heard);
    const bind = (e: Event) => {
      if (!(e.target instanceof HTMLScriptElement) || e.target.id !== 'jquery-core-js') return;
      const $ = Reflect.get(window, 'jQuery') as (el: unknown) => {
        on(events: string, f: (e: unknown, v: unknown) => void): void;
      };
      $(document.body).on(
        'wc_variation_form found_variation show_variation reset_data hide_variation',
        (ev: unknown, v: unknown) => {
          const type = String(Reflect.get(Object(ev), 'type'));
          const id: unknown = Reflect.get(Object(v), 'variation_id');
          heard.push(typeof id === 'number' ? `${type}:${id}` : type);
        },
      );
    };
    document.addEventListener('load', bind, true);
  });
  await open(page, '/product/stand-mixer/?sw_wc_variation=jquery');
  await mounted(page, 'variation-form');
  await page.locator('select#pa_color').selectOption('black');
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'swHeard')))
    .toEqual(expect.arrayContaining(['wc_variation_form', 'show_variation:502', 'found_variation:502']));
  await page.evaluate(() => (Reflect.get(window, 'swHeard') as string[]).splice(0));
  await page.locator('.reset_variations').click();
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'swHeard')))
    .toEqual(['hide_variation', 'reset_data']);
});

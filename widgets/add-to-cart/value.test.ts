import { describe, expect, it } from 'vitest';
import { priceIn } from './value';
import { downloadAdd } from './download';

const el = (html: string) => {
  const d = document.createElement('div');
  d.innerHTML = html; // test fixture markup, not server input
  return d;
};
const form = (attrs: string, inner: string) => el(`<form ${attrs}>${inner}</form>`).querySelector('form')!;

describe('priceIn', () => {
  it('reads the sale amount, thousands separators, Arabic-Indic digits; 0 when there is none', () => {
    expect(
      priceIn(
        el(
          '<del><span class="woocommerce-Price-amount">749.00&nbsp;ج.م.</span></del><ins><span class="woocommerce-Price-amount">649.00&nbsp;ج.م.</span></ins>',
        ),
      ),
    ).toBe(649);
    expect(priceIn(el('<span class="woocommerce-Price-amount">1,299.50 ج.م.</span>'))).toBe(1299.5);
    expect(priceIn(el('<span class="woocommerce-Price-amount">١٬٢٥٠٫٥٠ ج.م.</span>'))).toBe(1250.5);
    expect(priceIn(el('<span class="price"></span>'))).toBe(0);
    expect(priceIn(null)).toBe(0);
  });
});

describe('download products (EDD purchase form)', () => {
  it('single price with quantity', () => {
    const f = form(
      'data-price="120" data-variable_price="no"',
      '<input name="download_id" value="77"><input name="edd_download_quantity" value="2">',
    );
    expect(downloadAdd(f, 'كتاب')).toMatchObject({
      productId: 77,
      quantity: 2,
      value: 240,
      type: 'download',
    });
  });
  it('variable price, single mode: the chosen option only', () => {
    const f = form(
      'data-variable_price="yes" data-price_mode="single"',
      '<input name="download_id" value="78"><input type="radio" name="edd_options[price_id][]" value="1" data-price="50"><input type="radio" name="edd_options[price_id][]" value="2" data-price="80" checked>',
    );
    expect(downloadAdd(f, 'دورة')).toMatchObject({ value: 80, items: [{ price: 80, variant: '2' }] });
  });
  it('variable price, multi mode: every ticked option', () => {
    const f = form(
      'data-variable_price="yes" data-price_mode="multi"',
      '<input name="download_id" value="79"><input type="checkbox" name="edd_options[price_id][]" value="1" data-price="50" checked><input type="checkbox" name="edd_options[price_id][]" value="2" data-price="80" checked><input type="checkbox" name="edd_options[price_id][]" value="3" data-price="999">',
    );
    expect(downloadAdd(f, 'حزمة')?.value).toBe(130);
  });
  it('nothing to report without a download id or a chosen option', () => {
    expect(downloadAdd(form('', ''), 'x')).toBeNull();
    expect(
      downloadAdd(
        form(
          'data-variable_price="yes"',
          '<input name="download_id" value="80"><input type="radio" name="edd_options[price_id][]" value="1" data-price="5">',
        ),
        'x',
      ),
    ).toBeNull();
  });
});

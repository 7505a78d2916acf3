import { describe, expect, it, beforeEach } from 'vitest';
import { parseStates, readAddressI18n } from '../../src/settings/address';
import { updateStateField } from './stateField';
import { applyCountryLocale } from './addressLocale';

const STATES = parseStates(
  '{&quot;EG&quot;:{&quot;EGC&quot;:&quot;القاهرة&quot;,&quot;EGGZ&quot;:&quot;الجيزة&quot;},&quot;KW&quot;:[]}',
);

function group(): HTMLElement {
  document.body.innerHTML = `<div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">
<p class="form-row validate-required" id="shipping_postcode_field" data-priority="90"><label for="shipping_postcode">الرمز البريدي&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input id="shipping_postcode" name="shipping_postcode" value="11511"></span></p>
<p class="form-row validate-required" id="shipping_state_field" data-priority="80"><label for="shipping_state">المحافظة</label><span class="woocommerce-input-wrapper"><input type="text" id="shipping_state" name="shipping_state" value="EGGZ" autocomplete="address-level1" data-input-classes=""></span></p>
</div></div>`;
  const g = document.querySelector<HTMLElement>('.woocommerce-address-fields');
  if (!g) throw new Error('no group');
  return g;
}

describe('country and state fields', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the states JSON whether it is quote-escaped or not; an empty list stays an empty list', () => {
    expect(STATES).toEqual({ EG: { EGC: 'القاهرة', EGGZ: 'الجيزة' }, KW: {} });
    expect(parseStates('not json')).toEqual({});
  });

  it('a country with states: a select of them, the typed state kept, autocomplete carried', () => {
    const g = group();
    updateStateField(g, 'EG', STATES, 'اختر خيارًا…');
    const box = g.querySelector('#shipping_state');
    expect(box).toBeInstanceOf(HTMLSelectElement);
    expect((box as HTMLSelectElement).value).toBe('EGGZ');
    expect(box?.getAttribute('autocomplete')).toBe('address-level1');
    expect(box?.getAttribute('name')).toBe('shipping_state');
  });

  it('an empty list: a hidden input and the row hidden; a country without states: a text field again', () => {
    const g = group();
    updateStateField(g, 'KW', STATES, '');
    expect(g.querySelector<HTMLInputElement>('#shipping_state')?.type).toBe('hidden');
    expect(g.querySelector<HTMLElement>('#shipping_state_field')?.style.display).toBe('none');
    updateStateField(g, 'SA', STATES, '');
    expect(g.querySelector<HTMLInputElement>('#shipping_state')?.type).toBe('text');
    expect(g.querySelector<HTMLElement>('#shipping_state_field')?.style.display).toBe('');
  });

  it('the locale: label, optional mark, hidden and emptied, rows in priority order', () => {
    const g = group();
    Reflect.set(window, 'wc_address_i18n_params', {
      locale: JSON.stringify({
        default: {
          state: { label: 'المحافظة', required: true, priority: 80 },
          postcode: { required: true, priority: 90 },
        },
        KW: { postcode: { required: false, hidden: true }, state: { label: 'المنطقة', required: false } },
      }),
      locale_fields: JSON.stringify({ state: '#shipping_state_field', postcode: '#shipping_postcode_field' }),
      i18n_optional_text: 'اختياري',
    });
    const i18n = readAddressI18n();
    if (!i18n) throw new Error('not read');
    applyCountryLocale(g, 'KW', i18n);
    const state = g.querySelector('#shipping_state_field');
    expect(state?.querySelector('label')?.textContent).toBe('المنطقة\u00a0(اختياري)');
    expect(state?.classList.contains('validate-required')).toBe(false);
    const postcode = g.querySelector<HTMLElement>('#shipping_postcode_field');
    expect(postcode?.style.display).toBe('none');
    expect(g.querySelector<HTMLInputElement>('#shipping_postcode')?.value).toBe('');
    expect(Array.from(g.querySelectorAll('.form-row')).map((r) => r.id)).toEqual([
      'shipping_state_field',
      'shipping_postcode_field',
    ]);
  });
});

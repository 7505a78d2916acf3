import { describe, expect, it } from 'vitest';
import { parseVariation } from '../../src/cart/variation';
import { isMatch } from './attributes';
import { optionStates } from './optionStates';
import { fill } from './template';

const v = (id: number, attributes: Record<string, string>, active = true) =>
  parseVariation({ variation_id: id, attributes, variation_is_active: active });
const same = (t: string) => t;

describe('matching, as add-to-cart-variation.js', () => {
  it("'' on either side is any value; a chosen value must equal the variation's", () => {
    expect(isMatch({ a: 'x', b: '' }, { a: 'x', b: 'y' })).toBe(true);
    expect(isMatch({ a: 'x' }, { a: '' })).toBe(true);
    expect(isMatch({ a: 'x' }, { a: 'z' })).toBe(false);
  });
});

describe('option states', () => {
  const list = [
    v(1, { size: 's', color: 'red' }),
    v(2, { size: 'l', color: '' }),
    v(3, { size: 'm', color: 'red' }, false),
  ];
  it('with nothing chosen every option a variation has is attached; an inactive-only option is disabled', () => {
    const states = optionStates(list, { size: '', color: '' }, 'size', ['s', 'm', 'l', 'xl'], same);
    expect(states.get('s')).toEqual({ attached: true, enabled: true });
    expect(states.get('m')).toEqual({ attached: true, enabled: false });
    expect(states.get('xl')).toEqual({ attached: false, enabled: false });
  });
  it("the other select's choice narrows them; a variation with 'any' attaches every option", () => {
    const states = optionStates(list, { size: 'l', color: '' }, 'color', ['red', 'blue'], same);
    expect(states.get('blue')).toEqual({ attached: true, enabled: true });
  });
  it("the attribute's text is compared with its entities decoded", () => {
    const states = optionStates([v(1, { size: 'a&amp;b' })], {}, 'size', ['a&b'], (t) =>
      t.replace('&amp;', '&'),
    );
    expect(states.get('a&b')?.attached).toBe(true);
  });
});

describe('the printed template, filled', () => {
  it('{{{ }}} as HTML, {{ }} escaped, unknown keys empty', () => {
    const out = fill(
      '<b>{{{ data.variation.price_html }}}</b><i>{{ data.variation.sku }}</i>{{{ data.variation.none }}}',
      {
        price_html: '<span>5</span>',
        sku: '<x>',
      },
    );
    expect(out).toBe('<b><span>5</span></b><i>&lt;x&gt;</i>');
  });
});

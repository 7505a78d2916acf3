import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { local, session } from './storage';
import { emit, on, vetoed } from './events';
import { rawDataAttributes } from './attrs';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.jQuery;
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('keeps working for this page when storage throws (quota, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(local.set('k', 'v')).toBe(false);
    expect(local.get('k')).toBe('v');
    expect(session.setJson('j', { a: 1 })).toBe(false);
    expect(session.getJson('j')).toEqual({ a: 1 });
    expect(() => local.remove('k')).not.toThrow();
  });

  it('remove() survives a removeItem that throws, and the memory copy is gone', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    local.set('gone', 'v');
    expect(() => local.remove('gone')).not.toThrow();
    expect(local.get('gone')).toBeNull();
  });

  it('survives JSON that does not parse', () => {
    localStorage.setItem('bad', '{nope');
    expect(local.getJson('bad')).toBeUndefined();
  });

  it('survives window.localStorage itself throwing on access', () => {
    const desc = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(local.set('x', '1')).toBe(true); // nothing to write to: the memory copy holds it
      expect(local.get('x')).toBe('1');
    } finally {
      if (desc) Object.defineProperty(window, 'localStorage', desc);
    }
  });
});

describe('event bridge', () => {
  it('without jQuery: storefront:<name> CustomEvents carry the arguments', () => {
    const seen = vi.fn();
    const off = on('added_to_cart', seen);
    emit('added_to_cart', [{ a: 1 }, 'hash']);
    expect(seen).toHaveBeenCalledWith([{ a: 1 }, 'hash']);
    off();
    emit('added_to_cart', []);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('with jQuery: other plugins hear our events with the same arguments, and we hear theirs, once each', () => {
    w.jQuery = jQuery;
    const theirs = vi.fn();
    jQuery(document.body).on('added_to_cart', (_e, fragments, hash) => theirs(fragments, hash));
    const ours = vi.fn();
    const dom = vi.fn();
    document.body.addEventListener('storefront:added_to_cart', dom);
    const off = on('added_to_cart', ours);
    emit('added_to_cart', [{ f: 1 }, 'h1']);
    expect(theirs).toHaveBeenCalledWith({ f: 1 }, 'h1');
    expect(ours).toHaveBeenCalledTimes(1);
    expect(dom).toHaveBeenCalledTimes(1);
    jQuery(document.body).trigger('added_to_cart', [{ g: 2 }, 'h2']); // another plugin's trigger
    expect(ours).toHaveBeenLastCalledWith([{ g: 2 }, 'h2']);
    off();
  });

  it('a jQuery listener that throws does not stop the CustomEvent', () => {
    w.jQuery = jQuery;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    jQuery(document.body).on('wc_fragments_refreshed', () => {
      throw new Error('third-party bug');
    });
    const dom = vi.fn();
    document.body.addEventListener('storefront:wc_fragments_refreshed', dom);
    expect(() => emit('wc_fragments_refreshed')).not.toThrow();
    expect(dom).toHaveBeenCalled();
  });

  it('veto hook: a jQuery handler returning false or a preventDefault vetoes', () => {
    expect(vetoed('should_send_ajax_request.adding_to_cart', [])).toBe(false);
    const block = (e: Event) => e.preventDefault();
    document.body.addEventListener('storefront:should_send_ajax_request.adding_to_cart', block);
    expect(vetoed('should_send_ajax_request.adding_to_cart', [])).toBe(true);
    document.body.removeEventListener('storefront:should_send_ajax_request.adding_to_cart', block);
    w.jQuery = jQuery;
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(vetoed('should_send_ajax_request.adding_to_cart', [])).toBe(true);
    jQuery(document.body).off('should_send_ajax_request.adding_to_cart');
  });
});

describe('data attributes', () => {
  it('keep raw snake_case names', () => {
    document.body.innerHTML = '<a data-product_id="12" data-quantity="x" data-product_sku="K-1">a</a>';
    const a = document.querySelector('a')!;
    expect(rawDataAttributes(a)).toEqual({ product_id: '12', quantity: 'x', product_sku: 'K-1' });
  });
});

describe('window globals', () => {
  it('reads a global as unknown, absent or throwing as undefined, and writes by name', async () => {
    const { readWindow, writeWindow } = await import('./globals');
    expect(readWindow('sw_test_missing')).toBeUndefined();
    writeWindow('sw_test_value', { a: 1 });
    expect(readWindow('sw_test_value')).toEqual({ a: 1 });
    Object.defineProperty(window, 'sw_test_throws', {
      configurable: true,
      get: () => {
        throw new Error('blocked');
      },
    });
    expect(readWindow('sw_test_throws')).toBeUndefined();
    Reflect.deleteProperty(window, 'sw_test_value');
    Reflect.deleteProperty(window, 'sw_test_throws');
  });
});

describe('makeCombobox', () => {
  it('makes the input an ARIA 1.2 combobox for the list, and the undo leaves it as printed', async () => {
    const { makeCombobox } = await import('./combobox');
    document.body.innerHTML = '<input id="q" type="search" aria-label="بحث">';
    const input = document.querySelector('input')!;
    const undo = makeCombobox(input, 'q-list');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe('q-list');
    input.setAttribute('aria-expanded', 'true');
    input.setAttribute('aria-activedescendant', 'q-list-opt-0');
    undo();
    expect(input.outerHTML).toBe('<input id="q" type="search" aria-label="بحث">');
  });
});

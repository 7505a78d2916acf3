import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStandDown } from './standDown';
import { tellStandDowns } from './tellStandDowns';
import type { RegistryEntry } from '../src/mount/types';

const phone: RegistryEntry = { name: 'phone-field', selector: 'input[name=billing_phone]' };
const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete w.storefrontWidgetsStandDown;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.resetModules();
});

/** the entry's registry as the entry computes it when it runs */
async function activeRegistry() {
  vi.resetModules();
  return import('./active');
}

describe('stand down, never double up', () => {
  it('without the list every entry runs (fixture pages, a theme enqueueing the bundle itself)', async () => {
    const { registry, all } = await activeRegistry();
    expect(registry).toEqual(all);
  });

  it('leaves out every row of a listed widget before anything scans, holds or loads it', async () => {
    w.storefrontWidgetsStandDown = {
      'phone-field': 'wawp 2.0.14 is not a release this bundle is declared for',
    };
    const { registry, all } = await activeRegistry();
    expect(registry.some((e) => e.name === 'phone-field')).toBe(false);
    expect(registry.some((e) => e.name === 'product-search')).toBe(true);
    expect(all.filter((e) => !registry.includes(e)).map((e) => e.name)).toEqual(['phone-field']);
  });

  it('says so once where its markup is, with the plugin file’s reason', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = '<input name="billing_phone"><input name="billing_phone">';
    const why = 'wawp 4.0.3: wawp-country-code-script, woocommerce-iti not taken over';
    tellStandDowns([phone, phone], new Map([['phone-field', why]]));
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toBe(
      `storefront-widgets: phone-field stands down, the plugin's own script stays in charge (${why}).`,
    );
  });

  it('says nothing where the widget has no markup on the page', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    tellStandDowns([phone], new Map([['phone-field', 'x']]));
    expect(info).not.toHaveBeenCalled();
  });

  it('reads a malformed list safely: non-text reasons dropped, a throwing getter is no list', () => {
    w.storefrontWidgetsStandDown = { signup: 'why', 'phone-field': 3, x: null };
    expect([...readStandDown()]).toEqual([['signup', 'why']]);
    w.storefrontWidgetsStandDown = 'phone-field';
    expect(readStandDown().size).toBe(0);
    Object.defineProperty(window, 'storefrontWidgetsStandDown', {
      configurable: true,
      get: () => {
        throw new Error('no');
      },
    });
    expect(readStandDown().size).toBe(0);
  });
});

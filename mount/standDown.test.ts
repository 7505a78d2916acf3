import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeEntries, standDownReason } from './standDown';
import { readTakeOver } from '../src/settings/takeOver';
import type { RegistryEntry } from '../src/mount/types';

const phone: RegistryEntry = {
  name: 'phone-field',
  selector: 'input[name=billing_phone]',
  classic: { plugin: 'wawp', handles: ['wawp-country-code-script', 'woocommerce-iti'] },
};
const badges: RegistryEntry = { name: 'product-badges', selector: '.acoplw-badge' };
const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete w.storefrontWidgetsTakeOver;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('stand down, never double up', () => {
  it('without the report every entry runs (fixture pages, a theme enqueueing the bundle itself)', () => {
    expect(readTakeOver()).toBeNull();
    expect(activeEntries([phone, badges], readTakeOver())).toEqual([phone, badges]);
  });

  it('runs where one of its classic handles was taken over on a declared release', () => {
    w.storefrontWidgetsTakeOver = {
      wawp: { version: '3.0.15', supported: true, handles: ['intlTelInput', 'woocommerce-iti'] },
    };
    expect(activeEntries([phone, badges], readTakeOver())).toEqual([phone, badges]);
  });

  it.each([
    [
      'a release the bundle is not declared for',
      { wawp: { version: '2.0.14', supported: false, handles: [] } },
      'not a release',
    ],
    [
      'its script kept (a filter, a release printing another handle)',
      { wawp: { version: '4.0.3', supported: true, handles: ['intl-tel-input-js'] } },
      'not taken over',
    ],
    ['the plugin not in the report', {}, 'none of its scripts'],
  ])('stands down on %s, and says so once where its markup is', (_, report, why) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = '<input name="billing_phone"><input name="billing_phone">';
    w.storefrontWidgetsTakeOver = report;
    expect(standDownReason(phone, readTakeOver())).toContain(why);
    expect(activeEntries([phone, phone, badges], readTakeOver())).toEqual([badges]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toContain('phone-field stands down');
  });

  it('says nothing where the widget has no markup on the page', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    w.storefrontWidgetsTakeOver = { wawp: { version: '2.0.14', supported: false, handles: [] } };
    expect(activeEntries([phone], readTakeOver())).toEqual([]);
    expect(info).not.toHaveBeenCalled();
  });

  it('reads a malformed report safely: bad plugins dropped, unknown release kept as null', () => {
    w.storefrontWidgetsTakeOver = { wawp: 'x', webtoffee: { version: null, handles: ['a', 3, null] } };
    expect(readTakeOver()).toEqual({ webtoffee: { version: null, supported: true, handles: ['a', '3'] } });
    w.storefrontWidgetsTakeOver = [1];
    expect(readTakeOver()).toBeNull();
  });
});

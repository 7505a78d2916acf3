import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkPatchedVersion, lazyCountryList, PATCHED_VERSION } from './vite.itiLazyList';
import intlTelInput from 'intl-tel-input';

const source = readFileSync(resolve('node_modules/intl-tel-input/dist/js/intlTelInput.mjs'), 'utf8');

describe('intl-tel-input: the country list built on first open (vite.itiLazyList.ts)', () => {
  it('patches the installed version, the one package.json pins, and fails on any other', () => {
    const installed: unknown = JSON.parse(
      readFileSync(resolve('node_modules/intl-tel-input/package.json'), 'utf8'),
    ).version;
    const pinned: unknown = JSON.parse(readFileSync(resolve('package.json'), 'utf8')).dependencies[
      'intl-tel-input'
    ];
    expect(installed).toBe(PATCHED_VERSION);
    expect(pinned).toBe(PATCHED_VERSION);
    expect(() => checkPatchedVersion(installed)).not.toThrow();
    expect(() => checkPatchedVersion('29.5.2')).toThrow(/intl-tel-input 29\.5\.2 is installed/);
    expect(() => checkPatchedVersion(undefined)).toThrow(/patches 29\.5\.1/);
  });

  it('every edit matches the pinned source exactly once', () => {
    const out = lazyCountryList(source);
    expect(out).toContain('#ensureListItems()');
    expect(out.match(/this\.#appendListItems\(\);/g)).toHaveLength(1);
  });

  it('a source it was not read from fails loudly, not silently unchanged', () => {
    expect(() =>
      lazyCountryList(
        source.replace('  openCountrySelector(onSelect, onClose) {\n', '  openCountrySelector(onSelect) {\n'),
      ),
    ).toThrow(/intl-tel-input changed/);
    expect(() => lazyCountryList(`${source}\n  #updateSelectedListItem(iso2) {\n`)).toThrow(/exactly once/);
  });

  // the module the tests import is the one the build ships: vite.config.ts inlines intl-tel-input for vitest
  it('the field is set up without the list; the first opening builds it with the selected country marked', async () => {
    document.body.innerHTML = '<form><input type="tel" id="p"></form>';
    const input = document.querySelector<HTMLInputElement>('#p')!;
    const iti = intlTelInput(input, {
      initialCountry: 'eg',
      separateDialCode: true,
      countrySearch: true,
      loadUtils: null,
      countrySelectorMode: 'DROPDOWN',
    });
    expect(document.querySelectorAll('.iti__country')).toHaveLength(0);
    iti.setSelectedCountry('sa');
    expect(document.querySelectorAll('.iti__country')).toHaveLength(0);
    document.querySelector<HTMLButtonElement>('.iti__selected-country')!.click();
    expect(document.querySelectorAll('.iti__country').length).toBeGreaterThan(200);
    expect(document.querySelector('.iti__country[aria-selected="true"]')?.getAttribute('data-iso2')).toBe(
      'sa',
    );
    expect(document.querySelectorAll('.iti__country-check')).toHaveLength(1);
    expect(document.querySelector('.iti__a11y-text')?.textContent).toMatch(/\d+ results found/);
    iti.destroy();
  });

  it('the padding is not measured at set-up; the first resize observation of the selected country sets it', () => {
    const observed: Array<() => void> = [];
    const real = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private cb: ResizeObserverCallback) {}
      observe() {
        observed.push(() => this.cb([], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      document.body.innerHTML = '<form><input type="tel" id="p"></form>';
      const input = document.querySelector<HTMLInputElement>('#p')!;
      const reads: string[] = [];
      const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
        configurable: true,
        get(this: HTMLElement) {
          reads.push(this.className);
          return this.classList.contains('iti__selected-country')
            ? 80
            : this.classList.contains('iti__tel-input')
              ? 300
              : 0;
        },
      });
      try {
        const iti = intlTelInput(input, { initialCountry: 'eg', separateDialCode: true, loadUtils: null });
        // neither the set-up nor the initial country measured anything (each read was a forced layout)
        expect(reads).toEqual([]);
        expect(input.style.paddingLeft).toBe('');
        expect(observed).toHaveLength(1);
        observed[0]!();
        expect(input.style.paddingLeft).toBe('86px');
        // from then on a change of country measures at once, as before
        iti.setSelectedCountry('sa');
        expect(reads.filter((c) => c.includes('iti__selected-country')).length).toBeGreaterThan(1);
        // the dropdown takes the input's width when it first opens
        expect(document.querySelector<HTMLElement>('.iti__country-selector')?.style.width).toBe('');
        document.querySelector<HTMLButtonElement>('.iti__selected-country')!.click();
        expect(document.querySelector<HTMLElement>('.iti__country-selector')?.style.width).toBe('300px');
        iti.destroy();
      } finally {
        Object.defineProperty(HTMLElement.prototype, 'offsetWidth', width);
      }
    } finally {
      window.ResizeObserver = real;
    }
  });
});

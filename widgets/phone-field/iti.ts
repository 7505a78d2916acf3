// intl-tel-input 29 (core build, no bundled utils: validation and E.164 come from libphonenumber-js `max` in
// phone.ts) set up as the platform's country-code selector does: separate dial code, allowed countries, the
// flag side, Arabic interface texts, the platform's `.iti__search` class. The one imperative widget the React
// phone field hosts (usePhoneField).
import intlTelInput, { type Iso2 } from 'intl-tel-input';
import 'intl-tel-input/styles';
import { __, _n, sprintf } from '../../src/i18n';
import type { IntlTelSettings } from '../../src/settings/wawp';
import { pageLocale } from '../../src/dom/warmIntl';

let known: Map<string, Iso2> | null = null;
/** A country intl-tel-input knows, typed as its Iso2, or undefined. */
export const iso2Of = (c: string | undefined): Iso2 | undefined => {
  known ??= new Map(intlTelInput.getAllCountries().map((x) => [x.iso2, x.iso2]));
  return c ? known.get(c.toLowerCase()) : undefined;
};

// intl-tel-input's interface texts (its locale modules are untyped as default exports): ours, in Arabic.
const uiTranslations = (searchPlaceholder: string) => ({
  selectedCountryAriaLabel: __('Change country, selected ${countryName} (${dialCode})'),
  noCountrySelected: __('Select a country'),
  countryListAriaLabel: __('List of countries'),
  searchPlaceholder: searchPlaceholder || __('Search country'),
  clearSearchAriaLabel: __('Clear search'),
  closeCountrySelectorAriaLabel: __('Close'),
  searchEmptyState: __('No results found'),
  searchSummaryAria: (count: number) => sprintf(_n('%d result found', '%d results found', count), count),
});

export type Iti = NonNullable<ReturnType<typeof intlTelInput.getInstance>>;

export function createIti(
  input: HTMLInputElement,
  initial: Iso2,
  allowed: Iso2[],
  searchPlaceholder: string,
): Iti {
  const iti = intlTelInput(input, {
    initialCountry: initial,
    onlyCountries: allowed.length ? allowed : null,
    separateDialCode: true,
    countrySearch: true,
    // the platform's own search box was `.iti__search`; themes may style it by that name
    searchInputClass: 'iti__search',
    countryNameLocale: pageLocale(),
    uiTranslations: uiTranslations(searchPlaceholder),
    placeholderNumberPolicy: 'POLITE',
    formatAsYouType: false,
    loadUtils: null,
  });
  // its country selector is a role=dialog without a name (axe: aria-dialog-name): name it
  input
    .closest('.iti')
    ?.querySelector('.iti__country-selector[role="dialog"]')
    ?.setAttribute('aria-label', __('Select a country'));
  return iti;
}

/** The flag side: the platform's alignment, `auto` = right in RTL. */
export function flagSide(settings: IntlTelSettings): 'left' | 'right' {
  const rtl = settings.isRTL || document.documentElement.dir === 'rtl';
  if (settings.countryCodeAlignment === 'auto') return rtl ? 'right' : 'left';
  return settings.countryCodeAlignment === 'right' ? 'right' : 'left';
}

/**
 * The flag on the right: the padding intl-tel-input computes for the left goes to the right, and the left keeps the
 * theme's own. The library sets it again on its own (a ResizeObserver on the selected country), so this runs
 * whenever the input's style changes (`keepPadding`): a left padding it left there moved the placeholder 74 px
 * at mount (a layout shift) and took that room from the number.
 */
export function placePadding(input: HTMLInputElement, side: 'left' | 'right'): void {
  if (side !== 'right') return;
  const pad = input.style.paddingLeft;
  if (!pad) return;
  input.style.setProperty('padding-right', pad, 'important');
  input.style.removeProperty('padding-left');
}

/** Keep the padding on the flag's side from now on; returns the stop. */
export function keepPadding(input: HTMLInputElement, side: 'left' | 'right'): () => void {
  placePadding(input, side);
  if (side !== 'right') return () => {};
  const observer = new MutationObserver(() => placePadding(input, side));
  observer.observe(input, { attributes: true, attributeFilter: ['style'] });
  return () => {
    observer.disconnect();
    input.style.removeProperty('padding-right');
  };
}

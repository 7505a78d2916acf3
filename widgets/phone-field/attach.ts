// intl-tel-input 29 (core build, no bundled utils: validation and E.164 come from libphonenumber-js `min` in
// phone.ts) on one phone input, as the platform's country-code selector does: separate dial code, allowed
// countries, flag side, a live status line, the on-blur rewrite to E.164 without '+', and IP detection that
// never overrides the shopper's own choice.
import intlTelInput, { type Iso2 } from 'intl-tel-input';
import 'intl-tel-input/styles';
import './phone-field.css';
import { nextTask } from '../../src/dom/nextTask';
import { __, _n, sprintf } from '../../src/i18n';
import { readIntlTelSettings, readTelInputStrings } from '../../src/settings/wawp';
import { fallbackCountry, lookupCountry, pickCountry } from './geo';
import { registerPhoneCommit } from '../../src/identity/phoneCommit';
import { countryOf, phoneStatus, toE164Digits, type PhoneStatus } from './phone';

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
let known: Map<string, Iso2> | null = null;
const iso2Of = (c: string | undefined): Iso2 | undefined => {
  known ??= new Map(intlTelInput.getAllCountries().map((x) => [x.iso2, x.iso2]));
  return c ? known.get(c) : undefined;
};
let statusIds = 0;

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

/** The platform writes the value through the native setter and fires `input`, so frameworks notice. */
function writeValue(input: HTMLInputElement, value: string): void {
  if (nativeValue) nativeValue.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

let warmed = false;
/**
 * Do the first-time work while the page is idle rather than inside the shopper's first interaction (the blur
 * when they press "Send code"): one parse through the phone metadata, and one unseen layout of the status
 * texts, whose glyphs (✓ ✗ and Arabic) can need a font fallback lookup the first time.
 */
function warmUp(texts: string[]): void {
  if (warmed) return;
  warmed = true;
  toE164Digits('01001234567', 'eg');
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none;inset-block-start:0;inline-size:1px;overflow:hidden';
  probe.textContent = texts.join(' ');
  document.body.append(probe);
  requestAnimationFrame(() => requestAnimationFrame(() => probe.remove()));
}

export function attachPhoneField(input: HTMLInputElement): () => void {
  if (input.dataset.intlTelInitialized === 'true') return () => {};
  const settings = readIntlTelSettings();
  const strings = readTelInputStrings();
  const allowed = settings.allowedCountries.map(iso2Of).filter((c): c is Iso2 => c !== undefined);
  const rules = { defaultCountry: settings.defaultCountry, allowedCountries: allowed as string[] };
  const initial = iso2Of(fallbackCountry(rules)) ?? allowed[0] ?? 'us';

  const iti = intlTelInput(input, {
    initialCountry: initial,
    onlyCountries: allowed.length ? allowed : null,
    separateDialCode: true,
    countrySearch: true,
    // the platform's own search box was `.iti__search`; themes may style it by that name
    searchInputClass: 'iti__search',
    countryNameLocale: document.documentElement.lang || 'ar',
    uiTranslations: uiTranslations(strings.searchPlaceholder),
    placeholderNumberPolicy: 'POLITE',
    formatAsYouType: false,
    loadUtils: null,
  });
  input.dataset.intlTelInitialized = 'true';

  const container = input.closest<HTMLElement>('.iti');
  const rtl = settings.isRTL || document.documentElement.dir === 'rtl';
  const alignment = settings.countryCodeAlignment === 'auto' ? (rtl ? 'right' : 'left') : settings.countryCodeAlignment;
  container?.classList.toggle('iti--flag-right', alignment === 'right');

  const status = document.createElement('div');
  status.className = 'intl-tel-status';
  status.id = `intl-tel-status-${++statusIds}`;
  status.setAttribute('aria-live', 'polite');
  (container ?? input).after(status);
  const describedBy = input.getAttribute('aria-describedby');
  input.setAttribute('aria-describedby', `${describedBy ? `${describedBy} ` : ''}${status.id}`);

  const text: Record<Exclude<PhoneStatus, 'empty'>, string> = {
    waiting: strings.waiting || __('The number will be updated automatically by adding the country code after you finish typing.'),
    valid: strings.valid || __('✓ Valid phone number.'),
    invalid: strings.invalid || __('✗ Invalid phone number. Make sure to add your country code.'),
  };
  // a task of its own: intl-tel-input's set-up above is already one long task on a slow phone
  void nextTask().then(() => warmUp(Object.values(text)));
  const update = () => {
    const s = phoneStatus(input.value, document.activeElement === input);
    status.textContent = s === 'empty' ? '' : text[s];
    status.dataset.status = s;
    if (s === 'invalid') input.setAttribute('aria-invalid', 'true');
    else if (s !== 'waiting') input.setAttribute('aria-invalid', 'false');
  };

  // The flag on the right: move the padding intl-tel-input computes for the left to the right.
  const placePadding = () => {
    if (alignment !== 'right') return;
    const pad = input.style.paddingLeft;
    if (pad && pad !== '12px') {
      input.style.setProperty('padding-right', pad, 'important');
      input.style.setProperty('padding-left', '12px', 'important');
    }
  };

  let byUs = false;
  let shopperChose = false;
  const selected = () => iti.getSelectedCountry()?.iso2 ?? initial;
  const setCountry = (c: string | undefined) => {
    const code = iso2Of(c);
    if (!code || code === selected() || (allowed.length && !allowed.includes(code))) return;
    byUs = true;
    iti.setSelectedCountry(code);
    byUs = false;
  };

  /** The on-blur rewrite: an E.164 value without '+' (and plain 0-9), in the country it belongs to. */
  let committed = '';
  const commit = () => {
    const v = input.value;
    // already rewritten (blur ran just before the click that sends it): nothing to parse again
    if (v.trim() === '' || v === committed) return;
    const e164 = toE164Digits(v, selected());
    if (!e164) return;
    setCountry(countryOf(e164));
    if (e164 !== v) writeValue(input, e164);
    committed = input.value;
    update();
  };

  const onInput = () => {
    if (!byUs && input.value.trim() !== '') shopperChose = true;
    update();
  };
  const onCountry = () => {
    if (!byUs) shopperChose = true;
    placePadding();
    update();
  };
  const onBlur = () => {
    update();
    commit();
  };
  input.addEventListener('input', onInput);
  input.addEventListener('countrychange', onCountry);
  input.addEventListener('focus', update);
  input.addEventListener('blur', onBlur);
  const unregister = registerPhoneCommit(input, commit);
  placePadding();
  update();

  let live = true;
  if (settings.enableIpDetection) {
    void lookupCountry().then((answer) => {
      // the shopper's own pick (or a number typed against the default) wins over a late answer
      if (!live || shopperChose || input.value.trim() !== '') return;
      setCountry(pickCountry(answer, rules));
      placePadding();
    });
  }

  return () => {
    live = false;
    unregister();
    input.removeEventListener('input', onInput);
    input.removeEventListener('countrychange', onCountry);
    input.removeEventListener('focus', update);
    input.removeEventListener('blur', onBlur);
    iti.destroy();
    status.remove();
    input.removeAttribute('aria-describedby');
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    delete input.dataset.intlTelInitialized;
  };
}

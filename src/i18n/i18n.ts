// @wordpress/i18n, text domain `storefront-widgets`, in the page's language: Arabic on an Arabic page (the shop's
// locale), the English source strings on any other (pageLanguage.ts), and over either the site's own translation
// where WordPress has one for the page's locale (siteTranslations.ts). Each widget adds its own Arabic strings
// with addArabic() when its chunk loads, so the entry carries none of them.
import { createI18n, sprintf as wpSprintf, type LocaleData } from '@wordpress/i18n';
import { isArabicPage } from './pageLanguage';
import { DOMAIN } from './domain';

export { DOMAIN };
// Arabic's six plural forms (nplurals=6), as a function: Tannin calls a function as it is, where the expression
// string would go through its interpreter on every _n() (its ternaries return by throwing: slow, and the
// search box's result count is rendered per keystroke)
const arabicPlural = (n: number): number =>
  n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5;

const i18n = createI18n(undefined, DOMAIN);
let locale: 'ar' | 'en' = isArabicPage() ? 'ar' : 'en';

/** A catalogue: English msgid -> Arabic text, or the six Arabic plural forms. */
export type Catalogue = Record<string, string | readonly string[]>;

// the site's own translation (siteTranslations.ts), in before any widget renders (mount/loaders.ts): it wins
// over the Arabic each chunk adds as it loads
let site: LocaleData<typeof DOMAIN> | null = null;

export function addArabic(catalogue: Catalogue): void {
  const data: LocaleData<typeof DOMAIN> = { '': { domain: DOMAIN, lang: 'ar', plural_forms: arabicPlural } };
  for (const [msgid, tr] of Object.entries(catalogue)) data[msgid] = typeof tr === 'string' ? [tr] : [...tr];
  if (locale === 'ar') i18n.addLocaleData(data, DOMAIN);
  if (site) i18n.addLocaleData(site, DOMAIN);
}

/** Use the site's own translation of the bundle's texts, over the bundle's (null: the bundle's alone). */
export function useSiteTranslations(data: LocaleData<typeof DOMAIN> | null): void {
  site = data;
  if (data) i18n.addLocaleData(data, DOMAIN);
}

/** Switch to English (the msgids) — for tests and for a shop that is not Arabic. */
export function setLocale(next: 'ar' | 'en'): void {
  locale = next;
  if (next === 'en') i18n.resetLocaleData(undefined, DOMAIN);
  if (site) i18n.addLocaleData(site, DOMAIN);
}

export const __ = (text: string): string => i18n.__(text, DOMAIN);
export const _x = (text: string, context: string): string => i18n._x(text, context, DOMAIN);
export const _n = (single: string, plural: string, n: number): string => i18n._n(single, plural, n, DOMAIN);
export const sprintf = (format: string, ...args: Array<string | number>): string =>
  wpSprintf(format, ...(args as [])); // its types want a tuple; any count of args is valid

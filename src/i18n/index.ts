export { __, _n, _x, sprintf, addArabic, setLocale, DOMAIN, type Catalogue } from './i18n';
export { formatNumber, LOCALE } from './format';
export { normalizeDigits, parseLocalNumber } from './digits';

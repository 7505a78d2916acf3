export { __, _n, _x, sprintf, addArabic, setLocale, DOMAIN, type Catalogue } from './i18n';
export { formatNumber } from './format';
export { isArabicPage, numberLocale } from './pageLanguage';
export { normalizeDigits, parseLocalNumber, digitSetOf, writeDigits, type DigitSet } from './digits';

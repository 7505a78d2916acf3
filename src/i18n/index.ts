export { __, _n, _x, sprintf, addArabic, setLocale, DOMAIN, type Catalogue } from './i18n';
export { formatNumber, formatPrice, formatDate, LOCALE, CURRENCY, TIMEZONE } from './format';
export { normalizeDigits, parseLocalNumber } from './digits';

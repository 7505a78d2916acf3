// Numbers, money and dates the widgets format themselves, in the shop's locale (ar-EG, EGP, Africa/Cairo).
// Prices the server renders arrive as HTML and are not re-formatted.
export const LOCALE = 'ar-EG';
export const CURRENCY = 'EGP';
export const TIMEZONE = 'Africa/Cairo';

const cache = new Map<string, Intl.NumberFormat>();
function nf(key: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, opts);
    cache.set(key, f);
  }
  return f;
}

export const formatNumber = (n: number): string => nf('n', {}).format(n);
export const formatPrice = (amount: number, currency = CURRENCY): string =>
  nf(`c:${currency}`, { style: 'currency', currency }).format(amount);
export const formatDate = (d: Date | string | number): string =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIMEZONE }).format(new Date(d));

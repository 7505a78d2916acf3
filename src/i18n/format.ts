// Numbers the widgets format themselves, in the shop's locale (ar-EG). Prices the server renders arrive as
// HTML and are not re-formatted.
export const LOCALE = 'ar-EG';

let numbers: Intl.NumberFormat | null = null;

export const formatNumber = (n: number): string => (numbers ??= new Intl.NumberFormat(LOCALE)).format(n);

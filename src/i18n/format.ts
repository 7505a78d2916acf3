// Numbers the widgets format themselves, in the page's locale (ar-EG on the Arabic shop, Latin digits on an
// English page: pageLanguage.ts). Prices the server renders arrive as HTML and are not re-formatted. The
// formatter is made on first use: the page's first Intl object is costly, and most pages format nothing.
import { numberLocale } from './pageLanguage';

let numbers: Intl.NumberFormat | null = null;

export const formatNumber = (n: number): string =>
  (numbers ??= new Intl.NumberFormat(numberLocale())).format(n);

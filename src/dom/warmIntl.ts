// The page's first Intl object builds V8's locale tables: about 20 ms of one native call on a slow phone (50 ms
// at 4x CPU), which nothing can split. intl-tel-input's set-up makes the first one (Intl.DisplayNames for the
// country names, localeCompare to sort them), so the phone field's pages do it ahead, in a task of their own.

/** The language of the page, which the country names follow. */
export const pageLocale = (doc: Document = document): string => doc.documentElement.lang || 'ar';

let warmed = false;

/** Region names in `locale` and the default collator, once a page. */
export function warmIntl(locale: string): void {
  if (warmed) return;
  warmed = true;
  try {
    new Intl.DisplayNames(locale, { type: 'region' }).of('EG');
  } catch {
    // a locale Intl does not take: intl-tel-input meets the same error at set-up and reports it there
  }
  'أ'.localeCompare('ب'); // the default collator the country sort uses
}

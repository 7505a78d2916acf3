// The page's language as WordPress prints it (language_attributes(): `<html lang="ar">`, `<html lang="en-US">`,
// from the site's or the user's locale). The bundle's texts and numbers follow it: the Arabic catalogue and
// Egyptian Arabic digits on an Arabic page (and where no language is printed: the shop this bundle is for),
// the source strings and the page's own number locale anywhere else.

const printed = (doc: Document | undefined): string => doc?.documentElement.lang.trim() ?? '';

export const isArabicPage = (doc: Document | undefined = globalThis.document): boolean => {
  const lang = printed(doc);
  return lang === '' || /^ar(?:-|$)/i.test(lang);
};

/** The locale numbers are written in: ar-EG on an Arabic page, else the page's own (English when unknown). */
export function numberLocale(doc: Document | undefined = globalThis.document): string {
  if (isArabicPage(doc)) return 'ar-EG';
  try {
    return Intl.NumberFormat.supportedLocalesOf(printed(doc))[0] ?? 'en';
  } catch {
    return 'en'; // not a well-formed language tag
  }
}

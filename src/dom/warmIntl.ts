// The page's first Intl object builds ICU's locale tables: one long native call, which nothing can split. intl-tel-input's set-up makes the first one (Intl.DisplayNames for the country names, localeCompare
// to sort them), so the phone field's pages do it ahead: at `load` on a worker thread (warmIntlOffThread), and, in
// the phone field's chunk, in a task of its own before the mount (warmIntl: cheap once the worker has run).

/** The language of the page, which the country names follow. */
export const pageLocale = (doc: Document = document): string => doc.documentElement.lang || 'ar';

let warmed = false;

/** Region names in `locale` (and with them ICU's shared tables, which localeCompare then finds built), once a page. */
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

/**
 * The same on a worker thread. ICU's data and caches belong to the process, not the JS thread: once a worker has
 * built the region names, the page's own DisplayNames and localeCompare find them built. The main thread pays
 * only the worker's start. Where
 * no worker can start (a Content-Security-Policy without blob: workers), the phone field's chunk does it in a task
 * of its own.
 */
export function warmIntlOffThread(locale: string): void {
  try {
    new Worker(
      URL.createObjectURL(
        new Blob([
          `try{new Intl.DisplayNames(${JSON.stringify(locale)},{type:"region"}).of("EG")}catch{}close()`,
        ]),
      ),
    );
  } catch {
    // the phone field's chunk still warms them in a task of its own before it mounts (warmIntl)
  }
}

// Settles once the site's own translation is in use, or known absent (siteTranslations.ts): every widget's load
// waits for it (mount/loaders.ts), so no widget renders a text before the site's translation of it is there.
// Asked for, not run on import: this module shares a chunk whose top level must not call into other chunks.
import { useSiteTranslations } from './i18n';
import { fetchSiteTranslations } from './siteTranslations';

let ready: Promise<void> | undefined;

export const siteTranslationsReady = (): Promise<void> =>
  (ready ??= fetchSiteTranslations().then(useSiteTranslations));

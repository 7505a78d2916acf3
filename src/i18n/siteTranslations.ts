// The site's own translation of the bundle's texts, in WordPress's place for it: the JSON `wp i18n make-json`
// (or Loco Translate) writes for storefront.js, in wp-content/languages/plugins/ or the plugin's languages/.
// The plugin file prints where to fetch it only where such a file exists for the page's locale, so the entry
// carries no text and a page without one fetches nothing. Fetched once, before the first widget renders; on any
// failure the bundle's own texts stay. Plain fetch: the ajax client's own messages are translated texts.
import type { LocaleData } from '@wordpress/i18n';
import { isRecord, obj, readGlobal, str } from '../settings/parse';
import { originOf } from '../dom/site';
import { DOMAIN } from './domain';

/**
 * Where the site's translation is (`storefrontWidgetsI18n`, printed by the plugin file only where WordPress has
 * a translation file for the page's locale): its locale and the versioned admin-ajax URL that answers the file.
 */
export const readSiteTranslations = () =>
  readGlobal('storefrontWidgetsI18n', obj({ locale: str(''), url: str('') }));

/** How long the first widget waits for the file before it renders with the bundle's texts. */
export const SITE_TRANSLATIONS_WAIT_MS = 4000;

/**
 * The messages of a JSON translation file (Jed 1.x, as WordPress writes it: `locale_data` holding one domain,
 * `""` its header, every other key a msgid with its forms), or null when it is not one.
 */
export function parseTranslationFile(json: unknown): LocaleData<typeof DOMAIN> | null {
  const domains = isRecord(json) && isRecord(json.locale_data) ? Object.values(json.locale_data) : [];
  const messages = domains[0];
  if (!isRecord(messages)) return null;
  const out: LocaleData<typeof DOMAIN> = {};
  const header = messages[''];
  if (isRecord(header)) {
    const forms = header['plural-forms'] ?? header.plural_forms;
    out[''] = {
      domain: DOMAIN,
      ...(typeof header.lang === 'string' ? { lang: header.lang } : {}),
      ...(typeof forms === 'string' ? { plural_forms: forms } : {}),
    };
  }
  for (const [msgid, forms] of Object.entries(messages)) {
    if (msgid === '' || !Array.isArray(forms)) continue;
    const texts = forms.filter((f): f is string => typeof f === 'string');
    if (texts.length === forms.length && texts.some((t) => t !== '')) out[msgid] = texts;
  }
  return Object.keys(out).some((k) => k !== '') ? out : null;
}

/** The site's translation for this page, or null (none printed, not on this origin, refused, unreadable, late). */
export async function fetchSiteTranslations(): Promise<LocaleData<typeof DOMAIN> | null> {
  const { url } = readSiteTranslations();
  if (url === '' || originOf(url) !== location.origin) return null;
  try {
    const res = await fetch(url, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(SITE_TRANSLATIONS_WAIT_MS),
    });
    return res.ok ? parseTranslationFile(await res.json()) : null;
  } catch {
    return null;
  }
}

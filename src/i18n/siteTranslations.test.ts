// The site's own translation file (WordPress's JSON for storefront.js), fetched from where the plugin file says,
// read as WordPress writes it, and used over the bundle's texts; anything else leaves the bundle's texts.
import { afterEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { fetchSiteTranslations, parseTranslationFile } from './siteTranslations';
import { __, _n, addArabic, setLocale, sprintf, useSiteTranslations } from './i18n';

const URL_PATH = '/wp-admin/admin-ajax.php?action=storefront_widgets_l10n&locale=fr_FR&v=1a2b3c4d';

/** A file as `wp i18n make-json` writes it for a French site. */
const FRENCH = {
  'translation-revision-date': '2026-12-01 10:00+0000',
  generator: 'WP-CLI/2.11.0',
  domain: 'messages',
  locale_data: {
    messages: {
      '': { domain: 'messages', 'plural-forms': 'nplurals=2; plural=(n > 1);', lang: 'fr' },
      'Login methods': ['Méthodes de connexion'],
      '%d item': ['%d article', '%d articles'],
      'Left untranslated': [''],
    },
  },
};

afterEach(() => {
  Reflect.deleteProperty(window, 'storefrontWidgetsI18n');
  useSiteTranslations(null);
  setLocale('ar');
});

describe('the site translation file', () => {
  it('is read as WordPress writes it: the messages with their plural forms, empty translations left out', () => {
    const data = parseTranslationFile(FRENCH);
    expect(data?.['Login methods']).toEqual(['Méthodes de connexion']);
    expect(data?.['']).toEqual({
      domain: 'storefront-widgets',
      lang: 'fr',
      plural_forms: 'nplurals=2; plural=(n > 1);',
    });
    expect(data).not.toHaveProperty('Left untranslated');
    for (const bad of [null, {}, { locale_data: {} }, { locale_data: { messages: { x: [1] } } }, 'text'])
      expect(parseTranslationFile(bad)).toBeNull();
  });

  it('is fetched from the URL the plugin file printed, on the site’s origin only', async () => {
    server.use(mswHttp.get('*/wp-admin/admin-ajax.php', () => HttpResponse.json(FRENCH)));
    Reflect.set(window, 'storefrontWidgetsI18n', { locale: 'fr_FR', url: URL_PATH });
    expect((await fetchSiteTranslations())?.['Login methods']).toEqual(['Méthodes de connexion']);
    Reflect.set(window, 'storefrontWidgetsI18n', { locale: 'fr_FR', url: `https://cdn.example${URL_PATH}` });
    expect(await fetchSiteTranslations()).toBeNull();
    Reflect.deleteProperty(window, 'storefrontWidgetsI18n');
    expect(await fetchSiteTranslations()).toBeNull();
  });

  it('leaves the bundle’s texts when the answer is refused or not a translation file', async () => {
    Reflect.set(window, 'storefrontWidgetsI18n', { locale: 'fr_FR', url: URL_PATH });
    server.use(mswHttp.get('*/wp-admin/admin-ajax.php', () => HttpResponse.json({}, { status: 404 })));
    expect(await fetchSiteTranslations()).toBeNull();
    server.use(mswHttp.get('*/wp-admin/admin-ajax.php', () => new HttpResponse('0', { status: 200 })));
    expect(await fetchSiteTranslations()).toBeNull();
    server.use(mswHttp.get('*/wp-admin/admin-ajax.php', () => HttpResponse.error()));
    expect(await fetchSiteTranslations()).toBeNull();
  });

  it('wins over the bundle’s English and over the Arabic a chunk adds after it', () => {
    setLocale('en');
    useSiteTranslations(parseTranslationFile(FRENCH));
    expect(__('Login methods')).toBe('Méthodes de connexion');
    expect(sprintf(_n('%d item', '%d items', 2), 2)).toBe('2 articles');
    expect(__('Shopping cart')).toBe('Shopping cart');
    setLocale('ar');
    addArabic({ 'Login methods': 'طرق تسجيل الدخول', 'Shopping cart': 'سلة التسوق' });
    expect(__('Login methods')).toBe('Méthodes de connexion');
    expect(__('Shopping cart')).toBe('سلة التسوق');
  });
});

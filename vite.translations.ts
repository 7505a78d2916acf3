// Vite build plugin: the plugin's translation files in languages/, the WordPress way (text domain
// `storefront-widgets`): the template `storefront-widgets.pot` (every text of the bundle, referenced as the
// built `storefront.js` so `wp i18n make-json` writes one JSON for it, and of the PHP), and Arabic as `.po`, `.mo`
// and the JSON load_script_textdomain() reads for storefront.js. The Arabic is the widgets' catalogues and
// tools/i18n/phpArabic.ts; the bundle itself carries its Arabic, the files are for translators and WordPress.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import {
  arabicCatalogues,
  phpMessages,
  scriptMessages,
  sourceFiles,
  type Message,
} from './tools/i18n/extract.ts';
import { ARABIC, mo, po, pot, scriptJson } from './tools/i18n/gettext.ts';
import { ar as phpArabic } from './tools/i18n/phpArabic.ts';

const root = `${import.meta.dirname}/`;
export const ENTRY = 'storefront.js';

/** Every text and the Arabic for it, read from the source now. */
export function catalogue(): {
  script: Message[];
  php: Message[];
  arabic: ReturnType<typeof arabicCatalogues>;
} {
  const files = ['src', 'widgets', 'mount'].flatMap((d) => sourceFiles(`${root}${d}`, /\.tsx?$/));
  const arabic = arabicCatalogues(files);
  const script = scriptMessages(files, ENTRY);
  // catalogue texts no call names literally (a plugin's printed default, translated by msgid)
  for (const msgid of arabic.keys())
    if (![...script.values()].some((m) => m.msgid === msgid))
      script.set(`\u0004${msgid}`, { msgid, refs: new Set([ENTRY]), comments: new Set() });
  const php = phpMessages(sourceFiles(`${root}public`, /\.php$/), `${root}public`);
  for (const [msgid, text] of Object.entries(phpArabic)) arabic.set(msgid, text);
  return { script: [...script.values()], php: [...php.values()], arabic };
}

/** The JSON's name for a script, as load_script_textdomain() looks for it: domain-locale-md5(path).json. */
export const scriptJsonName = (locale: string, script = ENTRY): string =>
  `storefront-widgets-${locale}-${createHash('md5').update(script).digest('hex')}.json`;

export function translations(version: string): Plugin {
  return {
    name: 'storefront-translations',
    apply: 'build',
    generateBundle() {
      const { script, php, arabic } = catalogue();
      // a text both in the bundle and the PHP is one entry, with both references
      const all = new Map<string, Message>();
      for (const m of [...script, ...php]) {
        const seen = all.get(m.msgid);
        if (seen) m.refs.forEach((r) => seen.refs.add(r));
        else all.set(m.msgid, { ...m, refs: new Set(m.refs), comments: new Set(m.comments) });
      }
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName: `languages/${fileName}`, source });
      emit('storefront-widgets.pot', pot(all.values(), version));
      emit('storefront-widgets-ar.po', po(all.values(), arabic, ARABIC, version));
      emit('storefront-widgets-ar.mo', mo(php, arabic, ARABIC, version));
      emit(scriptJsonName('ar'), scriptJson(script, arabic, ARABIC));
    },
  };
}

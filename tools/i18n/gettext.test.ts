// The translation files as WordPress reads them: the .mo through WordPress's own MO reader (wp-includes/pomo,
// Debian's package, which npm test installs first), the JSON as load_script_textdomain() hands it to wp.i18n.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Arabic, Message } from './extract';
import { ARABIC, mo, po, pot, scriptJson } from './gettext';
import { parseTranslationFile } from '../../src/i18n/siteTranslations';

const msg = (msgid: string, extra: Partial<Message> = {}): Message => ({
  msgid,
  refs: new Set(['storefront.js']),
  comments: new Set(),
  ...extra,
});
const messages = [
  msg('Close'),
  msg('%d result', { plural: '%d results' }),
  msg('Say "hi"\nthen go', { comments: new Set(['%s: a name']), refs: new Set(['includes/status.php']) }),
  msg('Untranslated'),
];
const arabic: Arabic = new Map<string, string | string[]>([
  ['Close', 'إغلاق'],
  ['%d result', ['لا توجد نتائج', 'نتيجة واحدة', 'نتيجتان', '%d نتائج', '%d نتيجة', '%d نتيجة']],
  ['Say "hi"\nthen go', 'قل "مرحبا"\nثم اذهب'],
]);

const dir = mkdtempSync(join(tmpdir(), 'sw-mo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('translation files', () => {
  it('the .mo reads back through WordPress’s MO class: texts, Arabic plurals, nothing for the untranslated', () => {
    const file = join(dir, 'storefront-widgets-ar.mo');
    writeFileSync(file, mo(messages, arabic, ARABIC, '0.1.0'));
    const php = `require '/usr/share/wordpress/wp-includes/pomo/mo.php';
      $mo = new MO(); if ( ! $mo->import_from_file( $argv[1] ) ) { exit( 1 ); }
      echo json_encode( array(
        'close' => $mo->translate( 'Close' ),
        'plural' => array_map( function ( $n ) use ( $mo ) { return $mo->translate_plural( '%d result', '%d results', $n ); }, array( 0, 1, 2, 3, 11, 100 ) ),
        'quoted' => $mo->translate( "Say \\"hi\\"\\nthen go" ),
        'untranslated' => $mo->translate( 'Untranslated' ),
        'language' => $mo->get_header( 'Language' ),
      ) );`;
    const out: unknown = JSON.parse(execFileSync('php', ['-r', php, file], { encoding: 'utf8' }));
    expect(out).toEqual({
      close: 'إغلاق',
      plural: ['لا توجد نتائج', 'نتيجة واحدة', 'نتيجتان', '%d نتائج', '%d نتيجة', '%d نتيجة'],
      quoted: 'قل "مرحبا"\nثم اذهب',
      untranslated: 'Untranslated',
      language: 'ar',
    });
  });

  it('the .pot and .po quote and escape as gettext does, with references and translators’ comments', () => {
    const template = pot(messages, '0.1.0');
    expect(template).toContain(
      '#. translators: %s: a name\n#: includes/status.php\nmsgid "Say \\"hi\\"\\nthen go"\nmsgstr ""',
    );
    expect(template).toContain('msgid "%d result"\nmsgid_plural "%d results"\nmsgstr[0] ""\nmsgstr[1] ""');
    const arabicPo = po(messages, arabic, ARABIC, '0.1.0');
    expect(arabicPo).toContain('Language: ar\\n');
    expect(arabicPo).toContain('msgstr[5] "%d نتيجة"');
    expect(arabicPo).toContain('msgid "Untranslated"\nmsgstr ""');
  });

  it('the JSON is what the bundle reads for a site translation', () => {
    const data = parseTranslationFile(JSON.parse(scriptJson(messages, arabic, ARABIC)));
    expect(data?.Close).toEqual(['إغلاق']);
    expect(data?.['%d result']).toHaveLength(6);
    expect(data).not.toHaveProperty('Untranslated');
  });
});

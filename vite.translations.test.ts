// The shipped Arabic covers every text: each msgid the bundle or the plugin's PHP uses has its Arabic, so an
// Arabic shop (and a translator starting from the .po) sees no English; and the JSON is named as WordPress looks.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { catalogue, scriptJsonName } from './vite.translations';

describe('the translation files the build writes', () => {
  const { script, php, arabic } = catalogue();

  it('hold every text of the bundle and of the PHP, each with its Arabic', () => {
    expect(script.length).toBeGreaterThan(150);
    expect(php.map((m) => m.msgid)).toContain('Storefront Widgets');
    const untranslated = [...script, ...php].filter((m) => !arabic.has(m.msgid)).map((m) => m.msgid);
    expect(untranslated).toEqual([]);
  });

  it('reference the bundle’s texts as storefront.js, the PHP’s by file', () => {
    expect(script.every((m) => [...m.refs].every((r) => r === 'storefront.js'))).toBe(true);
    expect(php.find((m) => m.msgid === 'Taken over')?.refs).toEqual(new Set(['includes/status.php']));
  });

  it('name the script JSON domain-locale-md5("storefront.js").json', () => {
    const md5 = createHash('md5').update('storefront.js').digest('hex');
    expect(scriptJsonName('fr_FR')).toBe(`storefront-widgets-fr_FR-${md5}.json`);
  });
});

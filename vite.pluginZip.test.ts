import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { zipFolder, zipPath } from './vite.pluginZip';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the plugin zip', () => {
  it('holds every file of the build under storefront-widgets/, the same bytes each time', () => {
    dir = mkdtempSync(join(tmpdir(), 'sw-zip-'));
    mkdirSync(join(dir, 'includes'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'storefront-widgets.php'), '<?php // main');
    writeFileSync(join(dir, 'includes', 'switch.php'), '<?php // switch');
    writeFileSync(join(dir, 'chunks', 'a-123456.js'), 'export{}');
    const zip = zipFolder(dir);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'storefront-widgets/chunks/a-123456.js',
      'storefront-widgets/includes/switch.php',
      'storefront-widgets/storefront-widgets.php',
    ]);
    expect(new TextDecoder().decode(files['storefront-widgets/includes/switch.php'])).toBe('<?php // switch');
    expect(zipFolder(dir)).toEqual(zip);
  });

  it('is written beside the build folder', () => {
    expect(zipPath('/srv/build/dist')).toBe('/srv/build/storefront-widgets.zip');
  });
});

// The registry is the only way widget code is found: every widget folder has an entry, and every entry loads
// its own folder (a copy-paste slip would mount one widget's code under another's name).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from './registry';
import { ACCOUNT_POINTS_CONTROLS } from '../widgets/account-points/AccountPoints';

const root = resolve('widgets'); // vitest runs from the project root
const folders = readdirSync(root).filter((f) => existsSync(join(root, f, 'index.ts')));

describe('registry', () => {
  it('has an entry for every widget folder', () => {
    expect([...new Set(registry.map((e) => e.name))].sort()).toEqual(folders.sort());
  });

  it('loads each entry from its own folder', () => {
    // read from the source: the test runner rewrites import() calls, so the functions do not show the path
    const lines = readFileSync(resolve('mount/registry.ts'), 'utf8').split('\n').filter((l) => l.includes('load: () =>'));
    expect(lines).toHaveLength(registry.length);
    for (const line of lines) {
      const [, name, folder] = /name: '([^']+)'.*import\('\.\.\/widgets\/([^/]+)\/index'\)/.exec(line) ?? [];
      expect(name, line).toBeTruthy();
      expect(folder, line).toBe(name);
    }
  });

  it('mounts the account points widget on the controls it handles', () => {
    expect(registry.find((e) => e.name === 'account-points')?.selector).toBe(ACCOUNT_POINTS_CONTROLS);
  });

  it('has selectors the browser accepts', () => {
    for (const e of registry) expect(() => document.querySelectorAll(e.selector)).not.toThrow();
  });
});

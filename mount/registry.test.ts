// The registry is the only way widget code is found: every widget folder has an entry, and every entry loads
// its own folder through loaders.ts (a copy-paste slip would mount one widget's code under another's name).
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

  it('has a chunk for every entry, each loading its own folder', () => {
    // read from the source: the test runner rewrites import() calls, so the functions do not show the path
    const source = readFileSync(resolve('mount/loaders.ts'), 'utf8');
    const loaded = new Map<string, string>();
    // keys are quoted where they need it ('add-to-cart') and bare where they do not (qna)
    const entry =
      /(?:'([^']+)'|\b([A-Za-z_$][\w$]*)):\s*\(\)\s*=>\s*import\(\s*'\.\.\/widgets\/([^/]+)\/index'\s*\)/g;
    for (const [, quoted, bare, folder] of source.matchAll(entry)) {
      const name = quoted ?? bare;
      if (name && folder) loaded.set(name, folder);
    }
    for (const e of registry) expect(loaded.get(e.name), e.name).toBe(e.name);
    expect([...loaded.keys()].sort()).toEqual([...new Set(registry.map((e) => e.name))].sort());
  });

  it('declares a fallback for every entry a shopper acts on, and none on body', () => {
    for (const e of registry) if (e.selector === 'body') expect(e.hold, e.name).toBeUndefined();
    const held = registry.filter((e) => e.hold).map((e) => e.name);
    for (const name of [
      'add-to-cart',
      'mini-cart',
      'points-box',
      'order-documents',
      'product-reviews',
      'qna',
      'review-form',
      'otp-login',
      'signup',
      'account-points',
      'product-search',
      'coming-soon-banner',
    ])
      expect(held, name).toContain(name);
  });

  it('mounts the account points widget on the controls it handles', () => {
    expect(registry.find((e) => e.name === 'account-points')?.selector).toBe(ACCOUNT_POINTS_CONTROLS);
  });

  it('has selectors the browser accepts', () => {
    for (const e of registry) expect(() => document.querySelectorAll(e.selector)).not.toThrow();
  });
});

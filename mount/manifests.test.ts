// A widget is declared in its own folder only (widgets/<name>/manifest.ts): the registry the entry holds, the
// React list and the lazy imports are what the build derives from the manifests, and every widget has one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetManifest } from '../src/mount/types';
import { firstPaintCss, jobs, parsedWhole } from 'virtual:storefront/first-paint';
import { STAND_INS } from 'virtual:storefront/stand-ins';
import {
  deriveRegistry,
  firstPaintSource,
  parseManifest,
  reactWidgets,
  registrySource,
  replacedHandles,
  standIns,
} from './manifests';
import { registry } from './registry';
import { REACT_WIDGETS, widgets } from './loaders';

const root = resolve('widgets'); // vitest runs from the project root
const folders = readdirSync(root).filter((f) => existsSync(join(root, f, 'index.ts')));
const declared = new Map(
  Object.entries(
    import.meta.glob<WidgetManifest>('../widgets/*/manifest.ts', { eager: true, import: 'default' }),
  ).map(([path, m]) => {
    const name = path.split('/')[2] ?? path;
    return [name, parseManifest(name, m)];
  }),
);

describe('the widgets’ manifests', () => {
  it('exist for every widget folder with an index, and one with rows has an index', () => {
    for (const name of folders) expect(declared.has(name), name).toBe(true);
    for (const [name, m] of declared) if (m.rows.length) expect(folders, name).toContain(name);
  });

  it('are what the entry’s registry holds, in their order', () => {
    expect(registry).toEqual(deriveRegistry(declared));
    const orders = [...declared.values()].flatMap((m) => m.rows.map((r) => r.order)).sort((a, b) => a - b);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('give the loaders one lazy import per widget folder, and its React list', () => {
    expect(Object.keys(widgets).sort()).toEqual([...folders].sort());
    expect([...REACT_WIDGETS].sort()).toEqual(reactWidgets(declared).sort());
  });

  it('give the head script a first-paint job per `firstPaint` not printed with its markup, their parts and CSS; the entry their globals', () => {
    const all = [...declared.values()];
    expect(jobs).toHaveLength(all.filter((m) => m.firstPaint && !m.firstPaintWith).length);
    expect(all.filter((m) => m.firstPaintWith).length).toBeGreaterThan(0);
    expect(parsedWhole.split(',').sort()).toEqual(all.flatMap((m) => m.parsedWhole?.split(',') ?? []).sort());
    expect(firstPaintCss).toBe(all.map((m) => m.firstPaintCss ?? '').join(''));
    expect(STAND_INS).toEqual(standIns(declared));
    expect(STAND_INS.map((g) => g.widget)).toContain('order-documents');
  });

  it('say the kind each widget’s module is', async () => {
    for (const [name, load] of Object.entries(widgets)) {
      const kind = 'mount' in (await load()).default ? 'dom' : 'react';
      expect(kind, name).toBe(declared.get(name)?.kind);
    }
  }, 60_000);
});

describe('deriveRegistry', () => {
  const m = (rows: WidgetManifest['rows']): WidgetManifest => ({ kind: 'dom', rows });

  it('names each row after its folder and sorts every row by order, a widget’s two rows apart', () => {
    const out = deriveRegistry(
      new Map([
        [
          'b',
          m([
            { order: 30, selector: 'body' },
            { order: 10, selector: '.b', hold: { fallback: 'native' } },
          ]),
        ],
        ['a', m([{ order: 20, selector: '.a', strategy: 'intent', prefetch: 'idle' }])],
      ]),
    );
    expect(out).toEqual([
      { name: 'b', selector: '.b', hold: { fallback: 'native' } },
      { name: 'a', selector: '.a', strategy: 'intent', prefetch: 'idle' },
      { name: 'b', selector: 'body' },
    ]);
  });

  it('refuses two rows at one order', () => {
    const twice = new Map([
      ['a', m([{ order: 10, selector: '.a' }])],
      ['b', m([{ order: 10, selector: '.b' }])],
    ]);
    expect(() => deriveRegistry(twice)).toThrow('a and b both have a row at order 10');
  });
});

describe('parseManifest', () => {
  it('refuses what the registry cannot hold', () => {
    expect(() => parseManifest('x', { kind: 'vue', rows: [] })).toThrow('widgets/x/manifest.ts: kind');
    expect(() => parseManifest('x', { kind: 'dom', rows: [{ order: 1 }] })).toThrow('no selector');
    expect(() => parseManifest('x', { kind: 'dom', rows: [{ order: 1, selector: 'a', hodl: {} }] })).toThrow(
      'unknown hodl',
    );
    expect(() =>
      parseManifest('x', { kind: 'dom', rows: [{ order: 1, selector: 'a', hold: { fallback: 'later' } }] }),
    ).toThrow('fallback');
    for (const replaces of [[], [''], 'cr-frontend-js', [1]])
      expect(() => parseManifest('x', { kind: 'dom', replaces, rows: [] })).toThrow('replaces');
    const job = { kind: 'dom', rows: [], firstPaint: './firstPaint.ts' };
    expect(() => parseManifest('x', { ...job, firstPaintWith: { shortcodes: [], blocks: [] } })).toThrow(
      'no shortcode, block or condition',
    );
    expect(() => parseManifest('x', { ...job, firstPaintWith: { conditions: ['is_admin'] } })).toThrow(
      'conditions: one of',
    );
    expect(() => parseManifest('x', { ...job, firstPaintWith: { blocks: 'ns/a' } })).toThrow(
      'a list of names',
    );
    expect(() => parseManifest('x', { ...job, firstPaintWith: { shortcodes: ['a b'], blocks: [] } })).toThrow(
      'a list of names',
    );
    expect(() =>
      parseManifest('x', { kind: 'dom', rows: [], firstPaintWith: { shortcodes: ['a'], blocks: [] } }),
    ).toThrow('without firstPaint');
    expect(
      parseManifest('x', { ...job, firstPaintWith: { shortcodes: ['a_b'], blocks: ['ns/a-b'] } })
        .firstPaintWith,
    ).toEqual({ shortcodes: ['a_b'], blocks: ['ns/a-b'], conditions: [] });
    expect(
      parseManifest('x', { ...job, firstPaintWith: { conditions: ['is_product'] } }).firstPaintWith,
    ).toEqual({
      shortcodes: [],
      blocks: [],
      conditions: ['is_product'],
    });
  });
});

// Which classic scripts each widget replaces is its manifest's `replaces`; the build writes them into
// takeover.json (tools/wordpress/plugin-file.test.php runs the plugin file on it), which the loader plugin reads
// to stand a widget down where its scripts are not taken over.
describe('replaces', () => {
  // the keys of storefront_widgets_classic_handles() in the loader plugin
  const php = readFileSync('public/includes/classic-handles.php', 'utf8');
  const table = php.slice(php.indexOf('function storefront_widgets_classic_handles'));
  const rows = table.slice(0, table.indexOf('\n}\n')).matchAll(/^\t{2}'([\w-]+)'\s+=> array\(/gm);
  const handles = new Set([...rows].map((m) => m[1] ?? ''));
  const named = new Set(Object.values(replacedHandles(declared)).flat());

  it('names handles of the loader plugin’s take-over table', () => {
    expect(handles.size).toBeGreaterThan(20);
    for (const h of named) expect(handles, h).toContain(h);
  });

  it('gives every handle with behaviour of its own a widget, the trust badges’ fitting included', () => {
    // taken over with their plugin, replaced by no one widget: the store's cart, and the files the phone
    // field's script loads (the widget names that script)
    const alongside = ['wc-cart-fragments', 'intl-tel-input-js', 'intl-tel-input-utils-js', 'intlTelInput'];
    for (const h of handles) if (!alongside.includes(h)) expect(named, h).toContain(h);
    expect(replacedHandles(declared)['trust-badge-block']).toEqual(['cr-frontend-js']);
    expect(replacedHandles(declared)['mobile-menu']).toEqual(['astra-theme-js']);
  });
});

describe('registrySource', () => {
  it('writes the rows as one literal, a hold two rows share once', async () => {
    const rows = [
      { name: 'a', selector: '.a', hold: { fallback: 'native' as const } },
      { name: 'b', selector: 'body', inServerMarkup: true as const },
      { name: 'c', selector: '.c', hold: { fallback: 'native' as const } },
    ];
    const source = registrySource(rows);
    expect(source.match(/fallback/g)).toHaveLength(1);
    const url = `data:text/javascript;base64,${btoa(source)}`;
    const mod: unknown = await import(/* @vite-ignore */ url);
    expect(Reflect.get(Object(mod), 'registry')).toEqual(rows);
  });
});

describe('firstPaintSource', () => {
  const none = new Map<string, WidgetManifest>();
  it('lists every module’s start, calls each withoutHead, and refuses a module without start', () => {
    const source = firstPaintSource(
      [
        { path: '/w/a/firstPaint.ts', exports: ['start', 'withoutHead'] },
        { path: '/w/b/firstPaint.ts', exports: ['start'] },
      ],
      none,
    );
    expect(source).toContain('export const jobs = [start0, start1];');
    expect(source).toContain('withoutHead0(doc);');
    expect(source).not.toContain('withoutHead1');
    expect(() => firstPaintSource([{ path: '/w/c/firstPaint.ts', exports: ['frame'] }], none)).toThrow(
      'exports no start',
    );
  });
});

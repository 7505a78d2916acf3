// From the widgets' manifests (widgets/<name>/manifest.ts) to what the bundle holds: the registry the entry
// scans, the React list the loaders preload React for, the head script's first-paint jobs. Run at build time
// (vite.manifests.ts writes each as a module of its own) and by the test that checks the built registry against
// the manifests; no part of the bundle. Pure: the manifests come in as values, parsed here (they are read by
// evaluating the files, so nothing about their shape is taken on trust).
import type {
  FirstPaintCondition,
  Hold,
  InlineGlobal,
  ManifestRow,
  RegistryEntry,
  WidgetManifest,
} from '../src/mount/types';

const ROW_KEYS = new Set([
  'order',
  'selector',
  'strategy',
  'intentTarget',
  'intentIgnore',
  'prefetch',
  'hold',
  'inServerMarkup',
]);
const MANIFEST_KEYS = new Set([
  'kind',
  'rows',
  'replaces',
  'firstPaint',
  'firstPaintWith',
  'chunk',
  'intlAtMount',
  'globals',
  'parsedWhole',
  'firstPaintCss',
]);
const GLOBAL_KEYS = new Set(['name', 'owner', 'returns', 'createOwner']);

function parseGlobal(v: unknown): InlineGlobal {
  if (!isObject(v)) throw new Error('a global is not an object');
  const name = str(v, 'name');
  if (!name) throw new Error('a global has no name');
  const unknown = Object.keys(v).filter((k) => !GLOBAL_KEYS.has(k));
  if (unknown.length) throw new Error(`global ${name}: unknown ${unknown.join(', ')}`);
  const g: InlineGlobal = { name };
  const owner = str(v, 'owner');
  const returns: unknown = Reflect.get(v, 'returns');
  const createOwner: unknown = Reflect.get(v, 'createOwner');
  if (returns !== undefined && returns !== false)
    throw new Error(`global ${name}: returns is false or absent`);
  if (createOwner !== undefined && createOwner !== true)
    throw new Error(`global ${name}: createOwner is true or absent`);
  if (owner !== undefined) g.owner = owner;
  if (returns === false) g.returns = false;
  if (createOwner === true) g.createOwner = true;
  return g;
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
const str = (o: object, key: string): string | undefined => {
  const v: unknown = Reflect.get(o, key);
  if (v === undefined || typeof v === 'string') return v;
  throw new Error(`${key} is not a string`);
};
const oneOf = <T extends string>(o: object, key: string, allowed: readonly T[]): T | undefined => {
  const v = str(o, key);
  const found = allowed.find((a) => a === v);
  if (v !== undefined && !found) throw new Error(`${key}: ${v} is not one of ${allowed.join(', ')}`);
  return found;
};

function parseHold(v: unknown): Hold | undefined {
  if (v === undefined) return undefined;
  if (!isObject(v)) throw new Error('hold is not an object');
  const fallback = oneOf(v, 'fallback', ['native', 'message'] as const);
  if (!fallback) throw new Error('hold has no fallback');
  const hold: Hold = { fallback };
  const triggers = str(v, 'triggers');
  const controls = str(v, 'controls');
  const on = oneOf(v, 'on', ['submit'] as const);
  if (triggers !== undefined) hold.triggers = triggers;
  if (controls !== undefined) hold.controls = controls;
  if (on) hold.on = on;
  return hold;
}

function parseRow(v: unknown): ManifestRow {
  if (!isObject(v)) throw new Error('a row is not an object');
  const order: unknown = Reflect.get(v, 'order');
  const selector = str(v, 'selector');
  if (typeof order !== 'number' || !Number.isFinite(order)) throw new Error('a row has no numeric order');
  if (!selector) throw new Error(`row ${order} has no selector`);
  const unknown = Object.keys(v).filter((k) => !ROW_KEYS.has(k));
  if (unknown.length) throw new Error(`row ${order}: unknown ${unknown.join(', ')}`);
  const row: ManifestRow = { order, selector };
  // in the order RegistryEntry lists its fields, so the derived rows read as the manifests write them
  const s = oneOf(v, 'strategy', ['idle', 'visible', 'intent'] as const);
  const intentTarget = str(v, 'intentTarget');
  const intentIgnore = str(v, 'intentIgnore');
  const prefetch = oneOf(v, 'prefetch', ['idle'] as const);
  const hold = parseHold(Reflect.get(v, 'hold'));
  const server: unknown = Reflect.get(v, 'inServerMarkup');
  if (server !== undefined && server !== true)
    throw new Error(`row ${order}: inServerMarkup is true or absent`);
  if (s) row.strategy = s;
  if (intentTarget !== undefined) row.intentTarget = intentTarget;
  if (intentIgnore !== undefined) row.intentIgnore = intentIgnore;
  if (prefetch) row.prefetch = prefetch;
  if (hold) row.hold = hold;
  if (server === true) row.inServerMarkup = true;
  return row;
}

const names = (o: object, key: string): string[] => {
  const v: unknown = Reflect.get(o, key);
  if (v === undefined) return [];
  const list: unknown[] = Array.isArray(v) ? v : [];
  const out = list.filter((x): x is string => typeof x === 'string' && /^[a-z0-9_/-]+$/.test(x));
  if (!Array.isArray(v) || out.length !== list.length)
    throw new Error(`firstPaintWith.${key}: a list of names`);
  return out;
};

// the plugin file's list (first-paint.php, storefront_widgets_first_paint_conditions)
const FIRST_PAINT_CONDITIONS: readonly FirstPaintCondition[] = ['is_product', 'is_cart', 'is_checkout'];

const isCondition = (x: string): x is FirstPaintCondition => FIRST_PAINT_CONDITIONS.some((c) => c === x);

const WITH_KEYS = new Set(['shortcodes', 'blocks', 'conditions']);

function parseFirstPaintWith(
  v: unknown,
): Required<NonNullable<WidgetManifest['firstPaintWith']>> | undefined {
  if (v === undefined) return undefined;
  if (!isObject(v)) throw new Error('firstPaintWith is not an object');
  const unknown = Object.keys(v).filter((k) => !WITH_KEYS.has(k));
  if (unknown.length) throw new Error(`firstPaintWith: unknown ${unknown.join(', ')}`);
  const asked = names(v, 'conditions');
  const conditions = asked.filter(isCondition);
  if (conditions.length !== asked.length)
    throw new Error(`firstPaintWith.conditions: one of ${FIRST_PAINT_CONDITIONS.join(', ')}`);
  const out = { shortcodes: names(v, 'shortcodes'), blocks: names(v, 'blocks'), conditions };
  if (!out.shortcodes.length && !out.blocks.length && !out.conditions.length)
    throw new Error('firstPaintWith names no shortcode, block or condition');
  return out;
}

/** A manifest's default export, checked field by field (the name is its folder's). */
export function parseManifest(name: string, v: unknown): WidgetManifest {
  try {
    if (!isObject(v)) throw new Error('no default export object');
    const unknown = Object.keys(v).filter((k) => !MANIFEST_KEYS.has(k));
    if (unknown.length) throw new Error(`unknown ${unknown.join(', ')}`);
    const kind = oneOf(v, 'kind', ['react', 'dom'] as const);
    if (!kind) throw new Error('kind is react or dom');
    const rows: unknown = Reflect.get(v, 'rows');
    if (!Array.isArray(rows)) throw new Error('rows is not an array');
    const m: WidgetManifest = { kind, rows: rows.map(parseRow) };
    const replaces: unknown = Reflect.get(v, 'replaces');
    if (replaces !== undefined) {
      const list: unknown[] = Array.isArray(replaces) ? replaces : [];
      const handles = list.filter((h): h is string => typeof h === 'string' && h !== '');
      if (!handles.length || handles.length !== list.length)
        throw new Error('replaces is a list of script handles');
      m.replaces = handles;
    }
    const firstPaint = str(v, 'firstPaint');
    const firstPaintWith = parseFirstPaintWith(Reflect.get(v, 'firstPaintWith'));
    if (firstPaintWith && firstPaint === undefined) throw new Error('firstPaintWith without firstPaint');
    const chunk = oneOf(v, 'chunk', ['page'] as const);
    const intl: unknown = Reflect.get(v, 'intlAtMount');
    if (intl !== undefined && intl !== true) throw new Error('intlAtMount is true or absent');
    const globals: unknown = Reflect.get(v, 'globals');
    if (globals !== undefined && !Array.isArray(globals)) throw new Error('globals is not an array');
    const parsedWhole = str(v, 'parsedWhole');
    const firstPaintCss = str(v, 'firstPaintCss');
    if (globals) m.globals = globals.map(parseGlobal);
    if (parsedWhole !== undefined) m.parsedWhole = parsedWhole;
    if (firstPaintCss !== undefined) m.firstPaintCss = firstPaintCss;
    if (firstPaint !== undefined) m.firstPaint = firstPaint;
    if (firstPaintWith) m.firstPaintWith = firstPaintWith;
    if (chunk) m.chunk = chunk;
    if (intl === true) m.intlAtMount = true;
    return m;
  } catch (e) {
    throw new Error(`widgets/${name}/manifest.ts: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
}

export type Manifests = ReadonlyMap<string, WidgetManifest>;

/** Every manifest's rows, named after their folder, in `order` (which must be unique). */
export function deriveRegistry(manifests: Manifests): RegistryEntry[] {
  const rows = [...manifests].flatMap(([name, m]) => m.rows.map((row) => ({ name, row })));
  rows.sort((a, b) => a.row.order - b.row.order);
  rows.forEach((r, i) => {
    const before = rows[i - 1];
    if (before && before.row.order === r.row.order)
      throw new Error(`${before.name} and ${r.name} both have a row at order ${r.row.order}`);
  });
  return rows.map(({ name, row: { order: _order, ...entry } }) => ({ name, ...entry }));
}

/** every manifest's globals, each with the widget that defines it (mount/inline.ts) */
export const standIns = (manifests: Manifests): Array<InlineGlobal & { widget: string }> =>
  [...manifests].flatMap(([widget, m]) => (m.globals ?? []).map((g) => ({ ...g, widget })));

/**
 * Each widget that replaces classic scripts, with their handles: the loader plugin (public/storefront-widgets.php)
 * reads it from the build (`takeover.json`) to stand a widget down where one of them is not taken over.
 */
export const replacedHandles = (manifests: Manifests): Record<string, string[]> =>
  Object.fromEntries([...manifests].flatMap(([name, m]) => (m.replaces ? [[name, [...m.replaces]]] : [])));

/** the widgets whose manifest says `kind: 'react'` */
export const reactWidgets = (manifests: Manifests): string[] =>
  [...manifests].filter(([, m]) => m.kind === 'react').map(([name]) => name);

/**
 * The registry as the entry's module: one array literal, and a hold object written once where rows share it
 * (as a hand-written table would: bytes in the entry, which every page runs before `load`).
 */
export function registrySource(registry: readonly RegistryEntry[]): string {
  const holds = new Map<string, number>();
  for (const e of registry)
    if (e.hold) holds.set(JSON.stringify(e.hold), (holds.get(JSON.stringify(e.hold)) ?? 0) + 1);
  const shared = [...holds].filter(([, n]) => n > 1).map(([json]) => json);
  const rows = registry.map((e) => {
    const fields = Object.entries(e).map(([k, v]) => {
      const json = JSON.stringify(v);
      const i = k === 'hold' ? shared.indexOf(json) : -1;
      return `${k}:${i >= 0 ? `hold${i}` : json}`;
    });
    return `{${fields.join(',')}}`;
  });
  return [
    ...shared.map((json, i) => `const hold${i} = ${json};`),
    `export const registry = [\n${rows.join(',\n')}\n];`,
  ].join('\n');
}

/**
 * The head script's first-paint module: `jobs`, every first-paint module's `start` in the widgets' name order,
 * `withoutHead`, calling each module's own, and every manifest's `parsedWhole` and `firstPaintCss` joined.
 * `modules`: each module's path and the names it exports.
 */
export function firstPaintSource(
  found: ReadonlyArray<{ path: string; exports: readonly string[]; withMarkup?: boolean }>,
  manifests: Manifests,
): string {
  const all = [...manifests.values()];
  const from = (m: { path: string }) => JSON.stringify(m.path);
  for (const m of found) if (!m.exports.includes('start')) throw new Error(`${m.path} exports no start`);
  const alone = found.filter((m) => m.exports.includes('withoutHead'));
  // a job printed with its markup is not the head script's (firstPaintWith)
  const modules = found.filter((m) => !m.withMarkup);
  return [
    ...modules.map((m, i) => `import { start as start${i} } from ${from(m)};`),
    ...alone.map((m, i) => `import { withoutHead as withoutHead${i} } from ${from(m)};`),
    `export const jobs = [${modules.map((_, i) => `start${i}`).join(', ')}];`,
    `export const withoutHead = (doc) => {${alone.map((_, i) => ` withoutHead${i}(doc);`).join('')} };`,
    `export const parsedWhole = ${JSON.stringify(all.flatMap((m) => m.parsedWhole ?? []).join(','))};`,
    `export const firstPaintCss = ${JSON.stringify(all.map((m) => m.firstPaintCss ?? '').join(''))};`,
  ].join('\n');
}

// The loader plugin's `storefrontWidgetsTakeOver` (printed before the footer scripts): per plugin, the release
// it found (null when it could not tell), whether the bundle is declared for that release, and the classic
// handles it took over on this page (by the names the bundle knows them under). Null when it is not printed
// (a fixture page, a theme that enqueues the bundle itself).
// The entry script reads it, and the entry must stand alone: no import shared with the widgets (parse.ts,
// src/dom/globals), so its few checks are written out here.

export interface PluginTakeOver {
  version: string | null;
  supported: boolean;
  handles: string[];
}
export type TakeOver = Record<string, PluginTakeOver>;

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
const field = (o: object, key: string): unknown => Reflect.get(o, key);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

function plugin(v: unknown): PluginTakeOver | undefined {
  if (!isObject(v)) return undefined;
  const list = field(v, 'handles');
  const supported = field(v, 'supported');
  return {
    version: text(field(v, 'version')) ?? null,
    // PHP's false may come as false, 0, "0" or ""; anything else (missing included) is true
    supported: !(supported === false || supported === 0 || supported === '0' || supported === ''),
    handles: Array.isArray(list) ? list.map(text).filter((h) => h !== undefined) : [],
  };
}

export function readTakeOver(win: object = window): TakeOver | null {
  let v: unknown;
  try {
    v = field(win, 'storefrontWidgetsTakeOver');
  } catch {
    return null; // a getter that throws is a missing report
  }
  if (!isObject(v)) return null;
  const out: TakeOver = {};
  for (const [name, entry] of Object.entries(v)) {
    const parsed = plugin(entry);
    if (parsed) out[name] = parsed;
  }
  return out;
}

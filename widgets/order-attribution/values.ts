// The attribution values for the form: each field's sourcebuster path read from sourcebuster's data, or null
// for every field when tracking is not allowed (WooCommerce's getAttributionData).
import type { SbjsData } from './sourcebuster';

export type AttributionValues = Record<string, string | null>;

export function readPath(data: SbjsData, path: string): string | null {
  const [group, key] = path.split('.');
  if (!group || !key) return null;
  const g = Object.hasOwn(data, group) ? data[group] : undefined;
  const v = g && Object.hasOwn(g, key) ? g[key] : undefined;
  return typeof v === 'string' ? v : null;
}

export function attributionValues(fields: Record<string, string>, data: SbjsData | null): AttributionValues {
  const out: AttributionValues = {};
  for (const [name, path] of Object.entries(fields)) out[name] = data ? readPath(data, path) : null;
  return out;
}

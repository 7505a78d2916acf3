// Tiny schema combinators for values the page hands us (settings globals, data-* attributes, JSON bodies).
// A parser never throws and never casts: it checks the shape and falls back to a default.
import { readWindow } from '../dom/globals';

export type Parser<T> = (input: unknown) => T;

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text: strings as they are, finite numbers as text, anything else the default. */
export const str =
  (fallback = ''): Parser<string> =>
  (v) =>
    typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : fallback;

/** Numbers: numbers, or numeric strings ("50", " 1.5 "); anything else the default. */
export const num =
  (fallback = 0): Parser<number> =>
  (v) => {
    if (typeof v === 'number') return Number.isFinite(v) ? v : fallback;
    if (typeof v === 'string' && v.trim() !== '') {
      const n = Number(v.trim());
      return Number.isFinite(n) ? n : fallback;
    }
    return fallback;
  };

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

/** Flags as WordPress prints them: true/false, 1/0, "1"/"0", "yes"/"no", "true"/"false". */
export const bool =
  (fallback = false): Parser<boolean> =>
  (v) => {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (TRUE.has(s)) return true;
      if (FALSE.has(s)) return false;
    }
    return fallback;
  };

/** One of a fixed set of strings. */
export const oneOf =
  <const T extends string>(values: readonly T[], fallback: T): Parser<T> =>
  (v) => {
    const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
    return s !== undefined && (values as readonly string[]).includes(s) ? (s as T) : fallback;
  };

/** An array whose items each parse; items that come out `undefined` are dropped. */
export const arr =
  <T>(item: Parser<T | undefined>): Parser<T[]> =>
  (v) => {
    const list = typeof v === 'string' ? parseJson(v) : v;
    if (!Array.isArray(list)) return [];
    const out: T[] = [];
    for (const x of list) {
      const parsed = item(x);
      if (parsed !== undefined) out.push(parsed);
    }
    return out;
  };

/** A map of string keys to parsed values. */
export const record =
  <T>(item: Parser<T | undefined>): Parser<Record<string, T>> =>
  (v) => {
    const src = typeof v === 'string' ? parseJson(v) : v;
    const out: Record<string, T> = {};
    if (!isRecord(src)) return out;
    for (const [k, x] of Object.entries(src)) {
      const parsed = item(x);
      if (parsed !== undefined) out[k] = parsed;
    }
    return out;
  };

type Shape = Record<string, Parser<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object of known keys; a JSON string that parses to an object is accepted too. */
export const obj =
  <S extends Shape>(shape: S): Parser<Parsed<S>> =>
  (v) => {
    const src = typeof v === 'string' ? parseJson(v) : v;
    const rec = isRecord(src) ? src : {};
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const parse = shape[key];
      if (parse) out[key] = parse(rec[key]);
    }
    return out as Parsed<S>; // every key of the shape was filled by its own parser just above
  };

/** Accept a value only when it parses as something; `undefined` otherwise (for arr/record items). */
export const opt =
  <T>(parse: Parser<T>, accept: (v: unknown) => boolean): Parser<T | undefined> =>
  (v) =>
    accept(v) ? parse(v) : undefined;

export const optStr: Parser<string | undefined> = (v) =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

export const optNum: Parser<number | undefined> = (v) => {
  const n = num(Number.NaN)(v);
  return Number.isNaN(n) ? undefined : n;
};

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Read a global the PHP printed (`var name = {...}`) without trusting it. */
export function readGlobal<T>(name: string, parse: Parser<T>): T {
  let value: unknown;
  try {
    value = typeof window === 'undefined' ? undefined : readWindow(name);
  } catch {
    value = undefined; // a getter that throws is treated as missing
  }
  return parse(value);
}

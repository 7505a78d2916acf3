// One GA sender in the code: the bundle took over Google Analytics for WooCommerce's tracker, so every gtag
// call and dataLayer push of every widget goes through src/dom/gtag.ts (two senders would count events twice).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendGaEvent } from './gtag';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(f) && !/\.(test|e2e|probe)\.tsx?$/.test(f) ? [p] : [];
  });
}

const w = window as unknown as { gtag?: unknown; dataLayer?: unknown[] };
afterEach(() => {
  delete w.gtag;
  delete w.dataLayer;
});

describe('the one GA sender', () => {
  it('no other source file reads gtag or the dataLayer', () => {
    const others = [
      ...sources(resolve('src')),
      ...sources(resolve('widgets')),
      ...sources(resolve('mount')),
    ].filter((f) => !f.endsWith(join('src', 'dom', 'gtag.ts')));
    const offenders = others.filter((f) =>
      /readWindow\(\s*['"](gtag|dataLayer)['"]|window\.(gtag|dataLayer)\b/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => f.replace(resolve('.'), ''))).toEqual([]);
  });

  it('sends through the tracker function only, once; without one, the given dataLayer entries', () => {
    const calls: unknown[][] = [];
    w.gtag = (...a: unknown[]) => calls.push(a);
    w.dataLayer = [];
    expect(sendGaEvent('x', { a: 1 }, { dataLayerEntries: [{ event: 'x' }] })).toBe(true);
    expect(calls).toEqual([['event', 'x', { a: 1 }]]);
    expect(w.dataLayer).toEqual([]);
    delete w.gtag;
    sendGaEvent('y', { b: 2 }, { dataLayerEntries: [{ event: 'y' }] });
    expect(w.dataLayer).toEqual([{ event: 'y' }]);
    expect(sendGaEvent('z', {})).toBe(false);
  });
});

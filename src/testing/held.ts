// Browser-test controls over the bundle's chunk requests (the fake WordPress's /__sw/chunks, per session):
// hold a widget's chunk, release it when the test has acted (never a fixed delay), fail it with a 404.
import { expect, type Page } from '@playwright/test';

export type ChunkRule = { chunk: string; action: 'hold' | '404' | `delay:${number}` };

/** set before the page opens (the page's session cookie comes from this call) */
export async function chunkRules(page: Page, rules: ChunkRule[]): Promise<void> {
  await page.request.post('/__sw/chunks', { data: rules });
}

export async function releaseChunk(page: Page, chunk: string): Promise<void> {
  await page.request.post('/__sw/chunks/release', { data: { chunk } });
}

const heldNow = async (page: Page): Promise<string[]> => {
  const body: unknown = await (await page.request.get('/__sw/chunks/held')).json();
  const held: unknown = typeof body === 'object' && body ? Reflect.get(body, 'held') : [];
  return Array.isArray(held) ? held.filter((f): f is string => typeof f === 'string') : [];
};

/** wait until the page asked for the widget's chunk (the server is holding it) */
export async function chunkRequested(page: Page, chunk: string): Promise<void> {
  await expect
    .poll(async () => (await heldNow(page)).some((f) => f.startsWith(`chunks/${chunk}-`)))
    .toBe(true);
}

/** a shorter hold limit for this page (storefrontWidgetsConfig.holdLimitMs), kept over the printed config */
export async function holdLimit(page: Page, ms: number): Promise<void> {
  await page.addInitScript((limit) => {
    let printed: unknown = {};
    Object.defineProperty(window, 'storefrontWidgetsConfig', {
      configurable: true,
      get: () => ({ ...(typeof printed === 'object' && printed ? printed : {}), holdLimitMs: limit }),
      set: (v: unknown) => (printed = v),
    });
  }, ms);
}

/**
 * Release a held widget chunk and sum the layout shifts from then until `settled` (the widget's mount and what
 * the test waits for) and two frames more: what mounting the widget moved on the page.
 */
export async function shiftOfRelease(
  page: Page,
  chunk: string,
  settled: () => Promise<void>,
): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __releaseShift: number };
    w.__releaseShift = 0;
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => (w.__releaseShift += Number(Reflect.get(e, 'value')) || 0)),
    ).observe({ type: 'layout-shift' });
  });
  await chunkRequested(page, chunk);
  await releaseChunk(page, chunk);
  await settled();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { __releaseShift: number }).__releaseShift);
}

/**
 * The next page of this session stops after the first `after` in its HTML (the fake's page hold); the returned
 * function waits until the browser has painted what it has so far, then sends the rest.
 */
export async function holdPageAfter(page: Page, after: string): Promise<() => Promise<void>> {
  await page.request.post('/__sw/page-hold', { data: { after } });
  return async () => {
    await expect
      .poll(async () =>
        Reflect.get(await (await page.request.get('/__sw/page-hold/waiting')).json(), 'waiting'),
      )
      .toBe(true);
    // two frames: the browser has laid out and painted the part it has parsed
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.request.post('/__sw/page-hold/release');
  };
}

// Interaction probes: the measures `npm run bench` holds to the issues' budgets (INP under 4x CPU slowdown,
// render times, heap growth over repeated open/close). Each widget that has a budget keeps its probe beside it
// (`widgets/<name>/<name>.probe.ts`); its browser test runs the same probe and fails only on a gross regression,
// because a timed test on a shared 2-core machine would fail on a neighbour's build: budgets are checked in the
// bench. Plain playwright-core: no test runner needed.
import type { CDPSession, Page } from 'playwright-core';

export interface Figure {
  /** what was measured, as the report prints it */
  name: string;
  unit: 'ms' | 'KB' | 'count' | 'score';
  /** the median of the samples (the figure held to the budget) */
  value: number;
  samples: number[];
  /** the most `value` may be; none: reported only */
  budget?: number;
}

export interface Probe {
  name: string;
  /** measure on a fresh page of a context whose baseURL is the fake WordPress */
  run(page: Page): Promise<Figure[]>;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function figure(name: string, unit: Figure['unit'], samples: number[], budget?: number): Figure {
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    name,
    unit,
    value: round(median(samples)),
    samples: samples.map(round),
    ...(budget === undefined ? {} : { budget }),
  };
}

/** Open a fixture page and wait until the bundle has started. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => Boolean(window.storefrontWidgets));
}

/** Wait until a widget runs (on any element, or on `count` elements). */
export async function mounted(page: Page, name: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([n, c]) => (window.storefrontWidgets?.mounted().filter((m) => m.name === n).length ?? 0) >= c,
    [name, count] as const,
  );
}

/** The shopper reaches for Astra's header (the pointer over #masthead): the mini-cart drawer loads on that intent. */
export async function reachForCart(page: Page): Promise<void> {
  await page.locator('#masthead').hover({ position: { x: 5, y: 5 } });
  await mounted(page, 'mini-cart');
}

/** Faults for this browser context's session: `[{ route: 'wc-ajax:add_to_cart', fault: '500' }]`. */
export async function faults(
  page: Page,
  list: Array<{ route: string; fault: string; times?: number }>,
): Promise<void> {
  await page.request.post('/__sw/faults', { data: list });
}

/** Call before the page opens: sums the page's layout shifts (without recent input) into window.__cls. */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __clsSources: string[] };
    w.__cls = 0;
    w.__clsSources = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        for (const x of e.sources ?? [])
          w.__clsSources.push(
            `${Math.round(e.startTime)} ms ${x.node instanceof Element ? `${x.node.tagName}.${x.node.className}` : String(x.node?.nodeName)} y ${Math.round(x.previousRect.y)}→${Math.round(x.currentRect.y)} h ${Math.round(x.previousRect.height)}→${Math.round(x.currentRect.height)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const readCls = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** what moved, for a failing CLS expectation's message */
export const shiftSources = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { __clsSources?: string[] }).__clsSources?.join('; ') ?? '');

/** Wait until `selector` matches exactly `count` elements. */
export async function count(page: Page, selector: string, n: number): Promise<void> {
  await page.waitForFunction(([s, c]) => document.querySelectorAll(s).length === c, [selector, n] as const);
}

/** Run `work` with the CPU slowed down `rate` times (DevTools emulation), and restore full speed after. */
export async function slowed<T>(page: Page, rate: number, work: () => Promise<T>): Promise<T> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await work();
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session.detach();
  }
}

export interface Interaction {
  /** the longest Event Timing duration among the interaction's events (INP's own measure; 0 = under 16 ms) */
  inp: number;
  /** the same without its input delay: the page's own handlers and rendering up to the next paint */
  work: number;
}

/** A figure of interactions' INP, in ms. */
export function inpFigure(name: string, xs: Interaction[], budget?: number): Figure {
  const inp = xs.map((x) => x.inp);
  return figure(name, 'ms', inp, budget);
}

/** The Event Timing of what `act` does (an interaction, and whatever it waits for). */
export async function interaction(page: Page, act: () => Promise<void>): Promise<Interaction> {
  await page.evaluate(() => {
    const w = window as unknown as { __sw_ev: Array<[number, number]>; __sw_evObs?: PerformanceObserver };
    w.__sw_ev = [];
    w.__sw_evObs?.disconnect();
    w.__sw_evObs = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId) w.__sw_ev.push([e.duration, e.duration - (e.processingStart - e.startTime)]);
      }
    });
    w.__sw_evObs.observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
  await act();
  await page.waitForTimeout(400); // entries are delivered after the next paint
  return page.evaluate(() => {
    const xs = (window as unknown as { __sw_ev: Array<[number, number]> }).__sw_ev;
    return {
      inp: Math.max(0, ...xs.map((x) => x[0])),
      work: Math.max(0, ...xs.map((x) => Math.round(x[1]))),
    };
  });
}

export interface HeapReading {
  heapKb: number;
  nodes: number;
  listeners: number;
}

/** JS heap after a full garbage collection, with the DOM node and event-listener counts. */
export async function heap(page: Page): Promise<HeapReading> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    const dom = await session.send('Memory.getDOMCounters');
    return { heapKb: Math.round(usedSize / 1024), nodes: dom.nodes, listeners: dom.jsEventListeners };
  } finally {
    await session.detach();
  }
}

/**
 * Heap, DOM-node and listener growth over `cycles` repeats of `cycle` (an open and a close), after two warm-up
 * cycles so lazily created state is not counted as growth. Measured over two windows of `cycles` each and the
 * smaller taken: a leak grows in both, a one-off (a widget mounting late, a fragment refresh) in one only.
 * Drive the cycle with clicks, keys and page.evaluate: Playwright's `fill()` keeps a detached node per call on
 * its side, which would read as ours.
 */
export async function growth(
  page: Page,
  label: string,
  cycles: number,
  cycle: () => Promise<void>,
): Promise<Figure[]> {
  // every other widget of the page mounted first, so their start-up is not counted as this one's growth
  await page.evaluate(() => window.storefrontWidgets?.load());
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) await cycle();
  const readings = [await heap(page)];
  for (let w = 0; w < 2; w++) {
    for (let i = 0; i < cycles; i++) await cycle();
    readings.push(await heap(page));
  }
  const least = (key: keyof HeapReading) => {
    const [a, b, c] = readings.map((r) => r[key]);
    return Math.min((b ?? 0) - (a ?? 0), (c ?? 0) - (b ?? 0));
  };
  return [
    figure(`${label}: JS heap growth over ${cycles} cycles`, 'KB', [least('heapKb')]),
    figure(`${label}: DOM node growth over ${cycles} cycles`, 'count', [least('nodes')]),
    figure(`${label}: event listener growth over ${cycles} cycles`, 'count', [least('listeners')], 0),
  ];
}

/** One line a figure, for logs and the bench report. */
export function describe(f: Figure): string {
  const budget = f.budget === undefined ? '' : ` (budget ${f.budget} ${f.unit})`;
  const samples = f.samples.length > 1 ? ` [${f.samples.join(' / ')}]` : '';
  return `${f.name}: ${f.value} ${f.unit}${samples}${budget}`;
}

export const overBudget = (f: Figure): boolean => f.budget !== undefined && f.value > f.budget;

/**
 * Milliseconds from the page's first `event` (capture phase, e.g. the click's `pointerdown` or a `focusin`)
 * until `done` matches an element that is rendered (has a box): what the shopper waits for after acting,
 * loading and mounting included. `act` performs the action.
 */
export async function sinceInput(
  page: Page,
  event: 'pointerdown' | 'focusin',
  done: string,
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ([ev, sel]) => {
      const w = window as unknown as { __sw_since?: Promise<number> };
      w.__sw_since = new Promise<number>((resolve) => {
        const start = () => {
          const t0 = performance.now();
          const check = () => {
            const el = document.querySelector(sel);
            if (el && el.getClientRects().length > 0) resolve(performance.now() - t0);
            else requestAnimationFrame(check);
          };
          check();
        };
        document.addEventListener(ev, start, { capture: true, once: true });
      });
    },
    [event, done] as const,
  );
  await act();
  return page.evaluate(() => (window as unknown as { __sw_since?: Promise<number> }).__sw_since ?? -1);
}

/** Run `work` with the page's HTTP cache off (every bundle file fetched again: a first visit). */
export async function uncached<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    return await work();
  } finally {
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
    await session.detach();
  }
}

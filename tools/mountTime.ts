// How long a page nobody touches waits for its widgets: from the `load` event until every idle and
// in-view widget has mounted, at 4x CPU slowdown with every bundle request answering `rttMs` late (slow 4G is
// about 150 ms), and the deepest chain of bundle requests (a chunk requested by code of a chunk requested by …:
// the entry, its own imports and the head script's preloads at `load` are 1). Used by `npm run bench`; `npx tsx tools/mountTime.ts <url> [rttMs]` measures one page.
import type { Browser } from 'playwright-core';

const PLUGIN = '/wp-content/plugins/storefront-widgets/';

export interface MountTiming {
  page: string;
  rttMs: number;
  /** ms from the load event's start until the last widget mounted (0: all mounted before load) */
  mountedAfterLoadMs: number;
  /** the longest initiator chain of bundle requests */
  chainDepth: number;
  mounted: number;
}

interface Initiator {
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: Array<{ url: string }>;
  parent?: StackTrace;
}

function initiatorUrl(i: Initiator | undefined): string | undefined {
  if (i?.url) return i.url;
  for (let s = i?.stack; s; s = s.parent)
    for (const f of s.callFrames) if (f.url.includes(PLUGIN)) return f.url;
  return undefined;
}

export async function measureMounting(browser: Browser, url: string, rttMs: number): Promise<MountTiming> {
  const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const times: number[] = [];
      const names: string[] = [];
      Reflect.set(window, '__swMountedAt', times);
      Reflect.set(window, '__swMountedNames', names);
      const tasks: number[][] = [];
      Reflect.set(window, '__swTasks', tasks);
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => tasks.push([e.startTime, e.duration])),
      ).observe({ type: 'longtask', buffered: true });
      document.addEventListener('storefront:mounted', (e) => {
        times.push(performance.now());
        names.push(String(Reflect.get(Object(Reflect.get(e, 'detail')), 'name')));
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (process.env.SW_NET === 'cdp')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rttMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    else if (process.env.SW_NET !== 'none')
      await page.route(`**${PLUGIN}**`, async (route) => {
        await new Promise((r) => setTimeout(r, rttMs));
        await route.continue();
      });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SW_CPU ?? 4) });
    const depth = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; initiator?: Initiator }) => {
      const u = e.request.url;
      if (!u.includes(PLUGIN) || !u.endsWith('.js')) return;
      const parent = initiatorUrl(e.initiator);
      // the entry's own imports (the loaders chunk) are the round the head script's preloads at `load` are in:
      // whichever of the two asks first is the request's initiator, and counting the entry's as one more level
      // made the depth 1 or 2 by that race alone, with every request sent at the same moment
      const fromChunk = parent?.includes(PLUGIN) && !parent.endsWith('/storefront.js');
      depth.set(u, fromChunk && parent ? 1 + (depth.get(parent) ?? 0) : 1);
    });
    await page.goto(url, { waitUntil: 'load' });
    // settled: no widget mounted for 2 s after the network went quiet
    await page.waitForLoadState('networkidle');
    let last = -1;
    for (;;) {
      const n = await page.evaluate(() => {
        const times: unknown = Reflect.get(window, '__swMountedAt');
        return Array.isArray(times) ? times.length : 0;
      });
      if (n === last) break;
      last = n;
      await page.waitForTimeout(2000);
    }
    const { loadStart, mountedAt } = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const times: unknown = Reflect.get(window, '__swMountedAt');
      return {
        loadStart: nav instanceof PerformanceNavigationTiming ? nav.loadEventStart : 0,
        mountedAt: Array.isArray(times) ? times.filter((t): t is number => typeof t === 'number') : [],
      };
    });
    const lastMount = Math.max(0, ...mountedAt);
    // SW_TIMELINE=1: each mount and bundle request relative to the load event, to see where the time goes
    if (process.env.SW_TIMELINE) {
      const names: unknown = await page.evaluate(() => Reflect.get(window, '__swMountedNames'));
      const reqs: unknown = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter(
            (r): r is PerformanceResourceTiming =>
              r instanceof PerformanceResourceTiming && r.name.includes('/storefront-widgets/'),
          )
          .map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]),
      );
      console.log(
        'requests (start, end) vs load',
        loadStart,
        JSON.stringify(
          Array.isArray(reqs)
            ? reqs.map((r) =>
                Array.isArray(r) ? [r[0], Number(r[1]) - loadStart, Number(r[2]) - loadStart] : r,
              )
            : reqs,
        ),
      );
      const tasks: unknown = await page.evaluate(() => Reflect.get(window, '__swTasks'));
      console.log(
        'long tasks (start, ms) vs load',
        JSON.stringify(
          Array.isArray(tasks)
            ? tasks.map((t) =>
                Array.isArray(t) ? [Math.round(Number(t[0]) - loadStart), Math.round(Number(t[1]))] : t,
              )
            : tasks,
        ),
      );
      console.log(
        'mounts vs load',
        JSON.stringify(
          mountedAt.map((t, i) => [Array.isArray(names) ? names[i] : '', Math.round(t - loadStart)]),
        ),
      );
    }
    return {
      page: new URL(url).pathname + new URL(url).search,
      rttMs,
      mountedAfterLoadMs: Math.max(0, Math.round(lastMount - loadStart)),
      chainDepth: Math.max(0, ...depth.values()),
      mounted: mountedAt.length,
    };
  } finally {
    await context.close();
  }
}

if (process.argv[1]?.endsWith('mountTime.ts')) {
  const { chromium } = await import('playwright-core');
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx tools/mountTime.ts <page url> [rttMs]');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(JSON.stringify(await measureMounting(browser, url, Number(process.argv[3] ?? 150))));
  } finally {
    await browser.close();
  }
}

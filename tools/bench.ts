// npm run bench: build, serve the fixture pages on 127.0.0.1, and measure what the shopper pays for.
// Writes bench-results.json and bench-results.md, and exits 1 when a budget is missed.
//   - gzip size of the entry and of every chunk
//   - JS fetched per page (gzip) before the load event, and once every widget on the page has mounted
//   - every script a page loads, whoever printed it (inline and files, before load and in all, gzip), and
//     whether WordPress printed jQuery: a page prints it only where a script the shop keeps needs it
//   - Lighthouse (mobile, simulated throttling): performance score, TBT, LCP per page: each the median of its
//     values over `--runs N` runs (default 5); CLS the largest of any run. Lighthouse's computeMedianRun picks
//     the run nearest the median FCP and TTI (a representative report, not a median of each metric: it may pick
//     a run whose TBT is far from the others): its TBT is listed beside
//   - time from the load event until every eager, idle and in-view widget has mounted, at 4x CPU with bundle
//     requests answering 150 ms (slow 4G; the median of `--runs N` loads) and 400 ms late (one load), and the
//     deepest chain of bundle requests (mountTime.ts)
//   - the interaction probes (widgets/*/*.probe.ts): INP of the key interactions at 4x CPU slowdown, search render
//     time, and heap / DOM-node / listener growth over repeated open/close, each held to its issue's budget
//   - the host's CPU speed (Lighthouse's benchmarkIndex) beside each Lighthouse run, before and after each page's
//     mounting loads and each probe: all of them run at a fixed 4x slowdown of what the VM gives at the time
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startServer } from '../fixtures/backend/adapters/node';
import { pageRoutes } from '../fixtures/backend/render/pages';
import { describe, median, overBudget, type Figure } from '../src/testing/probe';
import { coldOpenProbe } from './coldOpen';
import { layoutShiftSources } from './layoutShiftSources';
import { hostBenchmarkIndex } from './hostIndex';
import { measureMounting, type MountTiming } from './mountTime';
import { cartProbe } from '../widgets/mini-cart/cart.probe';
import { loginProbe } from '../widgets/otp-login/login.probe';
import { phoneProbe } from '../widgets/phone-field/phone.probe';
import { pointsProbe } from '../widgets/points-box/points.probe';
import { reviewsProbe } from '../widgets/product-reviews/reviews.probe';
import { searchProbe } from '../widgets/product-search/search.probe';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DIST = resolve('dist');
const PLUGIN = '/wp-content/plugins/storefront-widgets/';
const BUDGET = { entryKb: 5, beforeLoadKb: 10, tbtMs: 30, cls: 0, score: 100, mountedAfterLoadMs: 1000 };
/** bundle request latencies the mount timing is taken at; the budget holds at the first (slow 4G) */
const RTTS = [150, 400];
const skipMounting = process.argv.includes('--no-mounting');
const skipLighthouse = process.argv.includes('--no-lighthouse');
const skipInteractions = process.argv.includes('--no-interactions');
const ALL_PROBES = [searchProbe, cartProbe, reviewsProbe, loginProbe, phoneProbe, pointsProbe, coldOpenProbe];
const onlyProbes = process.env.PROBES?.split(',');
const PROBES = onlyProbes ? ALL_PROBES.filter((p) => onlyProbes.includes(p.name)) : ALL_PROBES;
// chunks whose size an issue budgets (KB gzip, React and shared core excluded): product search <= 15, cart <= 12;
// the product gallery <= 5: its own code only (embla is a shared chunk the reviews load too; the lightbox is
// product-lightbox's, with React, on intent), for the slider and zoom that FlexSlider and jQuery Zoom did
const CHUNK_BUDGETS: Array<{ name: string; pattern: RegExp; budgetKb: number }> = [
  { name: 'product gallery chunk', pattern: /^chunks\/product-gallery-[\w-]+\.js$/, budgetKb: 5 },
  { name: 'product search chunk', pattern: /^chunks\/product-search-[\w-]+\.js$/, budgetKb: 15 },
  {
    name: 'cart chunks',
    pattern: /^chunks\/(add-to-cart|mini-cart|cart-fragments|cart-page|quantity-buttons)-[\w-]+\.js$/,
    budgetKb: 12,
  },
];
// the fixture pages of a shop keeping one of WooCommerce's jQuery scripts (the replaced-handles filter) or with
// another plugin's jQuery script on the page: jQuery is printed there for it. Anywhere else it must not be
const JQUERY_KEPT = /[?&]sw_wc_(single|variation)=(kept|jquery)\b/;
const runsArg = process.argv.indexOf('--runs');
// 5 by default: Lighthouse's variability guide (docs/variability.md) finds the median of five runs about halves the
// spread of one; with 3, one spiking run could move a page's median over its budget
const RUNS = Math.max(1, runsArg > 0 ? Number(process.argv[runsArg + 1]) || 5 : 5);

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});

const gzip = new Map<string, number>();
for (const f of files(DIST))
  if (/\.(js|css)$/.test(f)) gzip.set(relative(DIST, f), gzipSync(readFileSync(f), { level: 9 }).length);
const chunks = [...gzip.entries()]
  .map(([file, bytes]) => ({ file, gzipKb: kb(bytes) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);
const entryKb = kb(gzip.get('storefront.js') ?? 0);

// it stops by itself after this long, longer than a full bench takes (a server that stopped first left the last
// pages' runs on a closed port: CHROME_INTERSTITIAL_ERROR)
const server = await startServer({ port: 0, distDir: DIST, maxLifetimeMs: 120 * 60_000 });
// PAGES=/signup/,/login/ measures only those fixture pages (a developer's re-check of a few figures)
const onlyPages = process.env.PAGES?.split(',');
// and the cart with a line (WooCommerce's no-JS add link), with and without the shipping calculator: the demo's
// cart page is empty
const CART_WITH_A_LINE = [
  '/cart/?add-to-cart=101',
  '/__sw/shop?shipping_calc=no&redirect=/cart/%3Fadd-to-cart%3D101',
];
const pages = [...pageRoutes().flatMap((r) => (r.demo ?? []).map((d) => d.href)), ...CART_WITH_A_LINE].filter(
  (href) => !onlyPages || onlyPages.includes(href),
);

interface PageResult {
  page: string;
  beforeLoadKb: number;
  afterMountKb: number;
  /** every script the page loads, whoever printed it: inline ones and files, before load and in all (gzip) */
  allBeforeLoadKb: number;
  allKb: number;
  /** WordPress printed jQuery on the page */
  jquery: boolean;
  widgets: string[];
  /** per latency: the median load (every load's figure in runsMs) */
  mounting?: Array<MountTiming & { runsMs?: number[] }>;
  /** the host's benchmarkIndex just before and just after the page's mounting loads (hostIndex.ts) */
  mountingHostIndex?: [number, number];
  lighthouse?: {
    score: number;
    tbtMs: number;
    lcpMs: number;
    cls: number;
    tbtRuns: number[];
    medianRunTbtMs: number;
    /** each run's host CPU figure (Lighthouse's benchmarkIndex): TBT is this host's task times, multiplied by 4 */
    benchmarkIndexRuns: number[];
    /** what moved, in each run that shifted (Lighthouse's layout-shifts audit): a rare shift is named when it comes */
    clsSources: string[];
  };
}
const results: PageResult[] = [];
const headKb = kb(gzip.get('head-capture.js') ?? 0);
if (!headKb) throw new Error('dist/head-capture.js is missing: the before-load figures would leave it out');

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
for (const path of pages) {
  const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // every script the page fetched, whoever printed it (WordPress's jQuery stack, a kept plugin script, the
  // bundle), gzip as a server would send it
  const scriptGzip = new Map<string, number>();
  const reading: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .body()
        .then((body) => void scriptGzip.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.evaluate(() => window.storefrontWidgets?.load());
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  // before or after the load event by the page's own clock: a request the entry makes in its load listener is
  // after (Playwright's 'load' reaches Node later than the requests made in that listener)
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const load = nav instanceof PerformanceNavigationTiming ? nav.loadEventStart : Infinity;
    return performance.getEntriesByType('resource').map((e) => ({ url: e.name, before: e.startTime < load }));
  });
  // what the HTML prints: its inline scripts (settings globals, the head script, templates are not scripts) and
  // whether WordPress printed jQuery (its `jquery-core` handle, or any jquery file)
  const printed = await page.evaluate(() => ({
    inline: [...document.querySelectorAll('script:not([src])')]
      .filter((s) => ['', 'text/javascript', 'module'].includes(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? ''),
    // the first-paint jobs the plugin file prints with their markup: the bundle's JS before load too
    firstPaint: [...document.querySelectorAll('script[id^="storefront-widgets-first-paint-"]')].map(
      (s) => s.textContent ?? '',
    ),
    jquery: Boolean(
      document.querySelector(
        'script#jquery-core-js, script[src*="/jquery.min.js"], script[src*="/jquery.js"]',
      ),
    ),
  }));
  const gz = (texts: string[]) => texts.reduce((n, text) => n + gzipSync(text, { level: 9 }).length, 0);
  const inlineBytes = gz(printed.inline);
  const firstPaintKb = kb(gz(printed.firstPaint));
  const fetched = entries.flatMap(({ url, before }) => {
    const u = new URL(url);
    return u.pathname.startsWith(PLUGIN) && u.pathname.endsWith('.js')
      ? [{ file: u.pathname.slice(PLUGIN.length), at: before ? ('before' as const) : ('after' as const) }]
      : [];
  });
  const scripts = entries.flatMap(({ url, before }) => {
    const bytes = scriptGzip.get(url);
    return bytes === undefined ? [] : [{ bytes, before }];
  });
  const allBytes = (before: boolean | null) =>
    kb(
      inlineBytes +
        scripts.filter((x) => before === null || x.before === before).reduce((n, x) => n + x.bytes, 0),
    );
  const widgets = await page.evaluate(() =>
    [...new Set(window.storefrontWidgets?.mounted().map((m) => m.name) ?? [])].sort(),
  );
  const sum = (list: typeof fetched) =>
    kb(list.reduce((n, f) => n + (gzip.get(f.file) ?? 0) * 1024, 0) / 1024);
  results.push({
    page: path,
    // the head capture script is printed inline in every page's <head>: JS before load too
    beforeLoadKb:
      Math.round((headKb + firstPaintKb + sum(fetched.filter((f) => f.at === 'before'))) * 100) / 100,
    afterMountKb: sum(fetched),
    allBeforeLoadKb: allBytes(true),
    allKb: allBytes(null),
    jquery: printed.jquery,
    widgets,
  });
  await context.close();
}

if (!skipMounting) {
  for (const r of results) {
    r.mounting = [];
    const hostBefore = await hostBenchmarkIndex(browser);
    for (const rtt of RTTS) {
      // the budgeted latency: the median of `--runs` loads, as for Lighthouse (one load varies widely);
      // the deepest chain of any of them
      const runs: MountTiming[] = [];
      for (let i = 0; i < (rtt === RTTS[0] ? RUNS : 1); i++)
        runs.push(await measureMounting(browser, server.url + r.page, rtt));
      const sorted = [...runs].sort((a, b) => a.mountedAfterLoadMs - b.mountedAfterLoadMs);
      const middle = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!middle) continue;
      r.mounting.push({
        ...middle,
        chainDepth: Math.max(...runs.map((m) => m.chainDepth)),
        runsMs: runs.map((m) => m.mountedAfterLoadMs),
      });
    }
    r.mountingHostIndex = [hostBefore, await hostBenchmarkIndex(browser)];
    console.log(
      `mounting ${r.page}: ${r.mounting.map((m) => `${m.mountedAfterLoadMs} ms after load at ${m.rttMs} ms${m.runsMs && m.runsMs.length > 1 ? ` (runs ${m.runsMs.join(' / ')})` : ''}, chain ${m.chainDepth}`).join('; ')}; host BI ${r.mountingHostIndex.join(' → ')}`,
    );
  }
}

// Interactions: each probe on a fresh page of its own context (its own fake-WordPress session)
const interactions: Figure[] = [];
/** per probe: the host's benchmarkIndex just before and just after it */
const probeHostIndex: Record<string, [number, number]> = {};
if (!skipInteractions) {
  for (const probe of PROBES) {
    const hostBefore = await hostBenchmarkIndex(browser);
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ar-EG',
      timezoneId: 'Africa/Cairo',
      viewport: { width: 1280, height: 900 },
    });
    // tsx compiles this script with esbuild's keepNames, which wraps named functions in __name(): functions
    // handed to page.evaluate carry that call into the page
    await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    try {
      const figures = await probe.run(await context.newPage());
      for (const f of figures) console.log(`probe ${describe(f)}`);
      interactions.push(...figures);
    } catch (error) {
      interactions.push({
        name: `${probe.name}: probe failed (${String(error).split('\n')[0]})`,
        unit: 'ms',
        value: Number.NaN,
        samples: [],
        budget: 0,
      });
    } finally {
      await context.close();
    }
    probeHostIndex[probe.name] = [hostBefore, await hostBenchmarkIndex(browser)];
    console.log(`probe ${probe.name}: host BI ${probeHostIndex[probe.name]?.join(' → ')}`);
  }
}
await browser.close();

if (!skipLighthouse) {
  for (const r of results) {
    // a Chromium of its own per page, as the Lighthouse CLI launches one per run: one browser for every run made
    // single runs spike over the TBT budget on pages well under it alone. Single-run spikes from a busy host remain,
    // which the median of the runs absorbs
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const runs: Array<Parameters<typeof computeMedianRun>[0][number]> = [];
      // a run Lighthouse could not measure (no FCP: it reports a runtime error, e.g. CHROME_INTERSTITIAL_ERROR when
      // the page did not load) is listed and run again, up to two more times; computeMedianRun refuses such a run
      const failed: string[] = [];
      for (let i = 0; runs.length < RUNS && i < RUNS + 2; i++) {
        const out = await lighthouse(server.url + r.page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const fcp = out?.lhr.audits['first-contentful-paint']?.numericValue;
        if (out?.lhr && typeof fcp === 'number' && Number.isFinite(fcp)) runs.push(out.lhr);
        else failed.push(out?.lhr.runtimeError?.code ?? 'no report');
      }
      if (failed.length)
        console.log(
          `lighthouse ${r.page}: ${failed.length} run(s) without a measurement (${failed.join(', ')}), run again`,
        );
      if (!runs.length) continue;
      const num = (id: string, from: (typeof runs)[number]) =>
        Number(from.audits[id]?.numericValue ?? Number.NaN);
      const each = (id: string) => runs.map((x) => num(id, x));
      r.lighthouse = {
        score: Math.round(median(runs.map((x) => x.categories.performance?.score ?? 0)) * 100),
        tbtMs: Math.round(median(each('total-blocking-time'))),
        lcpMs: Math.round(median(each('largest-contentful-paint'))),
        cls: Math.round(Math.max(...each('cumulative-layout-shift')) * 1000) / 1000,
        tbtRuns: each('total-blocking-time').map(Math.round),
        medianRunTbtMs: Math.round(num('total-blocking-time', computeMedianRun(runs))),
        benchmarkIndexRuns: runs.map((x) => Math.round(x.environment.benchmarkIndex)),
        clsSources: runs.flatMap((x, i) =>
          layoutShiftSources(x.audits['layout-shifts']?.details).map((d) => `run ${i + 1}: ${d}`),
        ),
      };
      console.log(`lighthouse ${r.page}: ${JSON.stringify(r.lighthouse)}`);
    } finally {
      chrome.kill();
    }
  }
}
await server.close();

const failures: string[] = [];
if (entryKb > BUDGET.entryKb) failures.push(`entry ${entryKb} KB > ${BUDGET.entryKb} KB`);
// every chunk carries V8's compile hint on its first line (vite.config.ts, compileHints): its functions are
// compiled off the main thread as it arrives
const unhinted = [...gzip.keys()].filter(
  (f) =>
    f.startsWith('chunks/') &&
    f.endsWith('.js') &&
    !readFileSync(join(DIST, f), 'utf8').split('\n', 2).slice(0, 2).includes('//# allFunctionsCalledOnLoad'),
);
if (unhinted.length) failures.push(`chunks without the compile hint: ${unhinted.join(', ')}`);
const chunkBudgets = CHUNK_BUDGETS.map((c) => {
  const found = chunks.filter((x) => c.pattern.test(x.file));
  const totalKb = kb(found.reduce((n, x) => n + x.gzipKb * 1024, 0));
  if (!found.length) failures.push(`${c.name}: no chunk matches ${c.pattern}`);
  else if (totalKb > c.budgetKb) failures.push(`${c.name} ${totalKb} KB > ${c.budgetKb} KB`);
  return { name: c.name, files: found.map((x) => x.file), totalKb, budgetKb: c.budgetKb };
});
for (const f of interactions) if (overBudget(f) || Number.isNaN(f.value)) failures.push(describe(f));
for (const r of results) {
  if (r.beforeLoadKb > BUDGET.beforeLoadKb)
    failures.push(`${r.page}: ${r.beforeLoadKb} KB before load > ${BUDGET.beforeLoadKb} KB`);
  if (r.jquery && !JQUERY_KEPT.test(r.page))
    failures.push(`${r.page}: jQuery printed, and no script the shop keeps needs it`);
  const lh = r.lighthouse;
  // a page Lighthouse could not measure fails: it must not pass for want of a figure
  if (!skipLighthouse && !lh) failures.push(`${r.page}: no Lighthouse run measured it`);
  if (lh && lh.tbtMs > BUDGET.tbtMs) failures.push(`${r.page}: TBT ${lh.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  if (lh && lh.cls > BUDGET.cls)
    failures.push(
      `${r.page}: CLS ${lh.cls} > ${BUDGET.cls} (${lh.clsSources.join('; ') || 'no element named'})`,
    );
  if (lh && lh.score < BUDGET.score) failures.push(`${r.page}: score ${lh.score} < ${BUDGET.score}`);
  const slow4g = r.mounting?.find((m) => m.rttMs === RTTS[0]);
  if (slow4g && slow4g.mountedAfterLoadMs > BUDGET.mountedAfterLoadMs)
    failures.push(
      `${r.page}: widgets mounted ${slow4g.mountedAfterLoadMs} ms after load at ${slow4g.rttMs} ms > ${BUDGET.mountedAfterLoadMs} ms`,
    );
}

const report = {
  date: new Date().toISOString(),
  budget: BUDGET,
  entryKb,
  chunks,
  chunkBudgets,
  pages: results,
  interactions,
  probeHostIndex,
  failures,
};
/** The host's CPU over every Lighthouse run: Lighthouse's 4x is set for a host of about 1000 or more (below it,
 * Lighthouse itself warns that a slower CPU than it expects lowers the score), so a run's TBT is read beside it. */
function hostCpuLine(): string {
  const range = (all: number[]) =>
    `${Math.min(...all)}–${Math.max(...all)}, median ${Math.round(median(all))}`;
  const mounting = results.flatMap((r) => r.mountingHostIndex ?? []);
  const probes = Object.values(probeHostIndex).flat();
  const others = [
    mounting.length
      ? ` Before and after each page's mounting loads ("mounting host BI"): ${range(mounting)}.`
      : '',
    probes.length
      ? ` Before and after each interaction probe: ${Object.entries(probeHostIndex)
          .map(([n, [a, b]]) => `${n} ${a} → ${b}`)
          .join(', ')}.`
      : '',
  ].join('');
  const all = results.flatMap((r) => r.lighthouse?.benchmarkIndexRuns ?? []);
  if (!all.length) return `Host CPU: no Lighthouse run.${others}`;
  const slow = all.filter((b) => b < 1000).length;
  return `Host CPU (Lighthouse's benchmarkIndex, "host BI runs"): ${range(all)}; ${slow} of ${all.length} runs under 1000, where Lighthouse warns that a slower host CPU than it expects lowers the score.${others} The budgets are held whatever the host.`;
}
writeFileSync('bench-results.json', `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `# Bench ${report.date}`,
  '',
  `Entry \`storefront.js\`: **${entryKb} KB** gzip (budget ${BUDGET.entryKb} KB).`,
  '',
  ...chunkBudgets.map(
    (c) => `- ${c.name}: **${c.totalKb} KB** gzip (budget ${c.budgetKb} KB): ${c.files.join(', ')}`,
  ),
  '',
  `Lighthouse: per page, score, TBT and LCP each the median over ${RUNS} run(s), CLS the largest; "TBT runs" lists every run, "median-run TBT" the run Lighthouse's computeMedianRun picks (nearest the median FCP and TTI).`,
  '',
  `Mounted after load: from the load event until every eager, idle and in-view widget runs, at 4x CPU with bundle requests answering ${RTTS.join(' / ')} ms late (at ${RTTS[0]} ms the median of ${RUNS} load(s), each listed under "mounted runs"; at ${RTTS.slice(1).join(' / ')} ms one); chain: the deepest chain of bundle requests (the entry is 1).`,
  '',
  hostCpuLine(),
  '',
  '| page | JS before load (KB gz) | JS after all widgets mounted (KB gz) | all JS before load (KB gz) | all JS (KB gz) | jquery | mounted after load ms | mounted runs | mounting host BI | chain | LH score | TBT ms | TBT runs | median-run TBT | host BI runs | LCP ms | CLS | widgets |',
  '|---|---:|---:|---:|---:|---|---:|---|---|---:|---:|---:|---|---:|---|---:|---:|---|',
  ...results.map(
    (r) =>
      `| ${r.page} | ${r.beforeLoadKb} | ${r.afterMountKb} | ${r.allBeforeLoadKb} | ${r.allKb} | ${r.jquery ? 'printed' : 'no'} | ${r.mounting?.map((m) => m.mountedAfterLoadMs).join(' / ') ?? '–'} | ${r.mounting?.[0]?.runsMs?.join(' / ') ?? '–'} | ${r.mountingHostIndex?.join(' → ') ?? '–'} | ${r.mounting ? Math.max(...r.mounting.map((m) => m.chainDepth)) : '–'} | ${r.lighthouse?.score ?? '–'} | ${r.lighthouse?.tbtMs ?? '–'} | ${r.lighthouse?.tbtRuns.join(' / ') ?? '–'} | ${r.lighthouse?.medianRunTbtMs ?? '–'} | ${r.lighthouse?.benchmarkIndexRuns.join(' / ') ?? '–'} | ${r.lighthouse?.lcpMs ?? '–'} | ${r.lighthouse?.cls ?? '–'} | ${r.widgets.join(', ')} |`,
  ),
  '',
  ...(interactions.length
    ? [
        'Interactions (widgets/*/*.probe.ts; INP is the Event Timing duration, 0 = under 16 ms): the median of the samples is held to the budget.',
        '',
        '| measure | median | samples | budget |',
        '|---|---:|---|---:|',
        ...interactions.map(
          (f) => `| ${f.name} | ${f.value} ${f.unit} | ${f.samples.join(' / ')} | ${f.budget ?? '–'} |`,
        ),
        '',
      ]
    : []),
  '| chunk | KB gzip |',
  '|---|---:|',
  ...chunks.map((c) => `| ${c.file} | ${c.gzipKb} |`),
  '',
  failures.length
    ? `**Budget misses:**\n${failures.map((f) => `- ${f}`).join('\n')}`
    : '**All budgets met.**',
  '',
].join('\n');
writeFileSync('bench-results.md', md);
console.log(md);
process.exit(failures.length ? 1 : 0);

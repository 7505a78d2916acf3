// Developer probe: run Lighthouse on the given pages and print the long tasks and their scripts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const pages = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 1);
const server = await startServer({ port: 0, distDir: resolve(process.env.DIST ?? 'dist'), maxLifetimeMs: 20 * 60_000 });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
for (const p of pages) for (let i = 0; i < runs; i++) {
  const out = await lighthouse(server.url + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = out!.lhr;
  const a = (id: string) => lhr.audits[id];
  console.log(`\n== bi ${Math.round(lhr.environment.benchmarkIndex)} ${p} score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} TBT ${Math.round(Number(a('total-blocking-time')?.numericValue))} FCP ${Math.round(Number(a('first-contentful-paint')?.numericValue))} TTI ${Math.round(Number(a('interactive')?.numericValue))} LCP ${Math.round(Number(a('largest-contentful-paint')?.numericValue))}`);
  // the LCP element and its subparts (observed, unthrottled: which element, and whether it waited on a resource)
  const lcpEl = a('lcp-breakdown-insight')?.details as { items?: Array<{ type?: string; selector?: string; snippet?: string; items?: Array<{ subpart?: string; duration?: number }> }> } | undefined;
  for (const it of lcpEl?.items ?? []) {
    if (it.type === 'node') console.log(`  lcp ${it.selector} ${it.snippet?.slice(0, 120)}`);
    else if (it.items) console.log(`  lcp ${it.items.map((x) => `${x.subpart} ${Math.round(x.duration ?? 0)}`).join(', ')}`);
  }
  const lt = a('long-tasks')?.details as { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined;
  for (const t of lt?.items ?? []) console.log(`  long task ${Math.round(t.startTime)} +${Math.round(t.duration)} ${t.url}`);
  const bt = a('bootup-time')?.details as { items?: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }> } | undefined;
  for (const t of (bt?.items ?? []).slice(0, 8)) console.log(`  bootup ${t.url} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`);
  const ls = a('layout-shifts')?.details as { items?: Array<{ node?: { selector?: string; snippet?: string }; score?: number }> } | undefined;
  for (const it of ls?.items ?? []) console.log(`  shift ${it.score?.toFixed(3)} ${it.node?.selector ?? ''} ${it.node?.snippet?.slice(0, 140) ?? ''}`);
  const mw = a('mainthread-work-breakdown')?.details as { items?: Array<{ groupLabel: string; duration: number }> } | undefined;
  console.log('  main thread', (mw?.items ?? []).map((x) => `${x.groupLabel}:${Math.round(x.duration)}`).join(', '));
  // TASKS=1: the observed (unthrottled) main-thread tasks over 8 ms in Lighthouse's own trace, with what ran in
  // them: the simulation multiplies these by 4, so a 12.5 ms task here is a 50 ms one in its TBT
  if (process.env.TASKS) printTasks(Reflect.get(Object(Reflect.get(Object(out!.artifacts), 'Trace')), 'traceEvents'));
}
chrome.kill();
await server.close();

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; lineNumber?: number } };
}

function printTasks(events: unknown): void {
  if (!Array.isArray(events)) return;
  const ev = events.filter((e): e is TraceEvent => typeof e === 'object' && e !== null && typeof Reflect.get(e, 'name') === 'string' && typeof Reflect.get(e, 'ts') === 'number');
  const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
  const main = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp?.pid);
  const nav = ev.find((e) => e.name === 'navigationStart' && e.pid === fcp?.pid)?.ts ?? 0;
  if (!fcp || !main) return;
  const on = ev.filter((e) => e.pid === main.pid && e.tid === main.tid);
  console.log(`  observed tasks (FCP @${Math.round((fcp.ts - nav) / 1000)}):`);
  for (const t of on.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 8000)) {
    const end = t.ts + (t.dur ?? 0);
    const inner = on.filter((e) => e.ts >= t.ts && e.ts < end && e.name !== 'RunTask' && (e.dur ?? 0) > 1500).slice(0, 6);
    const what = inner.map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : e.args?.data?.functionName ? `(${e.args.data.functionName}:${e.args.data.lineNumber})` : ''}:${Math.round((e.dur ?? 0) / 1000)}`);
    console.log(`    @${Math.round((t.ts - nav) / 1000)} ${Math.round((t.dur ?? 0) / 1000)}ms ${what.join(' | ')}`);
  }
}

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
}
chrome.kill();
await server.close();

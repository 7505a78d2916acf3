// Developer probe: open a page, wait for a widget, then click a selector at 4x CPU and print the main-thread
// tasks of the interaction (over 4 ms) with the functions that ran in them, and its Event Timing.
// `npx tsx tools/click-trace.ts <page> <widget> <selector> [<selector> …]`
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';
import { interaction, mounted, open } from '../src/testing/probe';

const [path, widget, ...selectors] = process.argv.slice(2);
if (!path || !widget || !selectors.length) throw new Error('usage: tsx tools/click-trace.ts <page> <widget> <selector> …');
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const server = await startServer({ port: 0, distDir: resolve(process.env.DIST ?? 'dist'), maxLifetimeMs: 10 * 60_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
const ctx = await browser.newContext({ locale: 'ar-EG', viewport: { width: 412, height: 823 }, baseURL: server.url });
const page = await ctx.newPage();
await open(page, path);
await mounted(page, widget);
await page.waitForLoadState('networkidle');
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOW ?? 4) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
for (const sel of selectors) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  await cdp.send('Profiler.start');
  const t = await interaction(page, async () => {
    await page.locator(sel).first().click();
    await page.waitForLoadState('networkidle');
  });
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Array<{ name: string; ts: number; dur?: number; tid: number; args?: { data?: { type?: string; url?: string; functionName?: string; lineNumber?: number } } }> };
  const ev = trace.traceEvents;
  const click = ev.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const tid = click?.tid;
  const tasks = ev.filter((e) => e.name === 'RunTask' && e.tid === tid && (e.dur ?? 0) > 4000).sort((a, b) => a.ts - b.ts);
  console.log(`\n== ${sel}: INP ${t.inp} ms (work ${t.work})`);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const task of tasks) {
    const self = new Map<string, number>();
    let at = profile.startTime;
    profile.samples?.forEach((s, i) => {
      at += profile.timeDeltas?.[i] ?? 0;
      if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
      const n = nodes.get(s);
      if (!n) return;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
    });
    const inner = ev.filter((e) => e.tid === tid && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.name !== 'RunTask' && (e.dur ?? 0) > 1000);
    console.log(`task +${Math.round((task.ts - (click?.ts ?? task.ts)) / 1000)}ms ${Math.round((task.dur ?? 0) / 1000)}ms ${inner.slice(0, Number(process.env.KINDS ?? 8)).map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : e.args?.data?.functionName !== undefined ? `(${e.args.data.functionName}@${(e.args.data.url ?? '').split('/').pop()}:${e.args.data.lineNumber})` : ''}:${Math.round((e.dur ?? 0) / 1000)}`).join(' | ')}`);
    for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`     ${k} ${Math.round(v / 1000)}ms`);
  }
}
await browser.close();
await server.close();

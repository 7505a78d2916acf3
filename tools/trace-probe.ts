// Developer probe: load a page with 4x CPU slowdown and print the main-thread tasks over 8 ms (real time)
// with the scripts and functions that ran in them (from a CPU profile).
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const server = await startServer({ port: 0, distDir: resolve(process.env.DIST ?? 'dist'), maxLifetimeMs: 10 * 60_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
const slow = Number(process.env.SLOW ?? 1);
for (const p of process.argv.slice(2)) {
  const ctx = await browser.newContext({ locale: 'ar-EG', viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const rtt = Number(process.env.RTT ?? 0); // bundle requests answering this many ms late (slow 4G: 150)
  if (rtt) await page.route('**/wp-content/plugins/storefront-widgets/**', async (route) => {
    await new Promise((r) => setTimeout(r, rtt));
    await route.continue();
  });
  const cdp = await ctx.newCDPSession(page);
  if (slow > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
  // PROFILE=0: task durations without the sampling profiler's overhead (no per-function split)
  const profiling = process.env.PROFILE !== '0';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  // the load event and each widget's mount, on the tasks' clock (both count from the navigation's start)
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__swMounts', seen);
    document.addEventListener('storefront:mounted', (e) => seen.push(`${String(Reflect.get(Object(Reflect.get(e, 'detail')), 'name'))}@${Math.round(performance.now())}`));
  });
  await browser.startTracing(page, { categories: [...(process.env.NOSTACK ? (process.env.NOSTACK === 'tl' ? ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] : ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline.stack']) : ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack']), ...(process.env.CATS?.split(',') ?? [])] });
  if (profiling) await cdp.send('Profiler.start');
  await page.goto(server.url + p, { waitUntil: 'load' });
  await page.waitForTimeout(3500);
  const marks = await page.evaluate(() => ({
    load: Math.round(performance.getEntriesByType('navigation').find((e) => e instanceof PerformanceNavigationTiming)?.loadEventStart ?? 0),
    mounts: String(Reflect.get(window, '__swMounts')),
  }));
  const { profile } = profiling ? await cdp.send('Profiler.stop') : { profile: { nodes: [], startTime: 0, endTime: 0 } as { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; startTime: number; endTime: number; samples?: number[]; timeDeltas?: number[] } };
  const buf = await browser.stopTracing();
  const trace = JSON.parse(buf.toString()) as { traceEvents: Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string; frame?: string; stackTrace?: Array<{ functionName: string; url: string; lineNumber: number }> }; beginData?: { stackTrace?: Array<{ functionName: string; url: string; lineNumber: number }> } } }> };
  const ev = trace.traceEvents;
  const main = ev.find((e) => e.name === 'RunTask' && ev.some((x) => x.tid === e.tid && x.name === 'ParseHTML'));
  const tasks = ev.filter((e) => e.name === 'RunTask' && e.tid === main?.tid && (e.dur ?? 0) > Number(process.env.MIN_TASK_US ?? 8000)).sort((a, b) => a.ts - b.ts);
  const nav = ev.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? tasks[0]?.ts ?? 0;
  // self time per function from the CPU profile, bucketed into the long tasks
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  console.log(`\n== ${p} (${slow}x) load @${marks.load}ms; mounted ${marks.mounts}`);
  // SUM=1: self time per function (and per script) from the load event until the last mount
  if (process.env.SUM) {
    // SUM_UNTIL=<widget>: until that widget's mount instead of the last one
    const until = process.env.SUM_UNTIL;
    const lastMount = Math.max(...marks.mounts.split(',').filter((m) => !until || m.startsWith(`${until}@`)).map((m) => Number(m.split('@')[1] ?? 0)));
    // the trace's own load mark (the tasks' clock is the profile's); mounts count from the same load
    const markLoad = ev.filter((e) => e.name === 'MarkLoad').map((e) => e.ts).pop() ?? nav + marks.load * 1000;
    const from = markLoad;
    const to = markLoad + (lastMount - marks.load) * 1000;
    const byFn = new Map<string, number>();
    const byUrl = new Map<string, number>();
    let at = profile.startTime;
    for (let i = 0; i < samples.length; i++) {
      at += deltas[i] ?? 0;
      if (at < from || at > to) continue;
      const n = nodes.get(samples[i]!);
      if (!n) continue;
      const file = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
      byUrl.set(file, (byUrl.get(file) ?? 0) + (deltas[i] ?? 0));
      const key = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + (deltas[i] ?? 0));
    }
    const fmt = (m: Map<string, number>, k: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([x, v]) => `${x} ${Math.round(v / 1000)}ms`).join('\n     ');
    const byEvent = new Map<string, number>();
    for (const e of ev) if (e.tid === main?.tid && e.ts >= from && e.ts < to && e.name !== 'RunTask' && e.dur) byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur);
    const runs = ev.filter((e) => e.tid === main?.tid && e.name === 'RunTask' && e.ts >= from && e.ts < to).sort((a, b) => a.ts - b.ts);
    const gaps: string[] = [];
    let busy = 0;
    for (let i = 1; i < runs.length; i++) {
      const prev = runs[i - 1]!;
      busy += prev.dur ?? 0;
      const gap = runs[i]!.ts - (prev.ts + (prev.dur ?? 0));
      if (gap > 4000) gaps.push(`${Math.round((prev.ts + (prev.dur ?? 0) - from) / 1000)}+${Math.round(gap / 1000)}`);
    }
    console.log(`   busy ${Math.round(busy / 1000)} ms of ${Math.round((to - from) / 1000)}; idle gaps (ms after load + length): ${gaps.join(' ')}`);
    console.log(`   trace events (nested ones counted in their parents too):\n     ${fmt(byEvent, 30)}`);
    console.log(`   by script (load..last mount, ${Math.round((to - from) / 1000)} ms):\n     ${fmt(byUrl, 25)}\n   by function:\n     ${fmt(byFn, Number(process.env.TOP ?? 40))}`);
  }
  for (const task of tasks) {
    const inner = ev.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.name !== 'RunTask' && (e.dur ?? 0) > Number(process.env.MIN_US ?? 1000));
    if (process.env.STACKS) for (const e of ev.filter((x) => x.tid === task.tid && x.ts >= task.ts && x.ts < task.ts + (task.dur ?? 0) && (x.args?.data?.stackTrace ?? x.args?.beginData?.stackTrace)))
      console.log(`     stack@${e.name}: ${(e.args?.data?.stackTrace ?? e.args?.beginData?.stackTrace ?? []).slice(0, 5).map((f) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`).join(' < ')}`);
    // the JS on the stack when V8 collected a function's source positions (what a trace category asked it for)
    if (process.env.CSP_AT) {
      const parentOf = new Map<number, number>();
      for (const n of profile.nodes as Array<{ id: number; children?: number[] }>) for (const c of n.children ?? []) parentOf.set(c, n.id);
      for (const e of ev.filter((x) => x.tid === task.tid && x.name === 'V8.CollectSourcePositions' && (x.dur ?? 0) > 10000 && x.ts >= task.ts && x.ts < task.ts + (task.dur ?? 0))) {
        let at = profile.startTime;
        let stack = '';
        for (let i = 0; i < samples.length; i++) {
          at += deltas[i] ?? 0;
          if (at < e.ts) continue;
          const frames: string[] = [];
          for (let id: number | undefined = samples[i]; id !== undefined && frames.length < 12; id = parentOf.get(id)) {
            const n = nodes.get(id);
            if (n?.callFrame.url) frames.push(`${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`);
          }
          stack = frames.join(' < ');
          break;
        }
        console.log(`     CSP ${Math.round((e.dur ?? 0) / 1000)}ms while: ${stack}`);
      }
    }
    if (process.env.ALL && inner.some((x) => x.name === 'V8.CollectSourcePositions' && (x.dur ?? 0) > 10000))
      for (const e of ev.filter((x) => x.tid === task.tid && x.ts >= task.ts && x.ts < task.ts + (task.dur ?? 0)))
        console.log(`     ev ${e.name} ${Math.round((e.ts - task.ts) / 1000)}+${Math.round((e.dur ?? 0) / 1000)} ${JSON.stringify(e.args ?? {}).slice(0, 400)}`);
    if (process.env.ARGS) for (const e of inner.filter((x) => x.name.startsWith('V8.') && (x.dur ?? 0) > 3000)) console.log(`     ${e.name} ${Math.round((e.dur ?? 0) / 1000)}ms ${JSON.stringify(e.args).slice(0, 300)}`);
    // LAYOUTS=1: each layout's size (objects laid out of the tree's total) and its frame's state
    if (process.env.LAYOUTS) for (const e of inner.filter((x) => x.name === 'Layout' && (x.dur ?? 0) > 3000)) console.log(`     layout ${Math.round((e.dur ?? 0) / 1000)}ms ${JSON.stringify(Reflect.get(Object(e.args), 'beginData') ?? {}).slice(0, 200)}`);
    const kinds = inner.slice(0, Number(process.env.KINDS ?? 6)).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''}:${Math.round((e.dur ?? 0) / 1000)}`);
    const self = new Map<string, number>();
    t = profile.startTime;
    for (let i = 0; i < samples.length; i++) {
      t += deltas[i] ?? 0;
      if (t < task.ts || t > task.ts + (task.dur ?? 0)) continue;
      const n = nodes.get(samples[i]!);
      if (!n) continue;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 6)).map(([k, v]) => `${k} ${Math.round(v / 1000)}ms`);
    // forced style/layout inside a script task: who asked for it
    for (const e of inner.filter((x) => (x.name === 'Layout' || x.name === 'UpdateLayoutTree') && (x.args?.beginData?.stackTrace ?? x.args?.data?.stackTrace)))
      console.log(`     forced ${e.name} ${Math.round((e.dur ?? 0) / 1000)}ms by ${(e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? []).slice(0, 4).map((f) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`).join(' < ')}`);
    console.log(`task @${Math.round((task.ts - nav) / 1000)}ms ${Math.round((task.dur ?? 0) / 1000)}ms  ${kinds.join(' | ')}\n     ${top.join('\n     ')}`);
  }
  await ctx.close();
}
await browser.close();
await server.close();

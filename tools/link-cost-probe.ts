// Developer probe: the time each link the head script's load-time preload appends takes (Element.append on
// <head>), per page, at the given CPU slowdown. SLOW=4 npx tsx tools/link-cost-probe.ts /signup/
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const server = await startServer({ port: 0, distDir: resolve(process.env.DIST ?? 'dist'), maxLifetimeMs: 10 * 60_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
const slow = Number(process.env.SLOW ?? 1);
for (const p of process.argv.slice(2)) for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const ctx = await browser.newContext({ locale: 'ar-EG', viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  if (slow > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
  await page.addInitScript(() => {
    const log: string[] = [];
    Reflect.set(window, '__links', log);
    const orig = Element.prototype.append;
    Element.prototype.append = function (this: Element, ...nodes: Array<Node | string>) {
      const t = performance.now();
      orig.apply(this, nodes);
      const n = nodes[0];
      if (this === document.head && n instanceof HTMLLinkElement) log.push(`${(performance.now() - t).toFixed(1)} ${n.rel} ${n.href.split('/').pop()}`);
    };
    // each scheduler.postTask callback's length (the head script's preload runs in such tasks)
    const tasks: string[] = [];
    Reflect.set(window, '__tasks', tasks);
    const post = scheduler.postTask.bind(scheduler);
    scheduler.postTask = ((cb: () => unknown, opts?: SchedulerPostTaskOptions) =>
      post(() => {
        const t = performance.now();
        const n = log.length;
        try {
          return cb();
        } finally {
          tasks.push(`@${Math.round(t)} ${(performance.now() - t).toFixed(1)} ms, ${log.length - n} links`);
        }
      }, opts)) as typeof scheduler.postTask;
  });
  await page.goto(server.url + p, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  console.log(`== ${p} ${slow}x run ${run}\n  ${(await page.evaluate(() => Reflect.get(window, '__links') as string[])).join('\n  ')}\n  tasks: ${(await page.evaluate(() => Reflect.get(window, '__tasks') as string[])).join('; ')}`);
  await ctx.close();
}
await browser.close();
await server.close();

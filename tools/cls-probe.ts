// Developer probe: open a page at a phone viewport and print every layout shift with the nodes that moved.
//   npx tsx tools/cls-probe.ts /reviews-slider/
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';

interface Shift { value: number; at: number; sources: string[] }
const server = await startServer({ port: 0, distDir: resolve('dist'), maxLifetimeMs: 5 * 60_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, ...(process.env.UA ? { userAgent: process.env.UA } : {}) });
if (process.env.SLOW) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOW) });
await page.addInitScript(() => {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
      if (s.hadRecentInput) continue;
      w.__shifts.push({
        value: s.value,
        at: Math.round(s.startTime),
        sources: s.sources.map((x) => `${x.node instanceof Element ? `${x.node.tagName}.${x.node.className}` : String(x.node?.nodeName)} y ${Math.round(x.previousRect.y)}→${Math.round(x.currentRect.y)} h ${Math.round(x.previousRect.height)}→${Math.round(x.currentRect.height)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
for (const path of process.argv.slice(2)) {
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  console.log(path, JSON.stringify(await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts), null, 1));
}
await browser.close();
await server.close();

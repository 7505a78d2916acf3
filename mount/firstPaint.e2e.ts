// The first-paint pass (firstPaint.ts) on a page whose HTML stops for a while inside a part, as a slow network
// or a busy phone makes the parser stop: a proxy on 127.0.0.1 in front of the fake WordPress sends the page up to
// a marker, then the rest when the test says so (no fixed stall: on a busy host a 1.5 s one ended before the test
// had looked, the page parsed already). The part is not painted while it is incomplete, shows whole after, and
// nothing moves (CLS 0 from the first paint).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../src/testing/e2e';
import { readCls, shiftSources, trackLayoutShifts } from '../src/testing/probe';

/** the longest the proxy holds the rest of a page: only a test that failed before releasing it waits this long */
const HOLD_LIMIT_MS = 30_000;
let proxy: Server;
/** sends the rest of the page being held (one test at a time per worker: each worker has its own proxy) */
let releaseRest = () => {};
let origin = '';

test.beforeAll(async () => {
  const upstream = String(test.info().project.use.baseURL);
  proxy = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', upstream);
      const split = url.searchParams.get('sw_test_split');
      const answer = await fetch(url, { headers: { cookie: req.headers.cookie ?? '' }, redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? 'text/html';
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' });
      const at = split ? body.indexOf(split) : -1;
      if (at < 0) return res.end(body);
      res.write(body.subarray(0, at + split!.length));
      await new Promise<void>((r) => {
        releaseRest = r;
        setTimeout(r, HOLD_LIMIT_MS).unref();
      });
      res.end(body.subarray(at + split!.length));
    })().catch(() => res.destroy());
  });
  // stops by itself: the suite's own timeout is far under this
  proxy.unref();
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  setTimeout(() => proxy.close(), 10 * 60_000).unref();
});
test.afterAll(() => new Promise<void>((r) => proxy.close(() => r())));

const CASES = [
  {
    name: 'the floating trust badge (fixed at the bottom)',
    path: '/reviews-slider/',
    split: '<div class="cr-floatingbadge-top">',
    part: '#cr_floatingtrustbadge',
    size: [412, 823],
  },
  {
    name: 'a listing item (its label comes after the image)',
    path: '/shop/',
    split: 'decoding="async"></a></div>',
    part: 'ul.products > li.product',
    size: [1280, 900],
  },
  {
    name: 'the summary box of the reviews grid',
    path: '/reviews-grid/',
    split: '<div class="cr-overall-rating-wrap">',
    part: '.cr-summaryBox-wrap',
    size: [412, 823],
  },
] as const;

for (const c of CASES) {
  test(`HTML stalled inside ${c.name}: not painted half, shown whole, nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width: c.size[0], height: c.size[1] });
    await trackLayoutShifts(page);
    const url = `${origin}${c.path}?sw_test_split=${encodeURIComponent(c.split)}`;
    const loaded = page.goto(url, { waitUntil: 'load' });
    // the part has begun to arrive, and the rest waits
    const part = page.locator(c.part).first();
    await part.waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await expect(part).toHaveCSS('visibility', 'hidden');
    releaseRest();
    await loaded;
    await expect(part).toHaveCSS('visibility', 'visible');
    await expect(page.locator('[data-sw-parsing]')).toHaveCount(0);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await readCls(page), await shiftSources(page)).toBe(0);
  });
}

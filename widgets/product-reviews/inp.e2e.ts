// INP of the two list interactions the issue budgets (<= 100 ms with 4x CPU slowdown): a star-row filter
// click and 'show more'. Measured with the Event Timing API (PerformanceObserver 'event').
import { expect, test } from '../../src/testing/e2e';
import { median, mounted, open } from '../../src/testing/probe';
import { firstFilters, reviewsTimings } from './reviews.probe';

// The machine running this may be shared, and the same click then measures very differently a minute apart.
// So, as every other probe's browser test
// (src/testing/probe.ts), this one prints every sample (INP, and INP without its input delay) and fails only on
// a gross regression (the best sample over 1 s). The 100 ms budget is held by `npm run bench` on a quiet machine,
// the same probe (reviews.probe.ts; budgets are checked there, not in timed tests).
test("INP of a star-row filter and of show more with 4x CPU slowdown (logged; the budget is the bench's)", async ({
  page,
}) => {
  const { star: stars, more: mores } = await reviewsTimings(page);
  const star = stars.map((x): [number, number] => [x.inp, x.work]);
  const more = mores.map((x): [number, number] => [x.inp, x.work]);
  const fmt = (xs: Array<[number, number]>) =>
    `INP ${xs.map((x) => x[0]).join('/')} ms (median ${median(xs.map((x) => x[0]))}), without input delay ${xs.map((x) => x[1]).join('/')} ms (median ${median(xs.map((x) => x[1]))})`;
  console.log(`4x CPU: star-row filter ${fmt(star)}; show more ${fmt(more)}`);
  test.info().annotations.push({ type: 'inp', description: `star-row ${fmt(star)}; show more ${fmt(more)}` });
  expect(Math.min(...star.map((x) => x[1]))).toBeLessThan(1000);
  expect(Math.min(...more.map((x) => x[1]))).toBeLessThan(1000);
});

test('the first star-row filter pressed at load, before the widget mounts, with 4x CPU slowdown (logged)', async ({
  page,
}) => {
  // the chunks into the HTTP cache, as on a visit's next page
  await open(page, '/product/electric-kettle/#reviews');
  await mounted(page, 'product-reviews');
  await page.waitForLoadState('networkidle');
  const { first, shown, beforeMount } = await firstFilters(page);
  const line = `INP ${first.map((x) => x.inp).join('/')} ms, press → filtered list ${shown.join('/')} ms, ${beforeMount} of ${first.length} pressed before the mount`;
  console.log(`4x CPU: first star-row filter at load: ${line}`);
  test.info().annotations.push({ type: 'inp', description: `first star-row filter at load: ${line}` });
  // every press got its filtered list (a press lost before the mount would leave sinceInput waiting)
  expect(shown.every((ms) => ms > 0 && ms < 5000)).toBe(true);
  expect(Math.min(...first.map((x) => x.work))).toBeLessThan(1000);
});

// Astra's scroll-to-id in Chromium: a page opened at #anchor is brought to it (below any sticky header) 750 ms
// after the widget starts, with focus moved there; same-page links scroll without a page load.
import { expect, mounted, open, test } from '../../src/testing/e2e';

test('a page opened at #anchor ends at the anchor with focus on it; same-page links scroll in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await open(page, '/shop/#colophon');
  await mounted(page, 'scroll-to-hash');
  const startedAt = Date.now();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('colophon');
  expect(Date.now() - startedAt).toBeLessThan(3000);
  const top = await page.evaluate(
    () => document.getElementById('colophon')?.getBoundingClientRect().top ?? -1,
  );
  expect(top).toBeGreaterThanOrEqual(-1);
  expect(top).toBeLessThan(600);

  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const a = document.createElement('a');
    a.href = '#colophon';
    a.id = 'sw-jump';
    a.textContent = 'jump';
    document.querySelector('main')?.prepend(a);
  });
  await page.locator('#sw-jump').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(new URL(page.url()).hash).toBe('#colophon');
});

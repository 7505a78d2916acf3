import type { Page } from '@playwright/test';
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

/** Every window.open of the page, recorded (a share service is never reached from a test). */
async function recordOpens(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    Object.defineProperty(window, '__opens', { value: calls });
    window.open = (...args: unknown[]) => {
      calls.push(args.map(String));
      return null;
    };
  });
  return () => page.evaluate(() => Reflect.get(window, '__opens') as string[][]);
}

test("social share without the bundle: Spectra's own block script opens the link (the fake's stand-in)", async ({
  page,
}) => {
  const opens = await recordOpens(page);
  await page.goto('/spectra/?nobundle=1');
  await page.locator('.uagb-ss__link[aria-label="facebook"]').click();
  expect(await opens()).toEqual([
    [`https://www.facebook.com/sharer.php?u=${encodeURIComponent(page.url())}`, ''],
  ]);
});

test('social share: one window per click or key, without opener, the address read at the click; RTL, axe clean', async ({
  page,
}) => {
  const opens = await recordOpens(page);
  await open(page, '/spectra/');
  await mounted(page, 'social-share');
  await page.evaluate(() => history.replaceState(null, '', '/spectra/?utm=أ'));
  const here = encodeURIComponent(page.url());
  await page.locator('.uagb-ss__link[aria-label="facebook"]').click();
  expect(await opens()).toEqual([[`https://www.facebook.com/sharer.php?u=${here}`, '_blank', 'noopener']]);

  await page.locator('.uagb-ss__link[aria-label="pinterest"]').focus();
  await page.keyboard.press('Enter');
  const origin = new URL(page.url()).origin;
  expect((await opens())[1]).toEqual([
    `https://pinterest.com/pin/create/link/?url=${here}&media=${origin}/fixtures/images/kettle.webp`,
    '_blank',
    'noopener',
  ]);

  const before = await page.evaluate(() => window.scrollY);
  await page.locator('.uagb-ss__link[aria-label="whatsapp"]').focus();
  await page.keyboard.press(' ');
  expect((await opens())[2]).toEqual([`https://api.whatsapp.com/send?text=${here}`, '_blank', 'noopener']);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.locator('.uagb-ss__link[aria-label="email"]').click();
  expect((await opens())[3]).toEqual([`mailto:?body=${here}`, '_self']);
  expect(await opens()).toHaveLength(4);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});

test('social share on a page without a featured image: Pinterest gets an empty media, as Spectra prints it', async ({
  page,
}) => {
  const opens = await recordOpens(page);
  await open(page, '/spectra/?sw_featured=none');
  await mounted(page, 'social-share');
  await page.locator('.uagb-ss__link[aria-label="pinterest"]').click();
  expect((await opens())[0]?.[0]).toMatch(/&media=$/);
  expect(await opens()).toHaveLength(1);
});

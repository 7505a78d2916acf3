// Astra's mobile menu at a phone viewport (375×812) in Chromium: keyboard and touch, focus trap and return,
// submenus, Escape/overlay/close, the break-point body classes, and axe with the menu open.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const toggle = (page: Page) => page.locator('#ast-mobile-header .menu-toggle');
const popup = (page: Page) => page.locator('#ast-mobile-popup');
const focusedInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.ast-mobile-popup-inner')));

test('keyboard: open with Enter, Tab stays inside (submenus included once expanded), Escape returns focus', async ({
  page,
}) => {
  await open(page, '/');
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toHaveClass(/\bactive\b/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page)).toHaveClass(/\btoggled\b/);
  await expect(page.locator('body')).toHaveClass(/ast-main-header-nav-open/);
  await expect(page.locator('body')).toHaveClass(/ast-popup-nav-open/);
  await expect(page.locator('#menu-toggle-close')).toBeFocused();

  // a full lap forward and one backward never leaves the panel
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(page)).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(page)).toBe(true);
  }

  // expand the shop submenu from the keyboard: its links become reachable
  const sub = popup(page).locator('.ast-menu-toggle').first();
  await sub.focus();
  await page.keyboard.press('Enter');
  await expect(sub).toHaveAttribute('aria-expanded', 'true');
  const firstChild = popup(page).locator('.sub-menu a').first();
  await expect(firstChild).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstChild).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(popup(page)).not.toHaveClass(/\bactive\b/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/ast-main-header-nav-open/);
});

test('touch: tap to open, tap a submenu toggle, tap the overlay to close; the page does not scroll meanwhile', async ({
  page,
}) => {
  await open(page, '/');
  await toggle(page).tap();
  await expect(popup(page)).toHaveClass(/\bactive\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const sub = popup(page).locator('.ast-menu-toggle').first();
  await sub.tap();
  await expect(sub).toHaveAttribute('aria-expanded', 'true');
  await expect(popup(page).locator('.sub-menu a').first()).toBeVisible();
  // the overlay shows beside the panel (the panel sits at the inline start: the right in Arabic)
  await page.touchscreen.tap(12, 400);
  await expect(popup(page)).not.toHaveClass(/\bactive\b/);
  await expect(toggle(page)).toBeFocused();
  await toggle(page).tap();
  await page.locator('#menu-toggle-close').tap();
  await expect(popup(page)).not.toHaveClass(/\bactive\b/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('a menu link navigates', async ({ page }) => {
  await open(page, '/');
  await toggle(page).tap();
  await popup(page).locator('a.menu-link', { hasText: 'تسجيل الدخول' }).tap();
  await expect(page).toHaveURL(/\/login\/$/);
});

test('break point: ast-header-break-point on a phone, ast-desktop past 921 px, and the menu closes when the window grows', async ({
  page,
}) => {
  await open(page, '/');
  await mounted(page, 'mobile-menu'); // the body entry (idle); the header one loads on the first tap
  await expect(page.locator('body')).toHaveClass(/ast-header-break-point/);
  await expect(page.locator('body')).not.toHaveClass(/ast-desktop/);
  await toggle(page).tap();
  await expect(popup(page)).toHaveClass(/\bactive\b/);
  await mounted(page, 'mobile-menu', 2);
  const changed = page.evaluate(
    () =>
      new Promise<string>((r) =>
        document.addEventListener('astLayoutWidthChanged', () => r('changed'), { once: true }),
      ),
  );
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.locator('body')).toHaveClass(/ast-desktop/);
  await expect(page.locator('body')).not.toHaveClass(/ast-header-break-point/);
  expect(await changed).toBe('changed');
  await expect(popup(page)).not.toHaveClass(/\bactive\b/);
});

test('axe: clean with the menu open', async ({ page }) => {
  await open(page, '/');
  await toggle(page).tap();
  await expect(popup(page)).toHaveClass(/\bactive\b/);
  await popup(page).locator('.ast-menu-toggle').first().tap();
  await expectAccessible(page);
});

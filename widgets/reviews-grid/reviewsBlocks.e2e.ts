// The trust badge in Chromium, on the all-reviews page (all-reviews, the grid and the slider have their own files).
import { expect, expectAccessible, mounted, open, storedCookie, test } from '../../src/testing/e2e';

test.describe('review blocks', () => {
  test('trust badge: expands and collapses by keyboard, hides for a day on a click; the plugin CSS hides it on phones', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, '/all-reviews/');
    await mounted(page, 'trust-badge');
    const badge = page.locator('#cr_floatingtrustbadge');
    await expect(badge).toBeHidden(); // badges.css: display none at 600 px and under
    await page.setViewportSize({ width: 1200, height: 700 });
    await page.locator('.woocommerce-store-notice__dismiss-link').click(); // the store notice sits over the bottom edge
    await page.locator('div.cr-badge.badge_size_compact').focus();
    await page.keyboard.press('Enter');
    await expect(badge).toHaveClass(/cr-floatingbadge-big/);
    await expect(page.locator('div.cr-badge.badge--wide-mobile')).toBeVisible();
    await expect(page.locator('div.cr-floatingbadge-close')).toBeFocused();
    await expect(badge).toHaveCSS('transform', 'none'); // it fits: never scaled up
    await expectAccessible(page, '#cr_floatingtrustbadge');
    await page.keyboard.press('Enter');
    await expect(badge).not.toHaveClass(/cr-floatingbadge-big/);
    await expect(badge).toBeVisible();
    await page.locator('div.cr-floatingbadge-close').click();
    await expect(badge).toBeHidden();
    const cookie = await storedCookie(page, (name) => name === 'cr_hide_trustbadge');
    expect(cookie.value).toBe('true');
    expect(Math.round(cookie.expires - Date.now() / 1000)).toBeGreaterThan(86_000);
    await page.reload();
    await page.waitForFunction(() => Boolean(window.storefrontWidgets));
    await mounted(page, 'trust-badge');
    await expect(badge).toBeHidden();
  });
});

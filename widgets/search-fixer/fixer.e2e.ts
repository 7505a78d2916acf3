// Broken-bar repairs in Chromium: search boxes inserted after load (ajax) and inside a popup shown later are
// mounted by the observer and work; a duplicate input id is renamed; ping → pong; the checkout refresh.
import { test, expect, open, mounted, shopSettings } from '../../src/testing/e2e';
import type { Page } from '@playwright/test';

// a shop that stays on the page after an add (the redirect to the cart is tested in add-to-cart)
test.beforeEach(async ({ page }) => {
  await shopSettings(page, { redirect_after_add: 'no' });
});

const FAST = '/?sw_dgwt_debounce_wait_ms=0';

/** A copy of the header's search box as another plugin would print it (same markup, same input id). */
async function insertBox(page: Page, wrapId: string, delayMs: number, hidden: boolean): Promise<void> {
  await page.evaluate(
    ([id, delay, hide]) =>
      new Promise<void>((done) => {
        setTimeout(() => {
          const src = document.querySelector('#ast-desktop-header .dgwt-wcas-search-wrapp');
          if (!src) throw new Error('no header search box');
          const wrap = document.createElement('div');
          wrap.id = id;
          if (hide) wrap.style.display = 'none';
          wrap.append(src.cloneNode(true));
          document.querySelector('#content, main, #page')?.prepend(wrap);
          done();
        }, delay);
      }),
    [wrapId, delayMs, hidden] as const,
  );
}

test('a box inserted 1 s after load: duplicate id renamed, ping answered, suggestions work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, FAST);
  await page.waitForLoadState('load');
  await mounted(page, 'search-fixer', 2);
  await insertBox(page, 'late', 1000, false);
  await mounted(page, 'search-fixer', 3);
  const header = page.locator('#ast-desktop-header .dgwt-wcas-search-input');
  const late = page.locator('#late .dgwt-wcas-search-input');
  const headerId = await header.getAttribute('id');
  const lateId = await late.getAttribute('id');
  expect(lateId).toMatch(/^dgwt-wcas-search-input-[0-9a-z]{4}$/);
  expect(lateId).not.toBe(headerId);
  await expect(page.locator('#late label')).toHaveAttribute('for', lateId ?? '');

  await late.evaluate((el) => el.dispatchEvent(new CustomEvent('fibosearch/ping', { bubbles: true })));
  await expect(late).toHaveClass(/fibosearch-pong/);

  await late.focus();
  await mounted(page, 'product-search');
  await late.pressSequentially('قهوة');
  const list = page.locator('.sw-search-panels > .dgwt-wcas-suggestions-wrapp');
  await expect(list.locator('[role="option"]').first()).toBeVisible();
  const i = await late.boundingBox();
  const l = await list.boundingBox();
  expect(i && l && Math.abs(l.y - (i.y + i.height)) <= 1).toBe(true);
});

test('a box inside a popup shown later works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, FAST);
  await insertBox(page, 'popup', 0, true);
  await mounted(page, 'search-fixer', 3);
  await page.waitForTimeout(800);
  await page.evaluate(() => document.getElementById('popup')?.style.removeProperty('display'));
  const field = page.locator('#popup .dgwt-wcas-search-input');
  await field.focus();
  await mounted(page, 'product-search');
  await field.pressSequentially('غلاية');
  await expect(page.locator('.dgwt-wcas-suggestions-wrapp [role="option"]').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
});

test('checkout: an add to cart triggers update_checkout (force_refresh_checkout)', async ({ page }) => {
  await open(page, '/checkout/');
  await mounted(page, 'search-fixer');
  const count = await page.evaluate(() => {
    let n = 0;
    document.body.addEventListener('storefront:update_checkout', () => n++);
    document.body.dispatchEvent(new CustomEvent('storefront:added_to_cart', { detail: [{}, '', null] }));
    return n;
  });
  expect(count).toBe(1);
});

test('checkout: a real add to cart ([add_to_cart] shortcode on the page) refreshes the checkout exactly once', async ({
  page,
}) => {
  await open(page, '/checkout/?sw_add_to_cart_shortcode=101');
  await mounted(page, 'search-fixer');
  await mounted(page, 'add-to-cart');
  await page.evaluate(() => {
    window.sessionStorage.setItem('sw-updates', '0');
    document.body.addEventListener('storefront:update_checkout', () =>
      window.sessionStorage.setItem(
        'sw-updates',
        String(Number(window.sessionStorage.getItem('sw-updates')) + 1),
      ),
    );
  });
  await page.locator('.add_to_cart_inline .ajax_add_to_cart').click();
  await expect(page.locator('.add_to_cart_inline .ajax_add_to_cart')).toHaveClass(/added/);
  // both refreshes (when there were two) are triggered in the same task as added_to_cart: the count settles at once
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('sw-updates'))).toBe('1');
});

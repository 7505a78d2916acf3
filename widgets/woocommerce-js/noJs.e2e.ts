// WooCommerce prints `woocommerce-no-js` on the body and swaps it for `woocommerce-js` in its footer script
// (wc_no_js); Astra scopes its WooCommerce CSS under `.woocommerce-js` (the stand-in's sale flash, out of the flow).
// A pause in the page before that script: what the browser paints has the theme's rules already (the head
// script's first-paint job, firstPaint.ts), and nothing moves when the rest of the page comes.
import { expect, test } from '../../src/testing/e2e';
import { holdPageAfter } from '../../src/testing/held';
import { readCls, shiftSources, trackLayoutShifts } from '../../src/testing/probe';

const CASES = [
  { name: 'a product on sale', path: '/product/espresso-machine/', size: [1280, 900] },
  { name: 'a product on sale', path: '/product/espresso-machine/', size: [390, 844] },
  { name: 'the shop, items on sale', path: '/shop/', size: [412, 823] },
] as const;

for (const c of CASES)
  test(`a pause before WooCommerce's no-js swap, ${c.name}, ${c.size[0]} px: the theme's WooCommerce CSS from the first paint, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: c.size[0], height: c.size[1] });
    await trackLayoutShifts(page);
    // inside the footer script: the parser waits for the rest of it
    const rest = await holdPageAfter(page, 'var c = document.body.className;');
    await page.goto(c.path, { waitUntil: 'commit' });
    await page.locator('#wpcp-error-message').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await expect(page.locator('body')).toHaveClass(/(^|\s)woocommerce-js(\s|$)/);
    await expect(page.locator('body')).not.toHaveClass(/woocommerce-no-js/);
    await expect(page.locator('span.onsale').first()).toHaveCSS('position', 'absolute');
    await rest();
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await readCls(page), await shiftSources(page)).toBe(0);
  });

// Issue budget for the points box, measured in Chromium at 4x CPU slowdown: INP of pressing Apply on the cart
// (the forms blocked and the request sent; the page reloads 1500 ms after a success) and of pressing it with
// more points than the shopper has (the validation message rendered) <= 100 ms.
import type { Page } from 'playwright-core';
import { figure, interaction, mounted, open, slowed, type Figure, type Probe } from '../../src/testing/probe';

const input = '#wps_cart_points';
const apply = '#wps_cart_points_apply';

async function cartPage(page: Page): Promise<void> {
  await open(page, '/cart/');
  await mounted(page, 'points-box');
  await page.waitForLoadState('networkidle');
}

export const pointsProbe: Probe = {
  name: 'points',
  async run(page) {
    await page.setViewportSize({ width: 390, height: 844 });
    // page.request shares the page's cookies: logged in as the customer with 1250 points, a kettle in the cart
    await page.request.get('/__sw/login?user=7&json=1');
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
    const applies: number[] = [];
    const refusals: number[] = [];
    await slowed(page, 4, async () => {
      for (let i = 0; i < 3; i++) {
        await cartPage(page);
        await page.locator(input).fill('999999');
        const r = await interaction(page, async () => {
          await page.locator(apply).click();
          await page.locator('.wps_error').waitFor();
        });
        refusals.push(r.inp);
        await page.locator(input).fill('5');
        const reloaded = page.waitForEvent('load');
        const a = await interaction(page, async () => {
          await page.locator(apply).click();
          await page.locator('#wps_wpr_cart_points_success:not(:empty)').waitFor();
        });
        applies.push(a.inp);
        await reloaded;
      }
    });
    const out: Figure[] = [
      figure('points: INP of Apply on the cart at 4x CPU', 'ms', applies, 100),
      figure('points: INP of Apply with too many points (validation message) at 4x CPU', 'ms', refusals, 100),
    ];
    return out;
  },
};

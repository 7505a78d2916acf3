// Issue budgets for the cart, measured in Chromium at 4x CPU slowdown: INP of an add-to-cart click and of
// opening the drawer <= 100 ms, CLS 0 on the listing while it happens, and no listener growth over repeated
// drawer open/close.
import type { Page } from 'playwright-core';
import {
  figure,
  growth,
  interaction,
  mounted,
  open,
  reachForCart,
  readCls,
  sinceInput,
  slowed,
  trackLayoutShifts,
  type Figure,
  type Probe,
} from '../../src/testing/probe';

const drawer = '#astra-mobile-cart-drawer';
const desktopTrigger = '#ast-desktop-header .ast-desktop-cart-flyout a.cart-container';

const drawerOpen = (page: Page) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('active') === true, drawer);
const drawerClosed = (page: Page) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('active') === false, drawer);

export const cartProbe: Probe = {
  name: 'cart',
  async run(page) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await trackLayoutShifts(page);
    const adds: number[] = [];
    const opens: number[] = [];
    const firstOpens: number[] = [];
    const firstShown: number[] = [];
    let cls = 0;
    await slowed(page, 4, async () => {
      // the listing's background add, not WooCommerce's redirect to the cart after it (the shop's default)
      await open(page, '/__sw/shop?redirect_after_add=no&redirect=/shop/');
      await mounted(page, 'add-to-cart');
      await reachForCart(page);
      await page.waitForLoadState('networkidle');
      for (const id of [101, 103, 105, 106, 171]) {
        const button = `li.post-${id} .ajax_add_to_cart`;
        const r = await interaction(page, async () => {
          await page.locator(button).click();
          await page.waitForFunction(
            (sel) => document.querySelector(sel)?.classList.contains('added') === true,
            button,
          );
        });
        adds.push(r.inp);
      }
      for (let i = 0; i < 5; i++) {
        const r = await interaction(page, async () => {
          await page.locator(desktopTrigger).click();
          await drawerOpen(page);
        });
        opens.push(r.inp);
        await page.keyboard.press('Escape');
        await drawerClosed(page);
      }
      cls = await readCls(page);
      // the first open of a visit's next page: the drawer loads on the press (React evaluated on the way, the
      // chunks in the HTTP cache); the press is held meanwhile
      for (let i = 0; i < 3; i++) {
        await open(page, '/shop/');
        await page.waitForLoadState('load');
        await mounted(page, 'add-to-cart');
        let shown = 0;
        const r = await interaction(page, async () => {
          shown = await sinceInput(page, 'pointerdown', `${drawer}.active`, () =>
            page.locator(desktopTrigger).click(),
          );
        });
        firstOpens.push(r.inp);
        firstShown.push(Math.round(shown));
        await page.keyboard.press('Escape');
        await drawerClosed(page);
      }
    });
    const out: Figure[] = [
      figure('cart: INP of an add-to-cart click at 4x CPU', 'ms', adds, 100),
      figure('cart: INP of opening the drawer at 4x CPU', 'ms', opens, 100),
      figure(
        'cart: INP of the first drawer open, React evaluated on the way, at 4x CPU',
        'ms',
        firstOpens,
        100,
      ),
      figure(
        'cart: first drawer open, press to drawer shown, chunks in the HTTP cache, at 4x CPU',
        'ms',
        firstShown,
      ),
      figure(
        'cart: CLS on the listing while adding and opening',
        'score',
        [Math.round(cls * 10000) / 10000],
        0,
      ),
    ];
    out.push(
      ...(await growth(page, 'cart drawer', 20, async () => {
        await page.locator(desktopTrigger).click();
        await drawerOpen(page);
        await page.keyboard.press('Escape');
        await drawerClosed(page);
      })),
    );
    return out;
  },
};

// Cold-cache figures, reported: a first visit (no HTTP cache) at 4x CPU slowdown, the shopper's
// first open right after the page's `load` event, timed from the press until what it opens is on screen, the
// widget's chunks (React included) fetched, evaluated and mounted on the way (the press is held meanwhile).
import type { Page } from 'playwright-core';
import { figure, sinceInput, slowed, uncached, type Probe } from '../src/testing/probe';

const SAMPLES = 3;

async function firstOpen(page: Page, path: string, trigger: string, shown: string): Promise<number> {
  return uncached(page, () =>
    slowed(page, 4, async () => {
      await page.goto(path, { waitUntil: 'load' });
      return sinceInput(page, 'pointerdown', shown, () => page.locator(trigger).click());
    }),
  );
}

export const coldOpenProbe: Probe = {
  name: 'cold open',
  async run(page) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const drawer: number[] = [];
    const tab: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      drawer.push(
        await firstOpen(
          page,
          '/shop/',
          '#ast-desktop-header .ast-desktop-cart-flyout a.cart-container',
          '#astra-mobile-cart-drawer.active',
        ),
      );
      tab.push(await firstOpen(page, '/login/', 'li.awp-tab[data-tab="email_otp"]', '#email_otp.active'));
    }
    return [
      figure('cold cache: first drawer open after load at 4x CPU (press → drawer shown)', 'ms', drawer),
      figure('cold cache: first login tab switch after load at 4x CPU (press → pane shown)', 'ms', tab),
    ];
  },
};

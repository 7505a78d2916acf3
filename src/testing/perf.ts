// Browser-test measures shared by the widgets' bench figures: CLS (layout-shift entries without recent input) and an
// INP-style interaction time (the longest Event Timing duration among the interaction's events).
import type { Page } from '@playwright/test';

/** Call before the page opens: sums the page's layout shifts into window.__cls. */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!s.hadRecentInput) w.__cls += s.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const readCls = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

export async function interactionMs(page: Page, run: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __ev: number[] };
    w.__ev = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if ((e as PerformanceEventTiming).interactionId) w.__ev.push(e.duration);
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  });
  await run();
  await page.waitForTimeout(600);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __ev: number[] }).__ev));
}

// Browser-test helpers for the identity widgets: no request may leave 127.0.0.1 (the platform's ipapi.co
// lookup included), the selected country of an intl-tel-input field, and INP of one interaction.
import type { Page } from '@playwright/test';

/** Abort every request to another host; returns the list of what was blocked. */
export async function blockExternal(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    blocked.push(url.href);
    return route.abort();
  });
  return blocked;
}

/** The dial code intl-tel-input shows for the field (e.g. '+20'). */
export const dialCodeOf = (page: Page, input: string) =>
  page.locator('.iti', { has: page.locator(input) }).locator('.iti__selected-dial-code');

/** The longest event duration (ms) of the interactions `run` performs (Event Timing; < 16 ms reads as 0). */
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

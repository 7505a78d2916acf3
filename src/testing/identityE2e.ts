// Browser-test helpers for the identity widgets: no request may leave 127.0.0.1 (the platform's ipapi.co
// lookup included), the selected country of an intl-tel-input field, and INP of one interaction.
import type { Page } from '@playwright/test';

/** Abort every request to another host; returns the list of what was blocked. */
export async function blockExternal(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:')
      return route.continue();
    blocked.push(url.href);
    return route.abort();
  });
  return blocked;
}

/** The dial code intl-tel-input shows for the field (e.g. '+20'). */
export const dialCodeOf = (page: Page, input: string) =>
  page.locator('.iti', { has: page.locator(input) }).locator('.iti__selected-dial-code');

// Issue budgets for login, measured in Chromium at 4x CPU slowdown: INP of switching login tabs and of
// requesting a code <= 100 ms.
import type { Page } from 'playwright-core';
import {
  faults,
  inpFigure,
  interaction,
  mounted,
  open,
  slowed,
  type Interaction,
  type Probe,
} from '../../src/testing/probe';

export interface LoginTimings {
  tabs: Interaction[];
  requests: Interaction[];
}

/** Five tab switches and three code requests (answered after 300 ms), each with its Event Timing. */
export async function loginTimings(page: Page): Promise<LoginTimings> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await faults(page, [{ route: 'ajax:awp_request_otp', fault: 'slow:300' }]);
  await open(page, '/login/');
  await mounted(page, 'otp-login');
  await mounted(page, 'phone-field');
  // measure the interactions, not the page's own start-up (other widgets load on idle)
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const tabs: Interaction[] = [];
  const requests: Interaction[] = [];
  await slowed(page, 4, async () => {
    for (const m of ['email_otp', 'email_password', 'whatsapp_otp', 'email_otp', 'whatsapp_otp']) {
      tabs.push(
        await interaction(page, async () => {
          await page.locator(`li.awp-tab[data-tab="${m}"]`).click();
          await page.locator(`#${m}`).waitFor({ state: 'visible' });
        }),
      );
    }
    for (let i = 0; i < 3; i++) {
      await page.locator('#awp_whatsapp').fill('01001234567');
      requests.push(
        await interaction(page, async () => {
          await page.locator('#awp_request_otp_whatsapp').click();
          await page.locator('.awp-progress-box').waitFor({ state: 'visible' });
        }),
      );
      await page.locator('#awp_otp_whatsapp').waitFor({ state: 'visible' });
      await page.locator('.awp-edit-whatsapp').click();
    }
  });
  return { tabs, requests };
}

export const loginProbe: Probe = {
  name: 'login',
  async run(page) {
    const t = await loginTimings(page);
    return [
      inpFigure('login: INP of switching tabs at 4x CPU', t.tabs, 100),
      inpFigure('login: INP of requesting a code at 4x CPU', t.requests, 100),
    ];
  },
};

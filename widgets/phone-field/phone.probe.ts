// Issue 16's phone-field measures in Chromium at 4x CPU slowdown, on the two Wawp forms that print a number
// field, chunks in the HTTP cache: INP of a digit typed into the mounted field (<= 100 ms), and the first focus
// with the mount included (reported: from a focus at DOMContentLoaded until intl-tel-input has wrapped the
// field; the phone field loads at idle, not on focus).
import type { Page } from 'playwright-core';
import {
  figure,
  inpFigure,
  interaction,
  mounted,
  open,
  sinceInput,
  slowed,
  type Interaction,
  type Probe,
} from '../../src/testing/probe';

export const PHONE_FIELDS = [
  { path: '/login/', input: '#awp_whatsapp', form: 'otp-login' },
  { path: '/signup/', input: '#awp_phone', form: 'signup' },
] as const;
/** the field once the phone field runs on it */
const ready = (input: string) => `.iti ${input}[data-intl-tel-initialized="true"]`;

/** Each digit of a number typed key by key into the mounted field, one interaction a key. */
export async function typedDigits(page: Page, f: (typeof PHONE_FIELDS)[number]): Promise<Interaction[]> {
  await open(page, f.path);
  await mounted(page, 'phone-field');
  await page.locator(f.input).click(); // the form's own widget loads on intent: mounted before measuring
  await mounted(page, f.form);
  await page.waitForLoadState('networkidle');
  await page.locator(ready(f.input)).waitFor();
  await page.waitForTimeout(1000);
  const out: Interaction[] = [];
  await slowed(page, 4, async () => {
    await page.locator(f.input).focus();
    for (const digit of '01001234567') out.push(await interaction(page, () => page.keyboard.press(digit)));
  });
  const value = await page.locator(f.input).inputValue();
  if (!/^0?1001234567$|^201001234567$/.test(value.replace(/\D/g, '')))
    throw new Error(`phone probe: ${f.input} holds "${value}" after typing`);
  return out;
}

/**
 * A fresh page (chunks in the HTTP cache): the field focused at DOMContentLoaded, until the phone field has
 * wrapped it. A page where the field was ready before the focus (the widget was quicker than the focus) is
 * measured again: this figure is the mount included.
 */
async function firstFocus(page: Page, f: (typeof PHONE_FIELDS)[number]): Promise<number> {
  await open(page, f.path);
  await mounted(page, 'phone-field'); // warms the HTTP cache
  return slowed(page, 4, async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.goto(f.path, { waitUntil: 'domcontentloaded' });
      const early = (await page.locator(ready(f.input)).count()) === 0;
      const ms = await sinceInput(page, 'focusin', ready(f.input), () => page.locator(f.input).focus());
      if (early) return ms;
    }
    throw new Error(`phone probe: ${f.input} was ready before every focus`);
  });
}

export const phoneProbe: Probe = {
  name: 'phone field',
  async run(page) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const digits: Interaction[] = [];
    const focus: number[] = [];
    for (const f of PHONE_FIELDS) {
      digits.push(...(await typedDigits(page, f)));
      for (let i = 0; i < 3; i++) focus.push(await firstFocus(page, f));
    }
    return [
      inpFigure('phone field: INP of a typed digit once mounted at 4x CPU', digits, 100),
      figure('phone field: first focus → field ready, mount included, warm cache, 4x CPU', 'ms', focus),
    ];
  },
};

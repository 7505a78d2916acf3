import type { Page } from '@playwright/test';
import { expect, expectAccessible, mounted, open, test } from '../../src/testing/e2e';

const sticky = '.uagb-block-5e6f7a8b';

const state = (page: Page) =>
  page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const filler = el.previousElementSibling;
    return {
      stuck: el.classList.contains('uagb-position__sticky--stuck'),
      restricted: el.classList.contains('uagb-position__sticky--restricted'),
      position: getComputedStyle(el).position,
      top: Math.round(r.top),
      bottomGap: Math.round(window.innerHeight - r.bottom),
      filler:
        filler instanceof HTMLElement && filler.style.boxSizing === 'border-box'
          ? Math.round(filler.offsetHeight)
          : null,
      height: Math.round(r.height),
    };
  }, sticky);

/** Scroll to y and let the container's 250 ms top/bottom transition settle. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForTimeout(400);
}

const docTop = (page: Page, sel: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return el ? el.getBoundingClientRect().top + window.scrollY : 0;
  }, sel);

test("Spectra sticky container (top, offset 20, restricted to its parent): filler, --stuck at the offset, --restricted at the parent's end, back in place above; RTL, axe clean", async ({
  page,
}) => {
  await open(page, '/spectra-sticky/?sw_sticky_restricted=1&sw_sticky_offset=20');
  await mounted(page, 'sticky-blocks');
  await page.waitForFunction(() => document.readyState === 'complete');
  const start = await docTop(page, sticky);
  const first = await state(page);
  expect(first).toMatchObject({ stuck: false, restricted: false, filler: null });

  await scrollTo(page, start - 10); // 10 px above its halt point (offset 20): stuck
  const stuck = await state(page);
  expect(stuck).toMatchObject({ stuck: true, restricted: false, position: 'fixed', top: 20 });
  expect(stuck?.filler).toBe(first?.height); // the filler keeps its place in the flow

  const parentEnd = await page.evaluate(() => {
    const p = document.querySelector('.uagb-block-4d5e6f7a');
    return p ? p.getBoundingClientRect().bottom + window.scrollY : 0;
  });
  await scrollTo(page, parentEnd);
  expect(await state(page)).toMatchObject({ stuck: false, restricted: true, position: 'absolute' });

  await scrollTo(page, start + 50); // back inside the parent: stuck again
  expect(await state(page)).toMatchObject({ stuck: true, restricted: false, top: 20 });

  await scrollTo(page, 0);
  expect(await state(page)).toMatchObject({
    stuck: false,
    restricted: false,
    position: 'relative',
    filler: null,
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
});

test('Spectra sticky container at the bottom: stuck to the bottom edge until the scroll reaches it', async ({
  page,
}) => {
  await open(page, '/spectra-sticky/?sw_sticky_location=bottom&sw_sticky_root=1');
  await mounted(page, 'sticky-blocks');
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(400);
  const s = await state(page);
  // with the container below the first screen it starts stuck at the bottom
  expect(s).toMatchObject({ stuck: true, position: 'fixed', bottomGap: 0 });
  await scrollTo(page, (await docTop(page, `${sticky} + p`)) + 200);
  expect(await state(page)).toMatchObject({ stuck: false, filler: null });
});

test('Spectra sticky container without a restriction scrolls out of its parent stuck', async ({ page }) => {
  await open(page, '/spectra-sticky/');
  await mounted(page, 'sticky-blocks');
  await page.waitForFunction(() => document.readyState === 'complete');
  const parentEnd = await page.evaluate(() => {
    const p = document.querySelector('.uagb-block-4d5e6f7a');
    return p ? p.getBoundingClientRect().bottom + window.scrollY : 0;
  });
  await scrollTo(page, parentEnd + 100);
  expect(await state(page)).toMatchObject({ stuck: true, restricted: false, top: 0 });
});

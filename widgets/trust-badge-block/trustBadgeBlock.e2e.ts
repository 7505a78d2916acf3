// CusRev's block and shortcode trust badges in Chromium on /trust-badges/ (every [cusrev_trustbadge] type and
// trust badge blocks in a narrow column): printed hidden, then fitted to their box and shown, at every width.
import type { Page } from '@playwright/test';
import { expect, mounted, open, test } from '../../src/testing/e2e';

/** each badge: shown, its painted box inside its `.cr-trustbadgef`, and its scale (1: not transformed) */
const badges = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.cr-trustbadgef')).map((box) => {
      const badge = box.querySelector<HTMLElement>('.cr-badge')!;
      const b = badge.getBoundingClientRect();
      const r = box.getBoundingClientRect();
      const m = /^matrix\(([\d.]+),/.exec(getComputedStyle(badge).transform);
      return {
        type: badge.className,
        visible: getComputedStyle(badge).visibility === 'visible',
        inside: b.left >= r.left - 0.5 && b.right <= r.right + 0.5,
        scale: m ? Number(m[1]) : 1,
        natural: badge.offsetWidth,
        originX: parseFloat(getComputedStyle(badge).transformOrigin),
        room: box.clientWidth,
      };
    }),
  );

test('block and shortcode trust badges: hidden as printed, then fitted to their box and shown at every width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // the plugin's CSS hides every badge until a script fits it
  await page.goto('/trust-badges/?nobundle=1');
  const printed = await badges(page);
  expect(printed.length).toBe(14);
  expect(printed.every((b) => !b.visible)).toBe(true);

  await open(page, '/trust-badges/');
  await mounted(page, 'trust-badge-block');
  await expect.poll(async () => (await badges(page)).every((b) => b.visible && b.inside)).toBe(true);
  // on a phone every type is wider than the column: each scaled to it, from its right (inline-start) edge
  for (const b of await badges(page)) {
    expect(b.scale, b.type).toBeLessThan(1);
    expect(b.scale, b.type).toBeCloseTo(b.room / b.natural, 2);
    expect(b.originX, b.type).toBeCloseTo(b.natural, 0); // the right edge, not the plugin's left
  }

  // wider: never scaled up; the wide badges of the narrow column still scaled to it
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await badges(page)).filter((b) => b.scale === 1).length).toBeGreaterThan(0);
  for (const b of await badges(page)) {
    expect(b.visible && b.inside, b.type).toBe(true);
    expect(b.scale, b.type).toBeCloseTo(Math.min(1, b.room / b.natural), 2);
  }

  // and back on a phone (turned): fitted again
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await badges(page)).every((b) => b.inside && b.scale < 1)).toBe(true);
});

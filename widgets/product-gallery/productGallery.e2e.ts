// The product gallery without single-product.js (taken over): the slider with its thumbnails as a tabbed
// carousel (pointer, keyboard, RTL), zoom on hover and on a tap, the lightbox (product-lightbox: captions, keys,
// swipe, Escape, focus back; React only once the shopper reaches for it), each gallery support the theme may
// declare, the variation form's image, the events for jQuery listeners, the first paint without a shift, and
// the page that keeps WooCommerce's script.
import type { Page } from '@playwright/test';
import { test, expect, open, mounted, shopSettings, expectAccessible } from '../../src/testing/e2e';

const KETTLE = '/product/electric-kettle/';
const gallery = '.woocommerce-product-gallery';
const tabs = `${gallery} .flex-control-thumbs [role="tab"]`;
const shown = `${gallery} .woocommerce-product-gallery__image:not([inert])`;
const scriptSources = (page: Page) =>
  page.evaluate(() => Array.from(document.scripts, (s) => s.getAttribute('src') ?? ''));

test('the slider: one image in view, a thumbnail tab per image, a click shows its image; no jQuery, no single-product.js; axe clean', async ({
  page,
}) => {
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const sources = await scriptSources(page);
  expect(sources.filter((s) => /jquery|single-product|flexslider|photoswipe|zoom/.test(s))).toEqual([]);
  await expect(page.locator(tabs)).toHaveCount(3);
  await expect(page.locator(tabs).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(shown)).toHaveCount(1);
  await page.locator(tabs).nth(1).click();
  await expect(page.locator(tabs).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`${shown} img`)).toHaveAttribute('src', '/fixtures/images/kettle-2.webp');
  // the shown slide is in the viewport's box; the one left sits outside it
  await expect
    .poll(() =>
      page.evaluate(() => {
        const view = document.querySelector('.flex-viewport')?.getBoundingClientRect();
        const slide = document
          .querySelector('.woocommerce-product-gallery__image:not([inert])')
          ?.getBoundingClientRect();
        return view && slide ? Math.round(Math.abs(view.left - slide.left)) : -1;
      }),
    )
    .toBe(0);
  await expectAccessible(page, gallery);
});

test('keyboard, RTL: the thumbnails are one tab stop; ArrowLeft goes forward, ArrowRight back, Home and End; the image links of hidden slides are not reachable', async ({
  page,
}) => {
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  await page.locator(tabs).first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(tabs).nth(1)).toBeFocused();
  await expect(page.locator(tabs).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.locator(tabs).nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(tabs).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.locator(tabs).first()).toBeFocused();
  await expect(page.locator(`${gallery} .woocommerce-product-gallery__image[inert]`)).toHaveCount(2);
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(`${shown} a`)).toBeFocused();
});

test('zoom: the full image follows the pointer over the shown image and leaves with it; a click on it opens the lightbox', async ({
  page,
}) => {
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  const box = await page.locator(shown).boundingBox();
  if (!box) throw new Error('no slide');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
  const zoom = page.locator(`${shown} img.zoomImg`);
  await expect(zoom).toHaveClass(/is-zoomed/);
  await expect(zoom).toHaveAttribute('src', '/fixtures/images/kettle-1200.webp');
  await expect(zoom).toHaveAttribute('aria-hidden', 'true');
  const at = await zoom.evaluate((z) => z.style.transform);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8);
  await expect.poll(() => zoom.evaluate((z) => z.style.transform)).not.toBe(at);
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.8);
  await expect(page.locator('dialog.sw-gallery-lightbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.move(box.x + box.width + 40, box.y - 40);
  await expect(zoom).not.toHaveClass(/is-zoomed/);
});

test('zoom on a touch screen: a tap zooms at that point instead of opening anything, another tap lets go', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  const box = await page.locator(shown).boundingBox();
  if (!box) throw new Error('no slide');
  await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(page.locator(`${shown} img.zoomImg`)).toHaveClass(/is-zoomed/);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(page.url()).toContain(KETTLE);
  await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(page.locator(`${shown} img.zoomImg`)).not.toHaveClass(/is-zoomed/);
  await context.close();
});

test('the lightbox from the trigger: the full images with their captions, arrow keys in the reading direction, Escape returns focus; axe clean', async ({
  page,
}) => {
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  const trigger = page.locator(`${gallery} button.woocommerce-product-gallery__trigger`);
  await expect(trigger).toHaveAccessibleName('عرض معرض الصور بملء الشاشة');
  await expect(trigger).toHaveCount(1);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.sw-gallery-lightbox');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.sw-media-slide.is-current img')).toHaveAttribute(
    'src',
    /\/fixtures\/images\/kettle-1200\.webp$/,
  );
  // no caption on the first image: WooCommerce shows the attachment's title then
  await expect(dialog.locator('.sw-media-slide.is-current figcaption')).toHaveText('kettle');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('.sw-media-slide.is-current img')).toHaveAttribute(
    'src',
    /\/fixtures\/images\/kettle-2-1200\.webp$/,
  );
  await expect(dialog.locator('.sw-media-slide.is-current figcaption')).toHaveText(
    'الغلاية من الجانب مع القاعدة الدوارة',
  );
  await expect(dialog.locator('.sw-media-count')).toHaveText('الشريحة 2 من 3');
  await expectAccessible(page, 'dialog.sw-gallery-lightbox');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the lightbox swipes: a drag on the image goes to the next one', async ({ page }) => {
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  await page.locator(`${gallery} button.woocommerce-product-gallery__trigger`).click();
  const slide = page.locator('dialog.sw-gallery-lightbox .sw-media-slide.is-current');
  const box = await slide.boundingBox();
  if (!box) throw new Error('no slide');
  // RTL: the next image waits on the left, so the drag goes to the right
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 6 });
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(page.locator('dialog.sw-gallery-lightbox .sw-media-count')).toHaveText('الشريحة 2 من 3');
});

test('without the slider (zoom and lightbox declared): every image shows, an image clicked opens the lightbox at it', async ({
  page,
}) => {
  await shopSettings(page, { gallery: 'zoom,lightbox' });
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  await expect(page.locator(`${gallery}.sw-gallery-slider`)).toHaveCount(0);
  await expect(page.locator(`${gallery} .flex-control-thumbs`)).toHaveCount(0);
  await expect(page.locator(`${gallery} .woocommerce-product-gallery__image[inert]`)).toHaveCount(0);
  await page.locator(`${gallery} .woocommerce-product-gallery__image`).nth(2).locator('a').click();
  const dialog = page.locator('dialog.sw-gallery-lightbox');
  await expect(dialog.locator('.sw-media-count')).toHaveText('الشريحة 3 من 3');
  await expectAccessible(page, gallery);
});

test('no lightbox declared: no trigger, and an image link opens the full image as a link does', async ({
  page,
}) => {
  await shopSettings(page, { gallery: 'slider,zoom' });
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  await expect(page.locator(`${gallery} .woocommerce-product-gallery__trigger`)).toHaveCount(0);
  await expect(page.locator(tabs)).toHaveCount(3);
  await page.locator(`${shown} a`).evaluate((a) => (a as HTMLAnchorElement).click());
  await page.waitForURL('**/fixtures/images/kettle-1200.webp');
});

test('no gallery support declared: the images as printed, nothing added', async ({ page }) => {
  await shopSettings(page, { gallery: 'none' });
  await open(page, KETTLE);
  await mounted(page, 'product-gallery');
  await expect(page.locator(gallery)).toHaveCSS('opacity', '1');
  await expect(
    page.locator(
      `${gallery} .flex-control-thumbs, ${gallery} .woocommerce-product-gallery__trigger, ${gallery} .zoomImg`,
    ),
  ).toHaveCount(0);
});

test('the variation form: a colour whose image is a thumbnail shows that slide; Clear goes back to the first', async ({
  page,
}) => {
  await open(page, '/product/stand-mixer/');
  await mounted(page, 'product-gallery');
  await mounted(page, 'variation-form');
  await page.locator('select#pa_color').selectOption('white');
  await expect(page.locator(`${shown} img`).first()).toHaveAttribute(
    'src',
    '/fixtures/images/mixer-white.webp',
  );
  await page.locator('.reset_variations').click();
  await expect(page.locator(tabs).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`${shown} img`).first()).toHaveAttribute(
    'src',
    '/fixtures/images/mixer-red.webp',
  );
});

test('with jQuery on the page for another script, its listeners hear the gallery’s init events', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const heard: string[] = [];
    Reflect.set(window, 'swHeard', heard);
    document.addEventListener('DOMContentLoaded', () => {
      const $ = Reflect.get(window, 'jQuery') as (el: unknown) => {
        on(n: string, s: string, f: (e: { type: string }) => void): void;
      };
      $(document.body).on(
        'wc-product-gallery-before-init wc-product-gallery-after-init',
        '.woocommerce-product-gallery',
        (e) => heard.push(e.type),
      );
    });
  });
  await open(page, `${KETTLE}?sw_wc_single=jquery`);
  await mounted(page, 'product-gallery');
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'swHeard') as string[]))
    .toEqual(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
});

test('the first paint: the gallery shows laid out as its slider, and nothing moves when the slider starts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Reflect.set(window, 'swShifts', shifts);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) shifts.push(Number(Reflect.get(e, 'value')));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // the gallery's chunk waits until the printed gallery has been looked at: the state before the widget runs
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/chunks\/product-gallery-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, KETTLE);
  const before = await page.evaluate(() => {
    const g = document.querySelector('.woocommerce-product-gallery');
    const first = document.querySelector('.woocommerce-product-gallery__image');
    const second = document.querySelectorAll('.woocommerce-product-gallery__image')[1];
    if (!g || !first || !second) return null;
    const box = g.getBoundingClientRect();
    return {
      opacity: getComputedStyle(g).opacity,
      ratio: first.getBoundingClientRect().width / box.width,
      // the second image waits outside the gallery's box, beside the first
      secondInside:
        second.getBoundingClientRect().left >= box.left && second.getBoundingClientRect().right <= box.right,
      height: Math.round(box.height),
    };
  });
  expect(before).toMatchObject({ opacity: '1', secondInside: false });
  expect(before?.ratio).toBeCloseTo(1, 2);
  expect(
    await page.evaluate(() => window.storefrontWidgets?.mounted().some((m) => m.name === 'product-gallery')),
  ).toBe(false);
  release();
  await mounted(page, 'product-gallery');
  await expect(page.locator(tabs)).toHaveCount(3);
  expect(Math.round((await page.locator(gallery).boundingBox())?.height ?? 0)).toBe(before?.height);
  expect(await page.evaluate(() => Reflect.get(window, 'swShifts'))).toEqual([]);
});

test('a shop that keeps single-product.js: its gallery, its trigger and its stars alone; the widgets stand down', async ({
  page,
}) => {
  await open(page, `${KETTLE}?sw_wc_single=kept`);
  await page.waitForFunction(() => document.querySelector('.woocommerce-product-gallery__trigger'));
  const sources = await scriptSources(page);
  expect(sources.some((s) => s.includes('/assets/js/frontend/single-product.min.js'))).toBe(true);
  await page.evaluate(() => window.storefrontWidgets?.load());
  await expect(page.locator(`${gallery} .woocommerce-product-gallery__trigger`)).toHaveCount(1);
  await expect(page.locator(`${gallery} .flex-control-thumbs`)).toHaveCount(0);
  const rows = await page.evaluate(() => window.storefrontWidgets?.registry.map((r) => r.name));
  expect(rows).not.toContain('product-gallery');
  expect(rows).not.toContain('product-lightbox');
  expect(await page.evaluate(() => Reflect.get(window, 'storefrontWidgetsStandDown'))).toMatchObject({
    'product-gallery': 'wc-single-product is on this page and was not taken over',
  });
});

// The product gallery without single-product.js (taken over): the slider with its thumbnails as a tabbed
// carousel (pointer, keyboard, RTL), zoom on hover and on a tap, the lightbox (product-lightbox: captions, keys,
// swipe, Escape, focus back; React only once the shopper reaches for it), each gallery support the theme may
// declare, the variation form's image, the events for jQuery listeners, the first paint without a shift (any
// number of thumbnail columns, a desktop and a phone width, images of two heights), smoothHeight, and the page that
// keeps WooCommerce's script.
import type { Page } from '@playwright/test';
import { test, expect, open, mounted, shopSettings, expectAccessible } from '../../src/testing/e2e';
import { holdPageAfter } from '../../src/testing/held';

const KETTLE = '/product/electric-kettle/';
const ESPRESSO = '/product/espresso-machine/';
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

// The boxes the first paint and the slider lay out: the gallery's, the main image's and (once the slider runs) the
// thumbnail row's.
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (sel: string) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    };
    return {
      gallery: box('.woocommerce-product-gallery'),
      image: box('.woocommerce-product-gallery__image img'),
      row: box('.woocommerce-product-gallery .flex-control-thumbs'),
    };
  });

// The layout shifts from the page's start, in window.swShifts; as CLS counts them, not those just after an input
// (a thumbnail clicked, the viewport taking a taller image's height).
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Reflect.set(window, 'swShifts', shifts);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (!Reflect.get(e, 'hadRecentInput')) shifts.push(Number(Reflect.get(e, 'value')));
    }).observe({ type: 'layout-shift', buffered: true });
  });

// The gallery's chunk waits until the printed gallery has been looked at (the state before the widget runs): the
// function returned lets it go.
async function holdGalleryChunk(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/chunks\/product-gallery-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// WooCommerce's and Astra's CSS style 3 to 5 columns; the filter may answer any positive number
const firstPaints = [
  ...[3, 4, 5, 2, 6, 7].map((columns) => ({ columns, width: 1280 })),
  ...[2, 6, 7].map((columns) => ({ columns, width: 390 })),
];
for (const { columns, width: viewport } of firstPaints)
  test(`the first paint, ${columns} thumbnail columns, ${viewport} px wide, RTL: the gallery shows laid out as its slider at the first image's height with the thumbnail row's space, and nothing moves when the slider starts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport, height: 844 });
    await recordShifts(page);
    await shopSettings(page, { gallery_columns: columns });
    const release = await holdGalleryChunk(page);
    // images of two heights: the first square, the second a portrait
    await open(page, ESPRESSO);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(page.locator(gallery)).toHaveAttribute('data-columns', String(columns));
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
          second.getBoundingClientRect().left >= box.left &&
          second.getBoundingClientRect().right <= box.right,
      };
    });
    expect(before).toMatchObject({ opacity: '1', secondInside: false });
    expect(before?.ratio).toBeCloseTo(1, 2);
    const painted = await boxes(page);
    expect(
      await page.evaluate(() =>
        window.storefrontWidgets?.mounted().some((m) => m.name === 'product-gallery'),
      ),
    ).toBe(false);
    release();
    await mounted(page, 'product-gallery');
    await expect(page.locator(tabs)).toHaveCount(3);
    const slider = await boxes(page);
    expect(slider.gallery).toEqual(painted.gallery);
    expect(slider.image).toEqual(painted.image);
    // the row fills the space kept below the image: its bottom is the gallery's, `columns` thumbnails in its width
    expect(slider.row?.bottom).toBeCloseTo(painted.gallery?.bottom ?? NaN, 1);
    const thumb = await page.locator(tabs).first().boundingBox();
    const width = (slider.row?.right ?? 0) - (slider.row?.left ?? 0);
    const em = await page.locator(gallery).evaluate((g) => parseFloat(getComputedStyle(g).fontSize));
    expect(thumb?.width).toBeCloseTo((width + em) / columns - em, 1);
    expect(thumb?.height).toBeCloseTo(thumb?.width ?? NaN, 1);
    // RTL: the first thumbnail at the row's right edge
    expect((thumb?.x ?? 0) + (thumb?.width ?? 0)).toBeCloseTo(slider.row?.right ?? NaN, 1);
    expect(await page.evaluate(() => Reflect.get(window, 'swShifts'))).toEqual([]);
  });

for (const smooth of ['yes', 'no'] as const)
  test(`a pause in the page right after the gallery opens, smoothHeight ${smooth === 'yes' ? 'on' : 'off'}: its first paint keeps no space above the image still to come, so nothing shifts when it comes`, async ({
    page,
  }) => {
    await recordShifts(page);
    await shopSettings(page, { smooth_height: smooth });
    const rest = await holdPageAfter(page, '<div class="woocommerce-product-gallery__wrapper">');
    await page.goto(ESPRESSO, { waitUntil: 'commit' });
    await rest();
    await page.waitForLoadState('load');
    await mounted(page, 'product-gallery');
    await expect(page.locator(tabs)).toHaveCount(3);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => Reflect.get(window, 'swShifts'))).toEqual([]);
  });

test('smoothHeight: the viewport takes the shown slide’s height, a taller one’s and back; animated, not where reduced motion is asked for', async ({
  page,
}) => {
  await open(page, ESPRESSO);
  await mounted(page, 'product-gallery');
  const heights = () =>
    page.evaluate(() => ({
      viewport: document.querySelector('.flex-viewport')?.getBoundingClientRect().height ?? -1,
      image:
        document
          .querySelector('.woocommerce-product-gallery__image:not([inert]) img')
          ?.getBoundingClientRect().height ?? -2,
    }));
  const settled = async () => {
    await expect
      .poll(async () => {
        const h = await heights();
        return Math.abs(h.viewport - h.image) < 0.5;
      })
      .toBe(true);
    return (await heights()).viewport;
  };
  const square = await settled();
  expect(await page.locator('.flex-viewport').evaluate((v) => getComputedStyle(v).transitionDuration)).toBe(
    '0.5s',
  );
  await page.locator(tabs).nth(1).click();
  const tall = await settled();
  expect(tall).toBeCloseTo(square * 1.5, 0);
  // the thumbnail row follows the viewport down
  const row = await page.locator(`${gallery} .flex-control-thumbs`).boundingBox();
  const view = await page.locator('.flex-viewport').boundingBox();
  expect(row?.y ?? 0).toBeGreaterThan((view?.y ?? 0) + tall);
  await page.locator(tabs).first().click();
  expect(await settled()).toBeCloseTo(square, 1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await page.locator('.flex-viewport').evaluate((v) => getComputedStyle(v).transitionDuration)).toBe(
    '0s',
  );
  await page.locator(tabs).nth(1).click();
  expect(await heights()).toMatchObject({ viewport: tall });
});

test('smoothHeight off (the carousel-options filter), images of two heights: the first paint is as tall as the tallest image, as FlexSlider’s viewport then is, and nothing moves when the slider starts nor when a slide is shown', async ({
  page,
}) => {
  await recordShifts(page);
  await shopSettings(page, { smooth_height: 'no' });
  const release = await holdGalleryChunk(page);
  await open(page, ESPRESSO);
  await expect(page.locator(`${gallery}.sw-gallery-tallest`)).toHaveCount(1);
  // the slides' heights, their images' being the square and the portrait (1.5 times as tall)
  const slideHeights = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll('.woocommerce-product-gallery__image img'),
        (i) => i.getBoundingClientRect().height,
      ),
    );
  const painted = await boxes(page);
  const [square = 0, portrait = 0] = await slideHeights();
  expect(portrait).toBeCloseTo(square * 1.5, 0);
  release();
  await mounted(page, 'product-gallery');
  await expect(page.locator(tabs)).toHaveCount(3);
  expect(
    await page.evaluate(() => Reflect.get(Reflect.get(window, 'wc_single_product_params'), 'flexslider')),
  ).toMatchObject({ smoothHeight: false });
  const slider = await boxes(page);
  expect(slider.gallery).toEqual(painted.gallery);
  expect(slider.image).toEqual(painted.image);
  // FlexSlider without smoothHeight: the viewport holds every slide, as tall as the tallest
  const viewportHeight = () =>
    page.locator('.flex-viewport').evaluate((v) => v.getBoundingClientRect().height);
  expect(await viewportHeight()).toBeCloseTo(Math.max(...(await slideHeights())), 1);
  await page.locator(tabs).nth(1).click();
  await expect(page.locator(tabs).nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await viewportHeight()).toBeCloseTo(portrait, 1);
  await page.locator(tabs).nth(2).click();
  await expect(page.locator(tabs).nth(2)).toHaveAttribute('aria-selected', 'true');
  expect(await viewportHeight()).toBeCloseTo(portrait, 1);
  // the click scrolled the row into view: the gallery's height, not its place
  const { gallery: after } = await boxes(page);
  expect((after?.bottom ?? 0) - (after?.top ?? 0)).toBeCloseTo(
    (painted.gallery?.bottom ?? 0) - (painted.gallery?.top ?? 0),
    1,
  );
  expect(await page.evaluate(() => Reflect.get(window, 'swShifts'))).toEqual([]);
});

test('the theme’s transition on every property of the track (Astra’s, WooCommerce’s CSS): the slider’s start and a slide shown run no CSS transition on it', async ({
  page,
}) => {
  await recordShifts(page);
  await open(page, ESPRESSO);
  const track = `${gallery} .woocommerce-product-gallery__wrapper`;
  const transitions = () =>
    page.evaluate(
      (sel) =>
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition && a.effect instanceof KeyframeEffect)
          .filter((a) => (a.effect as KeyframeEffect).target === document.querySelector(sel))
          .map((a) => (a as CSSTransition).transitionProperty),
      track,
    );
  await mounted(page, 'product-gallery');
  expect(await transitions()).toEqual([]);
  await page.locator(tabs).nth(1).click();
  await expect(page.locator(tabs).nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await transitions()).toEqual([]);
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

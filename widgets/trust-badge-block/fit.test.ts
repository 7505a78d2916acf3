// The block and shortcode trust badges as the page mounts them (jsdom: the widths are stubbed; the browser test
// measures them for real).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPage } from '../../src/testing/page';
import { mountWidget } from '../../src/testing/mountWidget';

let stops: Array<() => Promise<void>> = [];
beforeEach(() => loadPage('/trust-badges/'));
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
  document.documentElement.style.removeProperty('direction');
  document.documentElement.dir = 'rtl';
});

const boxes = () => Array.from(document.querySelectorAll<HTMLElement>('.cr-trustbadgef'));
const sized = (box: HTMLElement, room: number, natural: number) => {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: room });
  Object.defineProperty(box.querySelector('.cr-badge')!, 'offsetWidth', {
    configurable: true,
    value: natural,
  });
  return box.querySelector<HTMLElement>('.cr-badge')!;
};

describe('block and shortcode trust badges', () => {
  it('a badge wider than its box is scaled to it from the inline start and shown; one that fits is only shown', async () => {
    const [wide, small] = boxes();
    const big = sized(wide!, 300, 600);
    const fits = sized(small!, 600, 490);
    document.documentElement.dir = 'rtl';
    stops.push(await mountWidget('trust-badge-block', wide!), await mountWidget('trust-badge-block', small!));
    expect(big.style.transform).toBe('scale(0.5)');
    expect(big.style.transformOrigin).toBe('right');
    expect(big.style.visibility).toBe('visible');
    expect(fits.style.transform).toBe(''); // never scaled up
    expect(fits.style.visibility).toBe('visible');
  });

  it('on a left-to-right page it scales from the left, as the plugin', async () => {
    document.documentElement.dir = 'ltr';
    document.documentElement.style.direction = 'ltr';
    const box = boxes()[0]!;
    const badge = sized(box, 200, 400);
    stops.push(await mountWidget('trust-badge-block', box));
    expect(badge.style.transform).toBe('scale(0.5)');
    expect(badge.style.transformOrigin).toBe('left');
  });

  it('unmounted, the badge is as printed (its background kept)', async () => {
    const box = boxes()[0]!;
    const badge = sized(box, 300, 600);
    const stop = await mountWidget('trust-badge-block', box);
    expect(badge.style.visibility).toBe('visible');
    await stop();
    expect(badge.style.visibility).toBe('');
    expect(badge.style.transform).toBe('');
    expect(badge.style.backgroundColor).toBe('rgb(255, 255, 255)');
  });
});

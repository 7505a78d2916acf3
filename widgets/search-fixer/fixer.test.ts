// FiboSearch's broken-bar repairs on the fixture page's two search boxes (desktop and mobile header).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { loadPage } from '../../src/testing/page';
import { emit, on } from '../../src/dom/events';
import '../../src/testing/server';
import type * as Fixer from './fixer';

const w = window as unknown as Record<string, unknown>;
let stops: (() => void)[] = [];
let fixer: typeof Fixer;

/** A fresh module per test: the page-wide repairs run once per page. */
async function mountAll(path = '/'): Promise<HTMLElement[]> {
  loadPage(path);
  vi.resetModules();
  fixer = await import('./fixer');
  const boxes = Array.from(document.querySelectorAll<HTMLElement>('.dgwt-wcas-search-wrapp'));
  stops = boxes.map((b) => fixer.mountFixer(b));
  return boxes;
}
const inputOf = (box: HTMLElement) => box.querySelector('input.dgwt-wcas-search-input') as HTMLInputElement;

beforeEach(() => {
  stops = [];
});
afterEach(() => {
  stops.forEach((s) => s());
  vi.useRealTimers();
  delete w.jQuery;
  delete w.dgwt_wcas;
  delete w.storefrontWidgets;
});

describe('search fixer', () => {
  it('gives the later of two inputs printed with one id a fresh id, and its label follows', async () => {
    loadPage('/');
    const [a, b] = Array.from(document.querySelectorAll<HTMLElement>('.dgwt-wcas-search-wrapp'));
    if (!a || !b) throw new Error('two boxes expected');
    const id = inputOf(a).id;
    inputOf(b).id = id;
    (b.querySelector('label') as HTMLLabelElement).htmlFor = id;
    vi.resetModules();
    const { mountFixer } = await import('./fixer');
    stops = [mountFixer(a), mountFixer(b)];
    expect(inputOf(a).id).toBe(id);
    expect(inputOf(b).id).toMatch(/^dgwt-wcas-search-input-[0-9a-z]{4}$/);
    expect(inputOf(b).id).not.toBe(id);
    expect((b.querySelector('label') as HTMLLabelElement).htmlFor).toBe(inputOf(b).id);
    expect((a.querySelector('label') as HTMLLabelElement).htmlFor).toBe(id);
  });

  it('a copy inserted before the first box later (ajax, popup) is the one renamed', async () => {
    const [a] = await mountAll('/');
    if (!a) throw new Error('no box');
    const id = inputOf(a).id;
    const copy = a.cloneNode(true) as HTMLElement;
    document.body.prepend(copy);
    stops.push(fixer.mountFixer(copy)); // earlier in the page, but the header's input was there first
    expect(inputOf(copy).id).not.toBe(id);
    expect(inputOf(a).id).toBe(id);
    expect((copy.querySelector('label') as HTMLLabelElement).htmlFor).toBe(inputOf(copy).id);
  });

  it('leaves distinct ids alone', async () => {
    loadPage('/');
    const ids = Array.from(document.querySelectorAll('input.dgwt-wcas-search-input')).map((i) => i.id);
    await mountAll('/');
    expect(
      Array.from(document.querySelectorAll('input.dgwt-wcas-search-input')).map((i) => i.id),
    ).toHaveLength(ids.length);
    for (const i of document.querySelectorAll('input.dgwt-wcas-search-input'))
      expect(i.id).toMatch(/^dgwt-wcas-search-input-\d/); // the PHP's own ids, kept
  });

  it('answers fibosearch/ping with the fibosearch-pong class: a jQuery trigger or a DOM event', async () => {
    w.jQuery = jQuery;
    const [a, b] = await mountAll();
    if (!a || !b) throw new Error('two boxes expected');
    jQuery(inputOf(a)).trigger('fibosearch/ping');
    expect(inputOf(a).classList.contains('fibosearch-pong')).toBe(true);
    expect(inputOf(b).classList.contains('fibosearch-pong')).toBe(false);
    inputOf(b).dispatchEvent(new CustomEvent('fibosearch/ping', { bubbles: true }));
    expect(inputOf(b).classList.contains('fibosearch-pong')).toBe(true);
  });

  it('back arrow: focus restored without a focus event marks the box active and announces the focus', async () => {
    vi.useFakeTimers();
    const [a] = await mountAll();
    if (!a) throw new Error('no box');
    const seen: string[] = [];
    a.addEventListener('focusin', () => seen.push('focusin'));
    vi.advanceTimersByTime(1000);
    expect(a.classList.contains('dgwt-wcas-active')).toBe(false);
    inputOf(a).focus(); // jsdom fires focus events here; the check does not rely on them
    seen.length = 0;
    vi.advanceTimersByTime(500);
    expect(a.classList.contains('dgwt-wcas-active')).toBe(true);
    expect(seen).toEqual(['focusin']);
    // it stopped: taking the class away is not undone
    a.classList.remove('dgwt-wcas-active');
    vi.advanceTimersByTime(2000);
    expect(a.classList.contains('dgwt-wcas-active')).toBe(false);
  });

  it('back arrow: gives up after 12 checks (6 s); off when the flag is off', async () => {
    vi.useFakeTimers();
    const [a] = await mountAll();
    if (!a) throw new Error('no box');
    vi.advanceTimersByTime(12 * 500);
    inputOf(a).focus();
    vi.advanceTimersByTime(2000);
    expect(a.classList.contains('dgwt-wcas-active')).toBe(false);
    stops.forEach((s) => s());
    const [b] = await mountAll(
      '/?sw_dgwt_fixer=' + encodeURIComponent('{"broken_search_browsers_back_arrow":false}'),
    );
    if (!b) throw new Error('no box');
    inputOf(b).focus();
    vi.advanceTimersByTime(2000);
    expect(b.classList.contains('dgwt-wcas-active')).toBe(false);
  });

  it('broken_search_ui_hard: re-scans the document every 1000 ms, only when on (default off)', async () => {
    vi.useFakeTimers();
    const scan = vi.fn();
    w.storefrontWidgets = { scan };
    await mountAll();
    vi.advanceTimersByTime(3000);
    expect(scan).not.toHaveBeenCalled();
    stops.forEach((s) => s());
    stops = [];
    await mountAll('/?sw_dgwt_fixer=' + encodeURIComponent('{"broken_search_ui_hard":"1"}'));
    vi.advanceTimersByTime(3000);
    expect(scan).toHaveBeenCalledTimes(3);
    expect(scan).toHaveBeenCalledWith(document);
    stops.forEach((s) => s());
    stops = [];
    vi.advanceTimersByTime(3000);
    expect(scan).toHaveBeenCalledTimes(3); // stopped with the last box
  });

  it('force_refresh_checkout: added_to_cart on the checkout page triggers update_checkout (jQuery too)', async () => {
    w.jQuery = jQuery;
    await mountAll();
    const updates: number[] = [];
    const off = on('update_checkout', () => updates.push(1));
    let jq = 0;
    jQuery(document.body).on('update_checkout', () => jq++);
    emit('added_to_cart', [{}, '', null]);
    expect(updates).toHaveLength(0); // not the checkout page
    document.body.classList.add('woocommerce-checkout');
    jQuery(document.body).trigger('added_to_cart', [{}, '', null]); // another plugin's add to cart
    expect(updates).toHaveLength(1);
    expect(jq).toBe(1);
    off();
    jQuery(document.body).off('update_checkout');
  });

  it('force_refresh_checkout off: nothing', async () => {
    await mountAll('/?sw_dgwt_fixer=' + encodeURIComponent('{"force_refresh_checkout":0}'));
    document.body.classList.add('woocommerce-checkout');
    const updates: number[] = [];
    const off = on('update_checkout', () => updates.push(1));
    emit('added_to_cart', []);
    expect(updates).toHaveLength(0);
    off();
  });
});

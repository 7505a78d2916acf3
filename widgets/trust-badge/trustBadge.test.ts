import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage } from '../../src/testing/page';
import { fitScale, mountTrustBadge } from './trustBadge';

let cleanup = () => {};
beforeEach(() => loadPage('/product/electric-kettle/'));
afterEach(() => cleanup());

const badge = () => document.getElementById('cr_floatingtrustbadge')!;

describe('trust badge', () => {
  it('scales down to fit and never up', () => {
    expect(fitScale(300, 400)).toBe(0.75);
    expect(fitScale(1200, 400)).toBe(1);
    expect(fitScale(0, 400)).toBe(1);
    expect(fitScale(300, 0)).toBe(1);
  });

  it('applies the scale when the badge is wider than the viewport', () => {
    const el = badge();
    Object.defineProperty(el, 'offsetWidth', { configurable: true, value: 600 });
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 332 });
    cleanup = mountTrustBadge(el);
    expect(el.style.transform).toBe('scale(0.5)');
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 2000 });
  });

  it('a click expands compact to wide; close collapses, then hides for a day with the cookie', () => {
    const el = badge();
    cleanup = mountTrustBadge(el);
    const compact = el.querySelector<HTMLElement>('.badge_size_compact')!;
    const wide = el.querySelector<HTMLElement>('.badge_size_wide')!;
    expect(compact.getAttribute('role')).toBe('button');
    fireEvent.keyDown(compact, { key: 'Enter' });
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(true);
    expect(wide.hidden).toBe(false);
    expect(compact.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(el.querySelector('.cr-floatingbadge-close')!);
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(false);
    expect(el.hidden).toBe(false);
    expect(document.activeElement).toBe(compact);
    expect(document.cookie).not.toContain('cr_hide_trustbadge');
    fireEvent.click(el.querySelector('.cr-floatingbadge-close')!);
    expect(el.hidden).toBe(true);
    expect(document.cookie).toContain('cr_hide_trustbadge=true');
  });

  it('stays hidden while the cookie is set', () => {
    document.cookie = 'cr_hide_trustbadge=true; path=/';
    const el = badge();
    cleanup = mountTrustBadge(el);
    expect(el.hidden).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage } from '../../src/testing/page';
import './index';
import { fitScale, mountTrustBadge } from './trustBadge';

let cleanup = () => {};
beforeEach(() => loadPage('/all-reviews/'));
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
    // class-cr-floating-trust-badge.php: compact.php shown, compact-wide.php and the close div printed display:none
    const compact = el.querySelector<HTMLElement>('div.cr-badge.badge_size_compact')!;
    const wide = el.querySelector<HTMLElement>('div.cr-badge.badge--wide-mobile')!;
    const close = el.querySelector<HTMLElement>('div.cr-floatingbadge-close')!;
    expect(wide.style.display).toBe('none');
    expect(close.style.display).toBe('none');
    expect(compact.getAttribute('role')).toBe('button');
    fireEvent.click(compact.querySelector('.badge__reviews')!);
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(true);
    expect(wide.style.display).toBe('block');
    expect(compact.style.display).toBe('none');
    expect(close.style.display).toBe('block');
    expect(compact.getAttribute('aria-expanded')).toBe('true');
    // the big colours from data-crcolors: border, top/middle/bottom layers
    expect(el.style.borderColor).toBe('rgb(223, 223, 223)');
    expect(el.querySelector<HTMLElement>('.cr-floatingbadge-background-top')!.style.backgroundColor).toBe('rgb(248, 148, 45)');
    expect(el.querySelector<HTMLElement>('.cr-floatingbadge-background-bottom')!.style.backgroundColor).toBe('rgb(242, 242, 242)');
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Enter' });
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(false);
    expect(compact.style.display).toBe('block');
    expect(el.querySelector<HTMLElement>('.cr-floatingbadge-background-top')!.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(el.hidden).toBe(false);
    expect(document.activeElement).toBe(compact);
    expect(document.cookie).not.toContain('cr_hide_trustbadge');
    // the close stays shown after a collapse, as the plugin leaves it: pressed again it hides the badge
    expect(close.style.display).toBe('block');
    fireEvent.click(close);
    expect(el.hidden).toBe(true);
    expect(document.cookie).toContain('cr_hide_trustbadge=true');
  });

  it('keyboard: Enter on the compact badge expands it', () => {
    const el = badge();
    cleanup = mountTrustBadge(el);
    const compact = el.querySelector<HTMLElement>('div.cr-badge.badge_size_compact')!;
    compact.focus();
    fireEvent.keyDown(compact, { key: 'Enter' });
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(true);
    expect(el.querySelector('div.cr-floatingbadge-close')?.getAttribute('aria-label')).toBe('إغلاق');
  });

  it('stays hidden while the cookie is set', () => {
    document.cookie = 'cr_hide_trustbadge=true; path=/';
    const el = badge();
    cleanup = mountTrustBadge(el);
    expect(el.hidden).toBe(true);
  });
});

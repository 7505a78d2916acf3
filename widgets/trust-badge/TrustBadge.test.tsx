import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { loadPage } from '../../src/testing/page';
import './index';
import { fitScale } from '../../src/dom/fitScale';
import { TrustBadge } from './TrustBadge';

beforeEach(() => loadPage('/all-reviews/'));
afterEach(() => {
  document.cookie = 'cr_hide_trustbadge=; max-age=0; path=/';
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 0 });
});

const badge = () => document.getElementById('cr_floatingtrustbadge')!;
const parts = (el: HTMLElement) => ({
  compact: el.querySelector<HTMLElement>('div.cr-badge.badge_size_compact')!,
  wide: el.querySelector<HTMLElement>('div.cr-badge.badge--wide-mobile')!,
  close: el.querySelector<HTMLElement>('div.cr-floatingbadge-close')!,
  layer: (n: string) => el.querySelector<HTMLElement>(`.cr-floatingbadge-background-${n}`)!,
});

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
    render(<TrustBadge el={el} />);
    expect(el.style.transform).toBe('scale(0.5)');
  });

  it('scales from the corner it is pinned to: bottom right, or bottom left with the bottom-left location', async () => {
    const fit = () => {
      const el = badge();
      Object.defineProperty(el, 'offsetWidth', { configurable: true, value: 600 });
      Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 332 });
      return el;
    };
    const right = fit();
    const first = render(<TrustBadge el={right} />);
    expect(right.style.transformOrigin).toBe('bottom right');
    first.unmount();
    await fetch('/__sw/cusrev?badge_location=bottomleft');
    loadPage('/all-reviews/');
    const left = fit();
    expect(left.getAttribute('style')).toContain('left:0px;');
    render(<TrustBadge el={left} />);
    expect(left.style.transform).toBe('scale(0.5)');
    expect(left.style.transformOrigin).toBe('bottom left');
  });

  it('a click expands compact to wide; close collapses, then hides for a day with the cookie', async () => {
    const user = userEvent.setup();
    const el = badge();
    const { compact, wide, close, layer } = parts(el);
    render(<TrustBadge el={el} />);
    // class-cr-floating-trust-badge.php: compact.php shown, compact-wide.php and the close div printed display:none
    expect(wide.style.display).toBe('none');
    expect(close.style.display).toBe('none');
    expect(compact.getAttribute('role')).toBe('button');
    await user.click(compact.querySelector('.badge__reviews')!);
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(true);
    expect(wide.style.display).toBe('block');
    expect(compact.style.display).toBe('none');
    expect(close.style.display).toBe('block');
    expect(compact.getAttribute('aria-expanded')).toBe('true');
    // the big colours from data-crcolors: border, top/middle/bottom layers
    expect(el.style.borderColor).toBe('rgb(223, 223, 223)');
    expect(layer('top').style.backgroundColor).toBe('rgb(248, 148, 45)');
    expect(layer('bottom').style.backgroundColor).toBe('rgb(242, 242, 242)');
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(false);
    expect(compact.style.display).toBe('block');
    expect(layer('top').style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(el.hidden).toBe(false);
    expect(document.activeElement).toBe(compact);
    expect(document.cookie).not.toContain('cr_hide_trustbadge');
    // the close stays shown after a collapse, as the plugin leaves it: pressed again it hides the badge
    expect(close.style.display).toBe('block');
    await user.click(close);
    expect(el.hidden).toBe(true);
    expect(el.style.display).toBe('none');
    expect(document.cookie).toContain('cr_hide_trustbadge=true');
  });

  it('keyboard: Tab to the compact badge, Space expands it, Enter on close collapses it', async () => {
    const user = userEvent.setup();
    const el = badge();
    const { compact, close } = parts(el);
    render(<TrustBadge el={el} />);
    compact.focus();
    await user.keyboard(' ');
    expect(el.classList.contains('cr-floatingbadge-big')).toBe(true);
    expect(close.getAttribute('aria-label')).toBe('إغلاق');
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(compact);
  });

  it('stays hidden while the cookie is set', () => {
    document.cookie = 'cr_hide_trustbadge=true; path=/';
    const el = badge();
    render(<TrustBadge el={el} />);
    expect(el.hidden).toBe(true);
  });

  it('gives the printed markup back on unmount', async () => {
    const user = userEvent.setup();
    const el = badge();
    const before = el.outerHTML;
    const r = render(<TrustBadge el={el} />);
    await user.click(parts(el).compact);
    r.unmount();
    expect(el.outerHTML).toBe(before);
  });

  it('is axe-clean compact and wide', async () => {
    const user = userEvent.setup();
    const el = badge();
    render(<TrustBadge el={el} />);
    const run = async () =>
      (await axe.run(el, { rules: { region: { enabled: false } } })).violations.map((v) => v.id);
    expect(await run()).toEqual([]);
    await user.click(parts(el).compact);
    expect(await run()).toEqual([]);
  });
});

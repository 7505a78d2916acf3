import { describe, expect, it } from 'vitest';
import { createStorefrontStore } from '../../src/store';
import { sessionVisitor } from '../../src/ajax/visitor';
import { backend } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import widget from './index';
import { groupDigits } from './renderBalance';

describe('points-balance', () => {
  it('starts from the printed balance and follows the store', () => {
    backend.session().userId = 7;
    loadPage('/my-account/points/');
    const el = document.querySelector<HTMLElement>('.wps_wpr_total_earn_points');
    if (!el) throw new Error('no balance');
    const store = createStorefrontStore();
    const stop = widget.mount(el, { name: 'points-balance', store });
    expect(store.getState().points.balance).toBe(1250);
    store.getState().setPointsBalance(1150);
    expect(el.textContent).toBe('1,150');
    store.getState().setPointsBalance(-5);
    expect(el.textContent).toBe('0');
    stop();
    store.getState().setPointsBalance(9);
    expect(el.textContent).toBe('0');
  });

  it("a page a cache printed for another customer: the printed balance until the session's answers, then the visitor's own", async () => {
    const sess = backend.session();
    sess.userId = 7;
    sess.pageCache.renderedFor = 8;
    loadPage('/my-account/points/');
    const el = document.querySelector<HTMLElement>('.wps_wpr_total_earn_points');
    if (!el) throw new Error('no balance');
    expect(el.textContent).toBe('20');
    const store = createStorefrontStore();
    widget.mount(el, { name: 'points-balance', store });
    await sessionVisitor('/wp-admin/admin-ajax.php'); // the request the widget asked for
    expect(el.textContent).toBe('1,250');
    expect(store.getState().session.loggedIn).toBe(true);
  });

  it("a customer's cached page shown to a guest: no one's points (0, as WP Swings computes a guest's)", async () => {
    backend.session().pageCache.renderedFor = 7;
    loadPage('/my-account/points/');
    const el = document.querySelector<HTMLElement>('.wps_wpr_total_earn_points');
    if (!el) throw new Error('no balance');
    const store = createStorefrontStore();
    widget.mount(el, { name: 'points-balance', store });
    await sessionVisitor('/wp-admin/admin-ajax.php'); // the request the widget asked for
    expect(el.textContent).toBe('0');
    expect(store.getState().session.loggedIn).toBe(false);
  });

  it('groups digits as PHP number_format does (rounded, commas), without Intl', () => {
    expect([0, 7, 999, 1000, 12345.5, 1234567, 1e9].map(groupDigits)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,346',
      '1,234,567',
      '1,000,000,000',
    ]);
    expect(groupDigits(-3)).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { createStorefrontStore } from '../../src/store';
import { backend } from '../../src/testing/server';
import { loadPage } from '../../src/testing/page';
import widget from './index';

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
});

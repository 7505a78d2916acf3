// The shopper's points balance wherever the plugin prints it (`.wps_wpr_total_earn_points` on the account
// page), as a store subscriber (a DOM widget: no UI state of its own): the store's balance starts from the
// printed `wps_wpr.wps_user_current_points` and changes after a wallet conversion; the text follows it.
import type { DomWidget } from '../../src/mount/types';
import { currentPoints, readPointsSettings } from '../../src/settings/points';
import { renderBalance } from './renderBalance';

const widget: DomWidget = {
  mount(el, { store }) {
    if (store.getState().points.balance === null)
      store.getState().setPointsBalance(currentPoints(readPointsSettings()));
    return store.subscribe((s, prev) => {
      if (s.points.balance !== prev.points.balance && s.points.balance !== null)
        renderBalance(el, s.points.balance);
    });
  },
};
export default widget;

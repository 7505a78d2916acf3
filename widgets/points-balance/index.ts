// The shopper's points balance wherever the plugin prints it (`.wps_wpr_total_earn_points` on the account
// page), as a store subscriber (a DOM widget: no UI state of its own): the store's balance starts from the
// printed `wps_wpr.wps_user_current_points`, becomes the session's once answered (the page may be a cached copy
// printed for someone else; a guest's is 0, as WP Swings computes it) and changes after a wallet conversion;
// the text follows it.
import type { DomWidget } from '../../src/mount/types';
import { currentPoints, readPointsSettings } from '../../src/settings/points';
import { followVisitor } from '../../src/store/visitor';
import { renderBalance } from './renderBalance';

const widget: DomWidget = {
  mount(el, { store }) {
    const s = readPointsSettings();
    if (store.getState().points.balance === null) store.getState().setPointsBalance(currentPoints(s));
    const stop = store.subscribe((st, prev) => {
      if (st.points.balance !== prev.points.balance && st.points.balance !== null)
        renderBalance(el, st.points.balance);
    });
    void followVisitor(store, s.ajaxurl);
    return stop;
  },
};
export default widget;

// Points box on cart and checkout (contract §5): a DOM widget, so nothing React loads on the cart page for it.
// Mounted on the box (`.wps_wpr_apply_custom_points` / `.custom_point_checkout`) and on each remove link.
import type { DomWidget } from '../../src/mount/types';
import { addArabic } from '../../src/i18n';
import { readPointsSettings } from '../../src/settings/points';
import { ar } from './ar';
import { mountApply } from './apply';
import { mountRemove } from './remove';
import { applyRestriction } from './restriction';
import './points-box.css';

addArabic(ar);

let restrictionDone = false;

const widget: DomWidget = {
  mount(el) {
    if (el.matches('a.wps_remove_virtual_coupon')) return mountRemove(el);
    const stop = mountApply(el);
    let cancel = () => {};
    if (!restrictionDone) {
      restrictionDone = true; // once per page, however many boxes it has
      cancel = applyRestriction(readPointsSettings());
    }
    return () => {
      stop();
      cancel();
    };
  },
};
export default widget;

/** tests: run the restriction flow again on the next mount */
export function resetPointsBoxForTests(): void {
  restrictionDone = false;
}

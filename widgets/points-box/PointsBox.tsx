// The points box on cart and checkout as React roots on the plugin's controls: the box
// (`.wps_wpr_apply_custom_points` / `.custom_point_checkout`: its field and Apply button) and each remove link
// (`a.wps_remove_virtual_coupon`). The notices they share live in the store; the page's first box renders them
// (or the first remove link on a page without a box), and runs the reward-restriction flow. Each root follows
// the session's visitor once answered (./sessionBox): a cached page may carry someone else's box.
import { useEffect } from 'react';
import { acceptLocalDigits } from '../../src/dom/localDigitsField';
import type { WidgetProps } from '../../src/mount/types';
import { currentPoints, readPointsSettings } from '../../src/settings/points';
import { followVisitor, useStorefrontStore } from '../../src/store';
import { applyPoints } from './apply';
import { PointsNotices } from './PointsNotices';
import { removePoints } from './remove';
import { applyRestriction } from './restriction';
import { followSessionBox } from './sessionBox';
import { usePointsFlow } from './usePointsFlow';
import './points-box.css';

export const BOX = '.wps_wpr_apply_custom_points, .custom_point_checkout';
export const REMOVE_LINK = 'a.wps_remove_virtual_coupon';

/** The root that renders the shared notices: the first box, else the first remove link. */
const ownsNotices = (el: HTMLElement): boolean =>
  (document.querySelector(BOX) ?? document.querySelector(REMOVE_LINK)) === el;

function ApplyBox({ box }: { box: HTMLElement }) {
  const button = box.querySelector<HTMLElement>('#wps_cart_points_apply, .wps_cart_points_apply');
  const input = box.querySelector<HTMLInputElement>('#wps_cart_points');
  const run = usePointsFlow(button ?? box);

  useEffect(() => {
    if (!button || !input) return;
    const restore = acceptLocalDigits(input); // ٦٠ is sent as 60
    const onClick = (e: Event) => {
      e.preventDefault(); // the button sits in the cart form: never submit it
      run((ui) => applyPoints(input.value, button, ui));
    };
    // Enter in the points field applies the points instead of submitting the cart form
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter') onClick(e);
    };
    button.addEventListener('click', onClick);
    input.addEventListener('keydown', onKey);
    return () => {
      restore();
      button.removeEventListener('click', onClick);
      input.removeEventListener('keydown', onKey);
    };
  }, [button, input, run]);
  return null;
}

function RemoveLink({ link }: { link: HTMLElement }) {
  const run = usePointsFlow(link);
  useEffect(() => {
    const onClick = (e: Event) => {
      e.preventDefault();
      run((ui) => removePoints(link, ui));
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [link, run]);
  return null;
}

function useSessionBox(el: HTMLElement): void {
  const store = useStorefrontStore();
  useEffect(() => {
    const s = readPointsSettings();
    const printed = currentPoints(s);
    let alive = true;
    void followVisitor(store, s.ajaxurl).then((visitor) => {
      if (!visitor || !alive) return;
      if (el.matches(REMOVE_LINK)) el.hidden = !visitor.loggedIn;
      else followSessionBox(el, visitor, printed, s.get_min_redeem_req);
    });
    return () => {
      alive = false;
    };
  }, [el, store]);
}

export function PointsBox({ el }: WidgetProps) {
  const owner = ownsNotices(el);
  useSessionBox(el);
  useEffect(() => (owner ? applyRestriction(readPointsSettings()) : undefined), [owner]);
  return (
    <>
      {el.matches(REMOVE_LINK) ? <RemoveLink link={el} /> : <ApplyBox box={el} />}
      {owner ? <PointsNotices /> : null}
    </>
  );
}

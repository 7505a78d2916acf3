// The account points page's plain behaviours on the PHP markup: wallet conversion (button disabled and the
// loader shown while it runs), the points-view slider, and the SMS / messaging-app opt-outs. A failure shows
// a clear red message and leaves every control usable (an opt-out that failed is unticked back).
import { useEffect } from 'react';
import { isAbort } from '../../src/ajax';
import { __ } from '../../src/i18n';
import { readPointsSettings } from '../../src/settings/points';
import { failureMessage } from '../../src/ajax/failureMessage';
import { checkWalletInput, convertToWallet, setNotification } from './actions';
import { paint } from './paint';

function bindWallet(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLInputElement>('#wps_wpr_custom_wallet, .wps_wpr_custom_wallet');
  const input = root.querySelector<HTMLInputElement>('#wps_custom_wallet_point_num');
  const out = root.querySelector<HTMLElement>('#wps_wpr_wallet_notification');
  const loader = root.querySelector<HTMLElement>('#wps_wpr_loader');
  if (!button || !input) return () => {};
  out?.setAttribute('role', 'status');
  let alive = true;
  const onClick = async (e: Event) => {
    e.preventDefault();
    if (button.disabled) return;
    const s = readPointsSettings();
    const checked = checkWalletInput(input.value, s);
    if (!('points' in checked)) {
      paint(out, checked);
      return;
    }
    button.disabled = true;
    if (loader) loader.style.display = '';
    out?.replaceChildren();
    try {
      paint(out, await convertToWallet(checked.points, button.dataset.id ?? '', s));
    } catch (err) {
      if (!isAbort(err) && alive) paint(out, { colour: 'red', text: failureMessage(err, __('The points could not be converted. Please try again.')) });
    } finally {
      button.disabled = false;
      if (loader) loader.style.display = 'none';
    }
  };
  button.addEventListener('click', onClick);
  return () => {
    alive = false;
    button.removeEventListener('click', onClick);
  };
}

function bindSlider(root: HTMLElement): () => void {
  const offs: Array<() => void> = [];
  root.querySelectorAll<HTMLElement>('.wps_wpr_common_slider').forEach((toggle, i) => {
    const views = Array.from(toggle.parentElement?.children ?? []).filter((c): c is HTMLElement => c !== toggle && c.classList.contains('wps_wpr_points_view'));
    if (!views.length) return;
    views.forEach((v, j) => (v.id ||= `sw-points-view-${i}-${j}`));
    toggle.setAttribute('role', 'button');
    toggle.tabIndex = 0;
    toggle.setAttribute('aria-controls', views.map((v) => v.id).join(' '));
    const sync = () => toggle.setAttribute('aria-expanded', String(!views[0]?.hidden));
    sync();
    const flip = () => {
      const show = Boolean(views[0]?.hidden);
      views.forEach((v) => (v.hidden = !show));
      toggle.querySelector('.wps_wpr_open_toggle')?.classList.toggle('wps_wpr_plus_icon');
      sync();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        flip();
      }
    };
    toggle.addEventListener('click', flip);
    toggle.addEventListener('keydown', onKey);
    offs.push(() => {
      toggle.removeEventListener('click', flip);
      toggle.removeEventListener('keydown', onKey);
    });
  });
  return () => offs.forEach((f) => f());
}

function bindNotify(root: HTMLElement): () => void {
  const out = root.querySelector<HTMLElement>('.wps_wpr_notify_notice_wrap');
  out?.setAttribute('role', 'status');
  let alive = true;
  const onChange = async (e: Event) => {
    const box = e.target;
    if (!(box instanceof HTMLInputElement) || !box.matches('.wps_wpr_off_sms_notify, .wps_wpr_off_whatsapp_notify')) return;
    const stop = box.checked;
    box.disabled = true;
    try {
      const o = await setNotification(box.classList.contains('wps_wpr_off_sms_notify') ? 'sms' : 'whatsapp', stop, readPointsSettings());
      if (out) {
        out.style.display = '';
        paint(out, o, false);
      }
    } catch (err) {
      if (isAbort(err) || !alive) return;
      box.checked = !stop; // the server kept the old choice
      if (out) {
        out.style.display = '';
        paint(out, { colour: 'red', text: failureMessage(err, __('Your notification preference could not be saved. Please try again.')) }, false);
      }
    } finally {
      box.disabled = false;
    }
  };
  root.addEventListener('change', onChange);
  return () => {
    alive = false;
    root.removeEventListener('change', onChange);
  };
}

export function useMarkupBehaviours(root: HTMLElement): void {
  useEffect(() => {
    const offs = [bindWallet(root), bindSlider(root), bindNotify(root)];
    return () => offs.forEach((f) => f());
  }, [root]);
}

// Wallet conversion on the plugin's own controls (#wps_custom_wallet_point_num, #wps_wpr_custom_wallet): the
// input checked as the plugin checks it, wps_wpr_generate_custom_wallet once per intent with the button disabled and
// the plugin's loader shown, the answer in #wps_wpr_wallet_notification as <b> in red or green. A success
// lowers the balance in the store (every printed balance follows). The user id sent is the session's
// (src/ajax/visitor), never the button's data-id: the page may be a cached copy printed for someone else.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAbort } from '../../src/ajax';
import { sessionVisitor } from '../../src/ajax/visitor';
import { failureMessage } from '../../src/ajax/failureMessage';
import { __ } from '../../src/i18n';
import { currentPoints, readPointsSettings } from '../../src/settings/points';
import { useStorefrontStore } from '../../src/store';
import { checkWalletInput, convertToWallet, type Outcome } from './actions';
import { colourClass, MessageText } from './Message';

export function WalletConversion({ button }: { button: HTMLElement }) {
  const store = useStorefrontStore();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = useRef(false);
  const out = document.getElementById('wps_wpr_wallet_notification');

  useEffect(() => {
    out?.setAttribute('role', 'status');
    let alive = true;
    const onClick = async (e: Event) => {
      e.preventDefault();
      if (running.current) return;
      const input = document.getElementById('wps_custom_wallet_point_num');
      const s = readPointsSettings();
      const checked = checkWalletInput(input instanceof HTMLInputElement ? input.value : '', s);
      if (!('points' in checked)) {
        setOutcome(checked);
        return;
      }
      running.current = true;
      setBusy(true);
      setOutcome(null);
      try {
        const visitor = await sessionVisitor(s.ajaxurl, { now: true });
        if (!alive) return;
        const o = visitor?.loggedIn
          ? await convertToWallet(checked.points, String(visitor.userId), s)
          : { colour: 'red' as const, text: __('The points could not be converted. Please try again.') };
        if (!alive) return;
        setOutcome(o);
        if (o.ok) {
          const before = store.getState().points.balance ?? currentPoints(s);
          store.getState().setPointsBalance(Math.max(0, before - checked.points));
        }
      } catch (err) {
        if (!isAbort(err) && alive)
          setOutcome({
            colour: 'red',
            text: failureMessage(err, __('The points could not be converted. Please try again.')),
          });
      } finally {
        running.current = false;
        if (alive) setBusy(false);
      }
    };
    button.addEventListener('click', onClick);
    return () => {
      alive = false;
      button.removeEventListener('click', onClick);
    };
  }, [button, out, store]);

  // the plugin's button and loader follow the busy state
  useLayoutEffect(() => {
    if (button instanceof HTMLInputElement || button instanceof HTMLButtonElement) button.disabled = busy;
    const loader = document.getElementById('wps_wpr_loader');
    if (loader) loader.style.display = busy ? '' : 'none';
  }, [button, busy]);

  if (!out || !outcome) return null;
  return createPortal(
    <b className={colourClass(outcome)}>
      <MessageText outcome={outcome} />
    </b>,
    out,
  );
}

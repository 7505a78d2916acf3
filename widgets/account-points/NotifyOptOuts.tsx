// The SMS / messaging-app opt-outs (.wps_wpr_off_sms_notify, .wps_wpr_off_whatsapp_notify) and their one
// notice (.wps_wpr_notify_notice_wrap, where this root mounts): stop_sms_whatsapp_notify on change, the
// answer shown in the notice, red when `result` is true and green otherwise, as the plugin paints it. A
// failure unticks the box back (the server kept the old choice) and says why in red.
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAbort } from '../../src/ajax';
import { failureMessage } from '../../src/ajax/failureMessage';
import { __ } from '../../src/i18n';
import { readPointsSettings } from '../../src/settings/points';
import { setNotification, type Outcome } from './actions';
import { colourClass, MessageText } from './Message';

const BOXES = '.wps_wpr_off_sms_notify, .wps_wpr_off_whatsapp_notify';

export function NotifyOptOuts({ notice }: { notice: HTMLElement }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    notice.setAttribute('role', 'status');
    let alive = true;
    const onChange = async (e: Event) => {
      const box = e.target;
      if (!(box instanceof HTMLInputElement) || !box.matches(BOXES)) return;
      const stop = box.checked;
      box.disabled = true;
      try {
        const o = await setNotification(
          box.classList.contains('wps_wpr_off_sms_notify') ? 'sms' : 'whatsapp',
          stop,
          readPointsSettings(),
        );
        if (alive) setOutcome(o);
      } catch (err) {
        if (isAbort(err) || !alive) return;
        box.checked = !stop;
        setOutcome({
          colour: 'red',
          text: failureMessage(err, __('Your notification preference could not be saved. Please try again.')),
        });
      } finally {
        box.disabled = false;
      }
    };
    document.addEventListener('change', onChange);
    return () => {
      alive = false;
      document.removeEventListener('change', onChange);
    };
  }, [notice]);

  // the plugin's `$notice.show().css('color', …)`
  useLayoutEffect(() => {
    if (!outcome) return;
    notice.style.display = '';
    notice.classList.toggle('sw-points-red', outcome.colour === 'red');
    notice.classList.toggle('sw-points-green', outcome.colour === 'green');
  }, [notice, outcome]);

  if (!outcome) return null;
  return createPortal(
    <MessageText key={colourClass(outcome) + (outcome.html ?? outcome.text ?? '')} outcome={outcome} />,
    notice,
  );
}

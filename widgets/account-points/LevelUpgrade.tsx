// The level upgrade (#wps_wpr_upgrade_level_click): the plugin's confirmation asked in the shared Dialog, then
// the plugin's own form submitted the way its hidden submit does (the template reads that submitter's name).
import { useEffect, useState } from 'react';
import { Dialog } from '../../src/ui';
import { __ } from '../../src/i18n';
import { readPointsSettings } from '../../src/settings/points';

function submitUpgrade(trigger: HTMLElement): void {
  const form = trigger.closest('form') ?? document.getElementById('wps_wpr_membership');
  const submit = document.getElementById('wps_wpr_upgrade_level');
  if (!(form instanceof HTMLFormElement)) return;
  if (submit instanceof HTMLInputElement && typeof form.requestSubmit === 'function')
    form.requestSubmit(submit);
  else if (submit instanceof HTMLInputElement) submit.click();
}

export function LevelUpgrade({ trigger }: { trigger: HTMLElement }) {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    trigger.setAttribute('aria-haspopup', 'dialog');
    const onClick = (e: Event) => {
      e.preventDefault();
      setConfirming(true);
    };
    trigger.addEventListener('click', onClick);
    return () => trigger.removeEventListener('click', onClick);
  }, [trigger]);

  return (
    <Dialog
      open={confirming}
      onClose={() => setConfirming(false)}
      title={__('Upgrade level')}
      className="sw-points-confirm"
    >
      <p>{__(readPointsSettings().confirmation_msg)}</p>
      <div className="sw-points-confirm__actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setConfirming(false);
            submitUpgrade(trigger);
          }}
        >
          {__('Upgrade')}
        </button>
        <button type="button" className="button" onClick={() => setConfirming(false)}>
          {__('Cancel')}
        </button>
      </div>
    </Dialog>
  );
}

// The account points page (spec "Account area", contract §5): the level upgrade asks for confirmation in the
// shared Dialog, then submits the plugin's own form the way its hidden submit does; the "View benefits"
// links open each level's popup content in the shared Dialog (focus trapped and returned, Escape closes).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Dialog } from '../../src/ui';
import { __ } from '../../src/i18n';
import { readPointsSettings } from '../../src/settings/points';
import type { WidgetProps } from '../../src/mount/types';
import { useMarkupBehaviours } from './useMarkupBehaviours';
import './account-points.css';

function submitUpgrade(root: HTMLElement): void {
  const submit = root.querySelector<HTMLInputElement>('#wps_wpr_upgrade_level');
  const form = submit?.form ?? root.querySelector<HTMLFormElement>('#wps_wpr_membership');
  if (!form) return;
  // requestSubmit keeps the submitter's name (wps_wpr_save_level), which the template checks
  if (submit && typeof form.requestSubmit === 'function') form.requestSubmit(submit);
  else submit?.click();
}

/** The plugin's popup for a level id (`#wps_wpr_popup_wrapper_<id>`), only inside this page section. */
function popupOf(root: HTMLElement, level: string): HTMLElement | null {
  const el = document.getElementById(`wps_wpr_popup_wrapper_${level}`);
  return el && root.contains(el) ? el : null;
}

/** The level's popup content, moved into the dialog while it is open and put back after. */
function BenefitContent({ root, level, onClose }: { root: HTMLElement; level: string; onClose(): void }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = popupOf(root, level);
    const content = wrapper?.firstElementChild;
    if (!wrapper || !content || !slot.current) return;
    slot.current.append(content);
    const close = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('.wps_wpr_close')) {
        e.preventDefault();
        onClose();
      }
    };
    content.addEventListener('click', close);
    content.querySelectorAll<HTMLElement>('.wps_wpr_close').forEach((c) => c.setAttribute('hidden', '')); // the dialog has its own close button
    return () => {
      content.removeEventListener('click', close);
      content.querySelectorAll<HTMLElement>('.wps_wpr_close').forEach((c) => c.removeAttribute('hidden'));
      wrapper.append(content);
    };
  }, [root, level, onClose]);
  return <div ref={slot} className="sw-points-benefits" />;
}

function levelName(root: HTMLElement, level: string): string {
  const intro = popupOf(root, level)?.querySelector('.wps_wpr_intro_text');
  return intro?.textContent?.trim() || __('Level benefits');
}

export function AccountPoints({ el }: WidgetProps) {
  const [confirming, setConfirming] = useState(false);
  const [level, setLevel] = useState<string | null>(null);
  const closeLevel = useRef(() => setLevel(null)).current;
  useMarkupBehaviours(el);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const t = e.target instanceof Element ? e.target : null;
      if (t?.closest('#wps_wpr_upgrade_level_click')) {
        e.preventDefault();
        setConfirming(true);
        return;
      }
      const benefits = t?.closest<HTMLElement>('.wps_wpr_level_benefits');
      if (benefits?.dataset.id) {
        e.preventDefault();
        benefits.setAttribute('aria-haspopup', 'dialog');
        setLevel(benefits.dataset.id);
      }
    };
    el.querySelectorAll('.wps_wpr_level_benefits').forEach((a) => a.setAttribute('aria-haspopup', 'dialog'));
    el.querySelector('#wps_wpr_upgrade_level_click')?.setAttribute('aria-haspopup', 'dialog');
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [el]);

  const s = readPointsSettings();
  return (
    <>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={__('Upgrade level')} className="sw-points-confirm">
        <p>{__(s.confirmation_msg)}</p>
        <div className="sw-points-confirm__actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setConfirming(false);
              submitUpgrade(el);
            }}
          >
            {__('Upgrade')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {__('Cancel')}
          </button>
        </div>
      </Dialog>
      <Dialog open={level !== null} onClose={closeLevel} title={level ? levelName(el, level) : ''} className="sw-points-benefits-dialog">
        {level ? <BenefitContent root={el} level={level} onClose={closeLevel} /> : null}
      </Dialog>
    </>
  );
}

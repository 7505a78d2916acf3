// A level's "view benefits" link (.wps_wpr_level_benefits[data-id]): the plugin's popup for that id
// (#wps_wpr_popup_wrapper_<id>) shown in the shared Dialog; its content moves in while open and goes back after.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Dialog } from '../../src/ui';
import { __ } from '../../src/i18n';

const popupOf = (level: string): HTMLElement | null =>
  document.getElementById(`wps_wpr_popup_wrapper_${level}`);

function BenefitContent({ level, onClose }: { level: string; onClose(): void }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = popupOf(level);
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
  }, [level, onClose]);
  return <div ref={slot} className="sw-points-benefits" />;
}

export function LevelBenefits({ link }: { link: HTMLElement }) {
  const [open, setOpen] = useState(false);
  const level = link.dataset.id ?? '';
  const close = useRef(() => setOpen(false)).current;
  useEffect(() => {
    link.setAttribute('aria-haspopup', 'dialog');
    const onClick = (e: Event) => {
      e.preventDefault();
      if (popupOf(level)) setOpen(true);
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [link, level]);
  const name =
    popupOf(level)?.querySelector('.wps_wpr_intro_text')?.textContent?.trim() || __('Level benefits');
  return (
    <Dialog open={open} onClose={close} title={name} className="sw-points-benefits-dialog">
      {open ? <BenefitContent level={level} onClose={close} /> : null}
    </Dialog>
  );
}

// The points log toggle (.wps_wpr_common_slider): a disclosure (APG) on the plugin's markup. The views it opens
// are its sibling `.wps_wpr_points_view` (and `.wps_wpr_common_table`, which older templates toggle); the
// plugin's stylesheet hides them with display:none, which `hidden` cannot undo, so they get classes whose
// `!important` beats it (points-log.css). It starts as the page shows it.
import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';

const VIEWS = '.wps_wpr_points_view, .wps_wpr_common_table';

export function PointsLog({ toggle }: { toggle: HTMLElement }) {
  const baseId = useId();
  const views = useMemo(
    () =>
      Array.from(toggle.parentElement?.children ?? []).filter(
        (c): c is HTMLElement => c !== toggle && c instanceof HTMLElement && c.matches(VIEWS),
      ),
    [toggle],
  );
  const [open, setOpen] = useState(() => views.some((v) => getComputedStyle(v).display !== 'none'));

  useLayoutEffect(() => {
    views.forEach((v, i) => (v.id ||= `${baseId}-${i}`));
    toggle.setAttribute('role', 'button');
    toggle.tabIndex = 0;
    toggle.setAttribute('aria-controls', views.map((v) => v.id).join(' '));
  }, [toggle, views, baseId]);

  useLayoutEffect(() => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.classList.toggle('active', open);
    toggle.querySelector('.wps_wpr_open_toggle')?.classList.toggle('wps_wpr_plus_icon', !open);
    for (const v of views) {
      v.classList.toggle('sw-points-log-open', open);
      v.classList.toggle('sw-points-log-closed', !open);
    }
  }, [toggle, views, open]);

  useEffect(() => {
    if (!views.length) return;
    const flip = () => setOpen((o) => !o);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        flip();
      }
    };
    toggle.addEventListener('click', flip);
    toggle.addEventListener('keydown', onKey);
    return () => {
      toggle.removeEventListener('click', flip);
      toggle.removeEventListener('keydown', onKey);
    };
  }, [toggle, views]);
  return null;
}

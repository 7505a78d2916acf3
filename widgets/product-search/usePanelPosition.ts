// Where the body-attached panels sit: under the form, aligned to its inline-start edge, extended 200 px
// beyond it when the details panel is shown (spec "Overlay panels extend 200 px beyond the form").
import { useLayoutEffect, useState, type CSSProperties } from 'react';

const EXTRA_WITH_DETAILS = 200;

export function usePanelPosition(form: HTMLElement, active: boolean, withDetails: boolean): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!active) return;
    const place = () => {
      const r = form.getBoundingClientRect();
      const rtl = (form.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';
      const width = Math.min(
        document.documentElement.clientWidth || r.width,
        r.width + (withDetails ? EXTRA_WITH_DETAILS : 0),
      );
      const left = rtl ? Math.max(0, r.right - width) : r.left;
      setStyle({ position: 'absolute', top: r.bottom + window.scrollY, left: left + window.scrollX, width });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [form, active, withDetails]);
  return style;
}

/** The viewport width, following resizes (the details panel and the mobile overlay depend on it). */
export function useViewportWidth(): number {
  const [w, setW] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}

// FiboSearch's open-state classes, which its own stylesheet and themes style by (search.js): `dgwt-wcas-open` on
// the body while a panel shows (with `dgwt-wcas-open-pre-suggestions` for the history list), and
// `dgwt-wcas-open-<style>` on <html> while a panel or the mobile overlay shows (with
// `dgwt-wcas-overlay-mobile-on` for the overlay). The style is the wrapper's `dgwt-wcas-style-*` class
// (getSearchStyle: solaris when none, the last one printed wins, pirx-compact counts as pirx, and pirx also
// sets `dgwt-wcas-open-pirx-compact`).
import { useEffect } from 'react';

export function searchStyle(wrapper: Element): string {
  let style = 'solaris';
  for (const c of Array.from(wrapper.classList))
    if (/^dgwt-wcas-style-/i.test(c)) style = c.replace(/^dgwt-wcas-style-/i, '');
  return style === 'pirx-compact' ? 'pirx' : style;
}

export const styleOpenClasses = (style: string): string[] =>
  style === 'pirx' ? ['dgwt-wcas-open-pirx', 'dgwt-wcas-open-pirx-compact'] : [`dgwt-wcas-open-${style}`];

export function useOpenClasses(wrapper: Element, open: boolean, history: boolean, overlay: boolean): void {
  useEffect(() => {
    if (!open) return;
    const body = document.body.classList;
    body.add('dgwt-wcas-open');
    body.toggle('dgwt-wcas-open-pre-suggestions', history);
    return () => body.remove('dgwt-wcas-open', 'dgwt-wcas-open-pre-suggestions');
  }, [open, history]);
  const shown = open || overlay;
  useEffect(() => {
    if (!shown) return;
    const html = document.documentElement.classList;
    const classes = styleOpenClasses(searchStyle(wrapper));
    html.add(...classes);
    return () => html.remove(...classes);
  }, [wrapper, shown]);
  useEffect(() => {
    if (!overlay) return;
    document.documentElement.classList.add('dgwt-wcas-overlay-mobile-on');
    return () => document.documentElement.classList.remove('dgwt-wcas-overlay-mobile-on');
  }, [overlay]);
}

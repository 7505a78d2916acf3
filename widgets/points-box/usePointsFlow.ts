// Running a points flow from a control of the plugin: one run per intent (a second click while one runs does
// nothing, nor after one that ends in a reload, until the page goes), the control marked busy while it runs,
// notices shown through the store and rendered before the flow goes on (it scrolls to them), timers cleared on
// unmount.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useStorefrontStore } from '../../src/store';
import type { FlowEnd, FlowUi } from './apply';

export function usePointsFlow(control: HTMLElement) {
  const store = useStorefrontStore();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const ui = useRef<FlowUi>({ show: () => {}, timers: [], alive: () => true });

  useEffect(() => {
    let alive = true;
    const timers: number[] = [];
    const show = (n: Parameters<FlowUi['show']>[0]) => {
      if (n === null && store.getState().points.notice === null) return; // nothing to clear: no render
      flushSync(() => store.getState().setPointsNotice(n));
    };
    ui.current = { show, timers, alive: () => alive };
    return () => {
      alive = false;
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [store]);

  useLayoutEffect(() => {
    if (busy) control.setAttribute('aria-busy', 'true');
    else control.removeAttribute('aria-busy');
  }, [control, busy]);

  return useCallback((flow: (ui: FlowUi) => Promise<FlowEnd>) => {
    if (running.current) return;
    running.current = true;
    flushSync(() => setBusy(true));
    void flow(ui.current)
      .catch(() => 'done' as const)
      .then((end) => {
        if (end === 'reloading') return; // applied or removed: the page reloads, the control stays busy
        running.current = false;
        if (ui.current.alive()) flushSync(() => setBusy(false));
      });
  }, []);
}

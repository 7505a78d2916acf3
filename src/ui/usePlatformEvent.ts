// A listener on an element the platform printed (a React root that works on Wawp's own markup cannot give it
// an `onClick`): added after the commit, always calling the latest handler, removed on unmount.
import { useLayoutEffect, useRef } from 'react';

export function usePlatformEvent<K extends keyof HTMLElementEventMap>(
  el: HTMLElement | null | undefined,
  type: K,
  handler: (e: HTMLElementEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    if (!el) return;
    const on = (e: HTMLElementEventMap[K]) => latest.current(e);
    el.addEventListener(type, on);
    return () => el.removeEventListener(type, on);
  }, [el, type]);
}

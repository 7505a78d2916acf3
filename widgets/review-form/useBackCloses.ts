// Back navigation closes the open form (cancel or back navigation closes and resets it). Opening the
// form pushes one history entry; Back pops it and closes; closing with a button takes that entry back off.
import { useEffect, useRef } from 'react';
import { isRecord } from '../../src/settings/parse';

const KEY = 'swReviewForm';
let counter = 0;

export function useBackCloses(el: HTMLElement, close: () => void): { closedByButton(): void } {
  const pushed = useRef(false);
  // each form's own entry: an older entry of another (or an earlier) form must not count as ours
  const token = useRef(`${Date.now().toString(36)}-${++counter}`);
  const ours = (state: unknown) => isRecord(state) && state[KEY] === token.current;
  const returnTo = useRef<HTMLElement | null>(null);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const sync = () => {
      if (!el.hidden && !pushed.current) {
        pushed.current = true;
        history.pushState({ ...(isRecord(history.state) ? history.state : {}), [KEY]: token.current }, '');
      }
    };
    const onPop = () => {
      const keep = returnTo.current;
      if (keep) {
        // our own history.back() after a button closed the form: the traversal may move focus (Chromium
        // blurs to the body); put it back where the close left it
        returnTo.current = null;
        setTimeout(() => {
          if (keep.isConnected && document.activeElement !== keep) keep.focus({ preventScroll: true });
        }, 0);
        return;
      }
      if (!pushed.current || ours(history.state)) return;
      pushed.current = false;
      if (!el.hidden) closeRef.current();
    };
    const mo = new MutationObserver(sync);
    mo.observe(el, { attributes: true, attributeFilter: ['hidden'] });
    sync();
    window.addEventListener('popstate', onPop);
    return () => {
      mo.disconnect();
      window.removeEventListener('popstate', onPop);
    };
  }, [el]);

  return {
    /** call after the form has closed (focus is where the close put it) */
    closedByButton() {
      if (!pushed.current) return;
      pushed.current = false;
      if (!ours(history.state)) return;
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      history.back();
    },
  };
}

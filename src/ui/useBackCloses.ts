// One Back rule for every panel that opens over the page (the review form, the Q&A ask and answer forms, the
// media dialog): each opening pushes one history entry of its own; Back pops it and closes the panel instead of
// leaving the page with what was typed; a panel closed any other way (a button, Escape, a success) takes its
// entry back off, so the history is as before it opened. Driven by the panel's open state alone, so it holds on
// every opening, not only the first.
import { useEffect, useRef } from 'react';
import { isRecord } from '../settings/parse';

const KEY = 'swPanel';
let counter = 0;

export function useBackCloses(open: boolean, close: () => void): void {
  const pushed = useRef(false);
  // each opening's own entry: an older entry of another (or an earlier) panel must not count as ours
  const token = useRef('');
  const ours = (state: unknown) => isRecord(state) && state[KEY] === token.current;
  const closeRef = useRef(close);
  closeRef.current = close;
  // set while our own history.back() is under way: its popstate is not a shopper's Back
  const returning = useRef<HTMLElement | null | undefined>(undefined);

  useEffect(() => {
    const onPop = () => {
      if (returning.current !== undefined) {
        // the traversal may move focus (Chromium blurs to the body): put it back where the close left it
        const keep = returning.current;
        returning.current = undefined;
        setTimeout(() => {
          if (keep?.isConnected && document.activeElement !== keep) keep.focus({ preventScroll: true });
        }, 0);
        return;
      }
      if (!pushed.current || ours(history.state)) return;
      pushed.current = false;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (open && !pushed.current) {
      pushed.current = true;
      token.current = `${Date.now().toString(36)}-${++counter}`;
      history.pushState({ ...(isRecord(history.state) ? history.state : {}), [KEY]: token.current }, '');
    } else if (!open && pushed.current) {
      // closed by the page, not by Back: take the entry back off once the close has put the focus somewhere
      pushed.current = false;
      if (!ours(history.state)) return;
      returning.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      history.back();
    }
  }, [open]);
}

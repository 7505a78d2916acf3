// The rows' state: which rows have a request running (blocked: a second click on remove or a stepper does
// nothing), the quantities being typed (sent a moment after the last change, so fast +/- sends one request with
// the final value) and the sentence for the live region.
import { useCallback, useEffect, useRef, useState } from 'react';
import { debounce, type Debounced } from '../../src/dom/debounce';
import { navigateTo } from '../../src/dom/navigate';
import { useStorefront, useStorefrontStore } from '../../src/store';
import type { MiniCartItem } from '../../src/store/slices/cart';
import { removeLine, sendQuantity } from './requests';

export const QTY_DEBOUNCE_MS = 500;

export interface Announcement {
  type: 'success' | 'error';
  text: string;
}

export function useLines() {
  const store = useStorefrontStore();
  const mini = useStorefront((s) => s.cart.mini);
  const pending = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<Announcement | null>(null);
  /** per row, the quantity send waiting for the typing to stop */
  const timers = useRef(new Map<string, Debounced<[send: () => void]>>());

  const block = useCallback((key: string, on: boolean) => {
    if (on) pending.current.add(key);
    else pending.current.delete(key);
    setBusy(new Set(pending.current));
  }, []);

  // new fragments show the shop's quantities: what was typed and has been sent is forgotten
  useEffect(() => {
    setDrafts((d) =>
      Object.fromEntries(
        Object.entries(d).filter(([k]) => timers.current.get(k)?.pending() || pending.current.has(k)),
      ),
    );
  }, [mini]);

  useEffect(() => {
    const t = timers.current;
    return () => t.forEach((later) => later.cancel());
  }, []);

  const remove = useCallback(
    async (item: Pick<MiniCartItem, 'key' | 'removeUrl' | 'removedMessage'>, link: Element) => {
      if (pending.current.has(item.key)) return; // one request per row, however many clicks
      block(item.key, true);
      const outcome = await removeLine(item.key, link, store);
      if (outcome === 'follow') {
        navigateTo(item.removeUrl, '/cart/'); // the row stays blocked while the page leaves
        return;
      }
      block(item.key, false);
      if (item.removedMessage) setNotice({ type: 'success', text: item.removedMessage });
    },
    [block, store],
  );

  const setQuantity = useCallback(
    (key: string, raw: string, parsed: number) => {
      if (pending.current.has(key)) return;
      setDrafts((d) => ({ ...d, [key]: raw }));
      let later = timers.current.get(key);
      if (!later) timers.current.set(key, (later = debounce((send: () => void) => send(), QTY_DEBOUNCE_MS)));
      if (!Number.isFinite(parsed) || parsed < 0) {
        later.cancel();
        return;
      }
      later(() => {
        block(key, true);
        setNotice(null);
        void sendQuantity(key, Math.floor(parsed)).then((failure) => {
          block(key, false);
          if (failure) setNotice({ type: 'error', text: failure });
        });
      });
    },
    [block],
  );

  return { mini, busy, drafts, notice, remove, setQuantity };
}

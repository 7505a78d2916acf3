// One pane's calls: the message box's state, which intent is busy, the progress line, one request per intent
// (the guard; checks run first, synchronously), `_nocache` and the 20 s deadline, the nonce from the session
// slice, and a login that succeeded (the session slice knows, the button stays busy while the page leaves).
import { useCallback, useRef, useState } from 'react';
import { adminAjax, isAbort, submitGuard } from '../../src/ajax';
import { navigateTo } from '../../src/dom/navigate';
import { useStorefrontStore } from '../../src/store';
import { failureText, parseLoginReply, type LoginReply } from './reply';
import { useProgress } from './useProgress';
import { LOGIN_NONCE, type LoginTexts } from './texts';

export const LOGIN_TIMEOUT_MS = 20_000;

export interface Message {
  text: string;
  ok: boolean;
  /** each message is a new node, so the same text said again is announced again */
  n: number;
}

export function useLoginCall<Intent extends string>({ settings }: LoginTexts) {
  const store = useStorefrontStore();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [guard] = useState(submitGuard);
  const leaving = useRef(false);
  const said = useRef(0);
  const progress = useProgress(busy !== null);

  const say = useCallback(
    (text: string, ok: boolean) => setMessage({ text, ok, n: (said.current += 1) }),
    [],
  );

  /** One login call; null when it failed before the plugin answered (the failure is said). */
  const call = useCallback(
    async (action: string, data: Record<string, string>): Promise<LoginReply | null> => {
      setMessage(null);
      const nonce = store.getState().session.nonces[LOGIN_NONCE] || settings.nonce;
      try {
        return await adminAjax(action, { nonce, ...data }, parseLoginReply, {
          url: settings.ajax_url,
          query: { _nocache: String(Date.now()) },
          timeoutMs: LOGIN_TIMEOUT_MS,
          nonce: { field: 'nonce', from: { global: 'awpOtpAjax', key: 'nonce' } },
        });
      } catch (e) {
        if (!isAbort(e)) say(failureText(e), false);
        return null;
      }
    },
    [settings, store, say],
  );

  /** Run an intent unless one runs already and once its checks pass. */
  const run = useCallback(
    (intent: Intent, check: () => boolean, task: () => Promise<void>) => {
      if (guard.busy || leaving.current || !check()) return;
      setBusy(intent);
      void guard.run(task).finally(() => {
        if (!leaving.current) setBusy(null);
      });
    },
    [guard],
  );

  const loggedIn = useCallback(
    (url: string) => {
      leaving.current = true;
      store.getState().setLoggedIn(true);
      navigateTo(url || settings.redirect_url, '/');
    },
    [settings, store],
  );

  return { message, say, busy, progress, call, run, loggedIn };
}

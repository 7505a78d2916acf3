// What the login's panes share: the settings, the message box, one call with its progress texts and
// deadline, one request per intent (the guard and the busy button), and listeners that are undone on unmount.
import { adminAjax, isAbort, type SubmitGuard } from '../../src/ajax';
import { setBusy } from '../../src/dom/busy';
import { navigate } from '../../src/dom/navigate';
import { setSafeHtml } from '../../src/html/sanitize';
import { __ } from '../../src/i18n';
import { readOtpAjax, readOtpL10n, type OtpAjaxSettings } from '../../src/settings/wawp';
import type { StorefrontStore } from '../../src/store';
import { startProgress } from './progress';
import { failureText, parseLoginReply, type LoginReply } from './reply';

export const LOGIN_TIMEOUT_MS = 20_000;

export interface LoginKit {
  settings: OtpAjaxSettings;
  store: StorefrontStore;
  emptyFields: string;
  cleanups: Array<() => void>;
  say(box: HTMLElement | null, text: string, ok: boolean): void;
  call(box: HTMLElement | null, action: string, data: Record<string, string>): Promise<LoginReply | null>;
  guarded(guard: SubmitGuard, btn: HTMLButtonElement | null, check: () => boolean, task: () => Promise<void>): () => void;
  onEnter(input: HTMLInputElement | null, action: () => void): void;
  onClick(el: HTMLElement | null, action: () => void): void;
  /** a login that succeeded: the session slice knows, then the page leaves for the server's URL */
  loggedIn(url: string): void;
  /** a pane's <form> never submits natively (Wawp's forms have no method: the password would go in the URL) */
  blockSubmit(form: HTMLFormElement | null): void;
}

export function loginKit(store: StorefrontStore): LoginKit {
  const settings = readOtpAjax();
  const l10n = readOtpL10n();
  const cleanups: Array<() => void> = [];
  const emptyFields = settings.emptyFields || __('Please fill all required fields.');
  const progressLines = [
    l10n.progressBridge || __("We're building a secure bridge between you and us…"),
    l10n.progressAlmost || __("We're almost sending the OTP to your WhatsApp…"),
    l10n.progressGo || __('Here we go…'),
  ] as const;

  /** A message box: `<p class="success|error">` with the server's text (its markup sanitized). */
  const say = (box: HTMLElement | null, text: string, ok: boolean) => {
    if (!box) return;
    const p = document.createElement('p');
    p.className = ok ? 'success' : 'error';
    p.setAttribute('role', ok ? 'status' : 'alert');
    setSafeHtml(p, text);
    box.replaceChildren(p);
  };

  /** One login call: progress texts while it runs, `_nocache`, the 20 s deadline. */
  const call = async (box: HTMLElement | null, action: string, data: Record<string, string>): Promise<LoginReply | null> => {
    const progress = document.createElement('div');
    progress.className = 'awp-progress-box';
    progress.setAttribute('role', 'status');
    box?.replaceChildren();
    box?.after(progress);
    const stop = startProgress(progress, progressLines);
    try {
      return await adminAjax(action, { nonce: settings.nonce, ...data }, parseLoginReply, {
        url: settings.ajax_url,
        query: { _nocache: String(Date.now()) },
        timeoutMs: LOGIN_TIMEOUT_MS,
      });
    } catch (e) {
      if (!isAbort(e)) say(box, failureText(e), false);
      return null;
    } finally {
      stop();
      progress.remove();
    }
  };

  /** One request per intent: checks run first (synchronously), then the guarded call. */
  const guarded = (guard: SubmitGuard, btn: HTMLButtonElement | null, check: () => boolean, task: () => Promise<void>) => () => {
    if (guard.busy || !check()) return;
    setBusy(btn, true);
    void guard.run(task).finally(() => setBusy(btn, false));
  };

  const onEnter = (input: HTMLInputElement | null, action: () => void) => {
    if (!input) return;
    const h = (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      action();
    };
    input.addEventListener('keydown', h);
    cleanups.push(() => input.removeEventListener('keydown', h));
  };
  const onClick = (el: HTMLElement | null, action: () => void) => {
    if (!el) return;
    const h = (e: Event) => {
      e.preventDefault();
      action();
    };
    el.addEventListener('click', h);
    cleanups.push(() => el.removeEventListener('click', h));
  };

  const blockSubmit = (form: HTMLFormElement | null) => {
    if (!form) return;
    const block = (e: Event) => e.preventDefault();
    form.addEventListener('submit', block);
    cleanups.push(() => form.removeEventListener('submit', block));
  };

  const loggedIn = (url: string) => {
    store.getState().setLoggedIn(true);
    navigate(url || settings.redirect_url, '/');
  };

  return { settings, store, emptyFields, cleanups, say, call, guarded, onEnter, onClick, blockSubmit, loggedIn };
}

// The busy state of a platform button a DOM-driven form sends (login, signup): aria-busy, the platform's
// `is-loading` look, and aria-disabled, which keeps it focusable for screen-reader users (the submit guard is
// what stops a second request). React views use src/ui/BusyButton, which renders the same states.
export function setBusy(btn: HTMLButtonElement | null, busy: boolean): void {
  if (!btn) return;
  btn.setAttribute('aria-busy', String(busy));
  btn.classList.toggle('is-loading', busy);
  if (busy) btn.setAttribute('aria-disabled', 'true');
  else btn.removeAttribute('aria-disabled');
}

// A pane's message box (`#awp_login_message_<x>`: `<p class="success|error">` with the server's text, its
// markup sanitized) and, while a call runs, the rotating progress text right after it.
import { SafeHtml } from '../../src/html/SafeHtml';
import type { Message } from './useLoginCall';

/** a button's classes while its call runs: also Wawp's own `is-loading` (its stylesheet's busy look) */
export const wawpBusy = (className: string, busy: boolean) => (busy ? `${className} is-loading` : className);

export function LoginMessage({ id, message, progress }: { id: string; message: Message | null; progress: string | null }) {
  return (
    <>
      <div id={id} aria-live="polite">
        {message && <SafeHtml key={message.n} as="p" className={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} html={message.text} />}
      </div>
      {progress !== null && (
        <div className="awp-progress-box" role="status">
          <span key={progress} className="awp-progress-line">
            {progress}
          </span>
        </div>
      )}
    </>
  );
}
